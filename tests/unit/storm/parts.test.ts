import { describe, expect, test } from 'vitest';
import { limitRate } from '../../../src/catalog/index.ts';
import { defaultRetryPolicy } from '../../../src/client/policy.ts';
import { createAdaptiveThrottle } from '../../../src/storm/adaptive-throttle.ts';
import { stormLimit, stormServers } from '../../../src/storm/server-limits.ts';
import { referenceRetry, strategies } from '../../../src/storm/strategies.ts';

describe('stormLimit', () => {
  test('reads each server’s rate from the catalog', () => {
    for (const server of stormServers) expect(stormLimit(server).rate).toEqual(limitRate(stormLimit(server).limit));
  });

  test('counts refused calls on Connect only, as its source says', () => {
    expect(stormServers.filter((server) => stormLimit(server).countRefused)).toEqual(['connect']);
  });
});

describe('strategies', () => {
  const fixedRandom = () => 0.5;

  test('use the reference client’s own retry numbers', () => {
    const { maxAttempts, baseMs, capMs } = defaultRetryPolicy;
    expect(referenceRetry).toEqual({ maxAttempts, baseMs, capMs });
  });

  test('wait as their names say', () => {
    expect([0, 1, 2, 5].map((retry) => strategies.naive.waitMs(retry, fixedRandom))).toEqual([0, 0, 0, 0]);
    expect([0, 1, 2, 5].map((retry) => strategies.fixed.waitMs(retry, fixedRandom))).toEqual([1000, 1000, 1000, 1000]);
    expect([0, 1, 2, 5].map((retry) => strategies.exponential.waitMs(retry, fixedRandom))).toEqual([
      1000, 2000, 4000, 20_000,
    ]);
    expect([0, 1, 2, 5].map((retry) => strategies.jitter.waitMs(retry, fixedRandom))).toEqual([
      500, 1000, 2000, 10_000,
    ]);
  });

  test('keep full jitter under its ceiling', () => {
    for (const draw of [0, 0.25, 0.999999])
      for (const retry of [0, 3, 9]) {
        const wait = strategies['jitter-budget'].waitMs(retry, () => draw);
        expect(wait).toBeGreaterThanOrEqual(0);
        expect(wait).toBeLessThan(strategies.exponential.waitMs(retry, fixedRandom));
      }
  });
});

describe('createAdaptiveThrottle', () => {
  test('never refuses while the server accepts what is asked', () => {
    const throttle = createAdaptiveThrottle(1);
    for (let at = 0; at < 60_000; at += 500) throttle.record(0, at, true);
    expect(throttle.rejectProbability(0, 60_000)).toBe(0);
  });

  test('refuses with probability (requests − 2·accepts) / (requests + 1)', () => {
    const throttle = createAdaptiveThrottle(2);
    for (let call = 0; call < 100; call++) throttle.record(1, call * 100, call < 20);
    expect(throttle.rejectProbability(1, 10_000)).toBeCloseTo((100 - 2 * 20) / 101, 10);
    expect(throttle.rejectProbability(0, 10_000)).toBe(0);
  });

  test('forgets what is older than two minutes', () => {
    const throttle = createAdaptiveThrottle(1);
    for (let call = 0; call < 50; call++) throttle.record(0, call * 100, false);
    expect(throttle.rejectProbability(0, 60_000)).toBeCloseTo(50 / 51, 10);
    expect(throttle.rejectProbability(0, 125_000)).toBe(0);
  });
});
