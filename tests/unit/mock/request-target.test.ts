import { describe, expect, test } from 'vitest';
import { checkRequestTarget } from '../../../src/mock/request-target.ts';

const problemOf = (target: string) => {
  const verdict = checkRequestTarget(target);
  return verdict.ok ? undefined : verdict.problem;
};

describe('checkRequestTarget', () => {
  test('serves a plain path with its query', () => {
    expect(checkRequestTarget('/connect/api/public/search?q=retry&limit=2')).toEqual({
      ok: true,
      pathAndQuery: '/connect/api/public/search?q=retry&limit=2',
    });
  });

  test('collapses repeated slashes and decodes escapes of unreserved characters only', () => {
    expect(checkRequestTarget('//clockford///%6dcp')).toEqual({ ok: true, pathAndQuery: '/clockford/mcp' });
    expect(checkRequestTarget('/rooms/api/rooms/a%2fb%20c')).toEqual({
      ok: true,
      pathAndQuery: '/rooms/api/rooms/a%2Fb%20c',
    });
  });

  test.each([
    ['/clockford/../__mock/reset', 'dot segment'],
    ['/clockford/%2e%2e/__mock/reset', 'dot segment'],
    ['/clockford/.%2E/__mock/reset', 'dot segment'],
    ['/rooms/./mcp', 'dot segment'],
    ['/clockford\\..\\__mock/reset', 'backslash'],
    ['/rooms/api/rooms/%E0%A4%A', 'malformed percent-escape'],
    ['//%ZZ/x', 'malformed percent-escape'],
    ['http://127.0.0.1:3929/__mock/reset', 'not a path'],
    ['*', 'not a path'],
  ])('refuses %s, naming the %s', (target, named) => {
    expect(problemOf(target)).toContain(named);
  });

  test('leaves the query alone: a dot segment or backslash there is data', () => {
    expect(checkRequestTarget('/connect/api/public/search?q=../a\\b')).toMatchObject({ ok: true });
  });
});
