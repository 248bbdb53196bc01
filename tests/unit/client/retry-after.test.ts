import { describe, expect, test } from 'vitest';
import { parseRetryAfter } from '../../../src/client/index.ts';

const now = Date.parse('Sun, 06 Nov 1994 08:49:30 GMT');

describe('parseRetryAfter', () => {
  test('reads delay-seconds as milliseconds', () => {
    expect(parseRetryAfter('3', now)).toBe(3000);
    expect(parseRetryAfter(' 120 ', now)).toBe(120_000);
    expect(parseRetryAfter('0', now)).toBe(0);
  });

  test('accepts a decimal number of seconds', () => {
    expect(parseRetryAfter('1.5', now)).toBe(1500);
  });

  test('reads an IMF-fixdate as the time left until it', () => {
    expect(parseRetryAfter('Sun, 06 Nov 1994 08:49:37 GMT', now)).toBe(7000);
  });

  test('reads the obsolete RFC 850 and asctime dates, asctime as GMT', () => {
    expect(parseRetryAfter('Sunday, 06-Nov-94 08:49:37 GMT', now)).toBe(7000);
    expect(parseRetryAfter('Sun Nov  6 08:49:37 1994', now)).toBe(7000);
  });

  test('asks for no wait when the date has passed', () => {
    expect(parseRetryAfter('Sun, 06 Nov 1994 08:00:00 GMT', now)).toBe(0);
  });

  test.each([['soon'], [''], ['-1'], ['3s'], ['1e3'], ['Wed, 99 Foo 2015 xx'], ['+5']])(
    'ignores the garbage value %j',
    (value) => {
      expect(parseRetryAfter(value, now)).toBeUndefined();
    },
  );

  test('ignores an absent header', () => {
    expect(parseRetryAfter(null, now)).toBeUndefined();
    expect(parseRetryAfter(undefined, now)).toBeUndefined();
  });
});
