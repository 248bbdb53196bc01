import { describe, expect, test } from 'vitest';
import { getLimit, limits } from '../../../src/catalog/index.ts';
import { breakPoints } from '../../../src/components/break-points.ts';
import { camelName, literal } from '../../../src/components/entry/code-literal.ts';
import { durationWords, limitNumbers, textStatesNumbers } from '../../../src/components/limit-numbers.ts';
import { spacedJson } from '../../../src/components/wire-text.ts';

describe('spacedJson', () => {
  test('puts a space after each colon and comma between values, and none inside a string', () => {
    expect(spacedJson({ code: -32602, message: 'a,b:c', data: { list: [1, 2] } })).toBe(
      '{"code": -32602, "message": "a,b:c", "data": {"list": [1, 2]}}',
    );
  });
});

describe('breakPoints', () => {
  test('splits a long run at its structure and leaves words and short runs whole', () => {
    expect(breakPoints('see https://a.example/b/c?d=1')).toEqual(['see https://', 'a.example/', 'b/', 'c?', 'd=', '1']);
    expect(breakPoints('post_notice and waitsUntil')).toEqual(['post_notice and waitsUntil']);
  });
});

describe('limit numbers', () => {
  test('say a window or an interval in its largest whole unit', () => {
    expect(durationWords(60)).toBe('a minute');
    expect(durationWords(604_800)).toBe('a week');
    expect(durationWords(5)).toBe('5 seconds');
  });

  test('are shown once: a limit whose words state them needs no second line', () => {
    expect(textStatesNumbers(getLimit('clockford.limit.po-box-keys'))).toBe(true);
    expect(textStatesNumbers(getLimit('rooms.limit.messages'))).toBe(true);
    expect(textStatesNumbers(getLimit('clockford.limit.session-idle'))).toBe(false);
    expect(limitNumbers(getLimit('clockford.limit.session-idle'))).toBe('30 minutes');
  });

  test('every limit has numbers a program reads, said either in its own words or on a line of their own', () => {
    for (const limit of limits) expect(limitNumbers(limit), limit.id).not.toBe('');
  });
});

describe('code literals', () => {
  test('write JSON as TypeScript: single quotes, bare keys where they can be', () => {
    expect(literal({ status: 429, 'Retry-After': "it's 3" })).toBe(
      "{\n  status: 429,\n  'Retry-After': 'it\\'s 3',\n}",
    );
    expect(camelName('clockford.http.rate-limited')).toBe('clockfordHttpRateLimited');
  });
});
