import { describe, expect, test } from 'vitest';
import {
  basePath,
  basePathFrom,
  hrefWithBase,
  markdownLinksWithBase,
  withBase,
  withoutBase,
} from '../../../src/base-path.ts';
import { baseLinksPlugin } from '../../../src/deploy/base-links.ts';

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

describe('links written for the root', () => {
  test('move under the base when they are paths of the site, and only then', () => {
    expect(hrefWithBase('/levels/', '/atlas/')).toBe('/atlas/levels/');
    expect(hrefWithBase('/atlas/levels/', '/atlas/')).toBe('/atlas/levels/');
    for (const other of ['https://x.test/', '//x.test/', '#top', 'levels/', 'mailto:a@x.test'])
      expect(hrefWithBase(other, '/atlas/')).toBe(other);
    expect(withoutBase('/atlas/errors/x/', '/atlas/')).toBe('/errors/x/');
  });

  test('in Markdown, every link target but those in fenced code', () => {
    const markdown = [
      'See [the levels](/levels/) and ![a run](/run.png), [away](https://x.test/) or [here](#top).',
      'Already: [lookup](/atlas/lookup/).',
      '```md',
      '[kept](/as-written/)',
      '```',
      'After: [catalog](/catalog.json)',
    ].join('\n');
    expect(markdownLinksWithBase(markdown, '/atlas/')).toBe(
      [
        'See [the levels](/atlas/levels/) and ![a run](/atlas/run.png), [away](https://x.test/) or [here](#top).',
        'Already: [lookup](/atlas/lookup/).',
        '```md',
        '[kept](/as-written/)',
        '```',
        'After: [catalog](/atlas/catalog.json)',
      ].join('\n'),
    );
    expect(markdownLinksWithBase(markdown, '/')).toBe(markdown);
  });

  test('in a page’s HTML tree, every href and src that is a path of the site', () => {
    const set: Array<[string, unknown]> = [];
    const context = { setProperty: (_: unknown, key: string, value: unknown) => void set.push([key, value]) };
    const { element } = baseLinksPlugin('/atlas/');
    expect(element.filter).toEqual(['a', 'img']);
    element.visit({ properties: { href: '/levels/' } }, context);
    element.visit({ properties: { src: '/run.png' } }, context);
    element.visit({ properties: { href: 'https://x.test/' } }, context);
    element.visit({ properties: { href: '/atlas/lookup/' } }, context);
    expect(set).toEqual([
      ['href', '/atlas/levels/'],
      ['src', '/atlas/run.png'],
    ]);
  });
});
