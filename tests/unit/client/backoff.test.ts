import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { backoffCeilingMs, fullJitterMs } from '../../../src/client/backoff.ts';

const policy = { baseMs: 1000, capMs: 20_000 };

describe('backoffCeilingMs', () => {
  test('doubles from the base and stops at the cap', () => {
    expect([0, 1, 2, 3, 4, 5, 6].map((retry) => backoffCeilingMs(retry, policy))).toEqual([
      1000, 2000, 4000, 8000, 16_000, 20_000, 20_000,
    ]);
  });
});

describe('fullJitterMs', () => {
  test('spans from zero to just under the ceiling', () => {
    expect(fullJitterMs(2, { ...policy, random: () => 0 })).toBe(0);
    expect(fullJitterMs(2, { ...policy, random: () => 0.5 })).toBe(2000);
    expect(fullJitterMs(2, { ...policy, random: () => 0.999_999 })).toBe(3999);
  });

  test('stays within [0, min(cap, base · 2^n)) for any retry and any random number', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 40 }),
        fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }),
        fc.integer({ min: 1, max: 5000 }),
        fc.integer({ min: 0, max: 120_000 }),
        (retry, random, baseMs, extra) => {
          const options = { baseMs, capMs: baseMs + extra, random: () => random };
          const wait = fullJitterMs(retry, options);
          return wait >= 0 && wait < Math.min(options.capMs, baseMs * 2 ** retry);
        },
      ),
    );
  });
});
