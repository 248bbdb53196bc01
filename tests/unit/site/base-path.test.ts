import { describe, expect, test } from 'vitest';
import { basePath, basePathFrom, withBase } from '../../../src/base-path.ts';

describe('basePathFrom', () => {
  test('reads an unset, empty or bare-slash setting as the root', () => {
    expect(basePathFrom(undefined)).toBe('/');
    expect(basePathFrom('')).toBe('/');
    expect(basePathFrom('/')).toBe('/');
  });

  test('gives a path with a slash at both ends, however it was written', () => {
    expect(basePathFrom('/atlas')).toBe('/atlas/');
    expect(basePathFrom('/atlas/')).toBe('/atlas/');
    expect(basePathFrom('/docs/mcp-error-atlas.v2/')).toBe('/docs/mcp-error-atlas.v2/');
  });

  test.each([
    'atlas/',
    '/at las/',
    '/../atlas/',
    '/atlas/./',
    '//atlas/',
    '/atlas//x/',
    '/atlas?x=1',
    '/atlas#top',
    'https://x.test/atlas/',
  ])('refuses %j with what to set', (value) => {
    expect(() => basePathFrom(value)).toThrow(`ATLAS_BASE is "${value}"`);
    expect(() => basePathFrom(value)).toThrow('for example ATLAS_BASE=/atlas/');
  });
});

describe('withBase', () => {
  test('puts a path of the site under the base path', () => {
    expect(withBase('/lookup/', '/atlas/')).toBe('/atlas/lookup/');
    expect(withBase('/errors/a.b.c/#row', '/atlas/')).toBe('/atlas/errors/a.b.c/#row');
    expect(withBase('/', '/atlas/')).toBe('/atlas/');
    expect(withBase('/catalog.json', '/')).toBe('/catalog.json');
  });

  test('uses the build’s base by default, the root under Vitest', () => {
    expect(basePath).toBe('/');
    expect(withBase('/llms.txt')).toBe('/llms.txt');
  });

  test('refuses what is not a path of the site', () => {
    expect(() => withBase('lookup/', '/atlas/')).toThrow('starts with one "/"');
    expect(() => withBase('//evil.test/x', '/atlas/')).toThrow('starts with one "/"');
  });
});
