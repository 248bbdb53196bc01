import { describe, expect, test } from 'vitest';
import { limitRate } from '../../../src/catalog/index.ts';
import { parseStormParams, stormTiming, type StormParamText } from '../../../src/storm/params.ts';
import { runStorm, type ObservedCall, type StormResult } from '../../../src/storm/simulate.ts';
import { stormLimit, type StormServer } from '../../../src/storm/server-limits.ts';

const run = (text: StormParamText, observe?: (call: ObservedCall) => void): StormResult =>
  runStorm(parseStormParams({ seconds: '240', ...text }), observe ? { observe } : {});
const total = (result: StormResult, name: 'retries' | 'started', from: number, to: number) =>
  result.perSecond.slice(from, to).reduce((sum, second) => sum + second[name], 0);
const outageStart = stormTiming.troubleAtMs / 1000;

describe('runStorm', () => {
  test('gives the same run for the same seed, and another for another seed', () => {
    const params = { strategy: 'jitter', workload: 'outage:30', clients: '300' };
    expect(run(params)).toEqual(run(params));
    expect(run({ ...params, seed: '2' }).totalCalls).not.toBe(run(params).totalCalls);
  });

  test('gives every strategy the same work: the logical calls do not depend on how they are retried', () => {
    const work = ['naive', 'fixed', 'exponential', 'jitter', 'jitter-budget', 'throttle'].map(
      (strategy) => run({ strategy, workload: 'burst', clients: '300' }).logicalCalls,
    );
    expect(new Set(work).size).toBe(1);
  });

  test('full jitter finishes the same work with fewer total calls than no jitter, and loses less of it', () => {
    const burst = { workload: 'burst', capacity: '1000' };
    const exponential = run({ ...burst, strategy: 'exponential' });
    const jitter = run({ ...burst, strategy: 'jitter' });
    expect(jitter.logicalCalls).toBe(exponential.logicalCalls);
    expect(jitter.totalCalls).toBeLessThan(exponential.totalCalls);
    expect(jitter.failed).toBeLessThan(exponential.failed / 10);
  });

  test('no jitter sends its retries in waves: one second, then two seconds after the burst', () => {
    const exponential = run({ workload: 'burst', capacity: '1000', strategy: 'exponential' });
    const retries = exponential.perSecond.map((second) => second.retries);
    const burstSecond = outageStart;
    // The refused burst comes back at +1.1 s and +3.2 s (a round trip, then 1 s and 2 s), and hardly between.
    expect(retries[burstSecond + 1]).toBeGreaterThan(800);
    expect(retries[burstSecond + 3]).toBeGreaterThan(700);
    expect(retries[burstSecond + 2]).toBeLessThan(100);
    const jitter = run({ workload: 'burst', capacity: '1000', strategy: 'jitter' });
    expect(Math.max(...jitter.perSecond.slice(burstSecond + 1).map((second) => second.retries))).toBeLessThan(500);
  });

  test('the budget bounds an outage’s retries to what its tokens buy: 500 / 14 per client, then none', () => {
    const outage = { workload: 'outage:120', clients: '1000' };
    const budgeted = run({ ...outage, strategy: 'jitter-budget' });
    const unbudgeted = run({ ...outage, strategy: 'jitter' });
    const during = [outageStart, outageStart + 120] as const;
    const tokensBuy = 1000 * Math.floor(500 / 14);
    expect(total(budgeted, 'retries', ...during)).toBeLessThanOrEqual(tokensBuy);
    expect(total(budgeted, 'retries', ...during)).toBeGreaterThan(0.9 * tokensBuy);
    // The last minute of the outage: no retries with the budget, two a call without.
    expect(total(budgeted, 'retries', outageStart + 60, outageStart + 120)).toBe(0);
    const lastMinute = total(unbudgeted, 'retries', outageStart + 60, outageStart + 120);
    expect(lastMinute / total(unbudgeted, 'started', outageStart + 60, outageStart + 120)).toBeGreaterThan(1.9);
  });

  test('naive clients prolong an outage on Connect, which counts their refused calls; budgeted ones do not', () => {
    const naive = run({ strategy: 'naive', workload: 'outage:30', server: 'connect' });
    const budgeted = run({ strategy: 'jitter-budget', workload: 'outage:30', server: 'connect' });
    expect(naive.recoverySeconds).toBeNull();
    expect(naive.amplification).toBeGreaterThan(10);
    expect(budgeted.recoverySeconds).not.toBeNull();
    expect(budgeted.recoverySeconds!).toBeLessThanOrEqual(5);
  });

  test('naive clients prolong an outage on Rooms too, where the bucket holds them off', () => {
    const naive = run({ strategy: 'naive', workload: 'outage:30', server: 'rooms' });
    const budgeted = run({ strategy: 'jitter-budget', workload: 'outage:30', server: 'rooms' });
    expect(naive.recoverySeconds!).toBeGreaterThan(budgeted.recoverySeconds!);
  });

  test('client-side throttling sheds load before it reaches an overloaded server', () => {
    const overload = { workload: 'steady', capacity: '300' };
    const jitter = run({ ...overload, strategy: 'jitter' });
    const throttle = run({ ...overload, strategy: 'throttle' });
    expect(throttle.shed).toBeGreaterThan(0);
    expect(throttle.totalCalls).toBeLessThan(0.8 * jitter.totalCalls);
    // K = 2: a throttling client sends about twice what the server accepts.
    expect(throttle.totalCalls / throttle.accepted).toBeLessThan(2.3);
    expect(jitter.totalCalls / jitter.accepted).toBeGreaterThan(2.5);
  });

  test('the server never serves more than its capacity in a second', () => {
    const result = run({ strategy: 'naive', workload: 'burst', capacity: '450' });
    expect(Math.max(...result.perSecond.map((second) => second.accepted))).toBeLessThanOrEqual(450);
  });
});

describe('the server’s published limit', () => {
  /** Every key's calls the limiter let through, in time order. */
  function allowedByKey(server: StormServer, strategy: string): Map<string, number[]> {
    const allowed = new Map<string, number[]>();
    run({ server, strategy, workload: 'outage:30', clients: '200', seconds: '180' }, (call) => {
      if (call.outcome === 'limited') return;
      allowed.set(call.key, [...(allowed.get(call.key) ?? []), call.at]);
    });
    return allowed;
  }

  test('is never exceeded on Connect: at most 120 calls let through in any 60 s, per address', () => {
    const { count, windowSeconds } = limitRate('connect.limit.mcp-calls');
    let busiest = 0;
    for (const stamps of allowedByKey('connect', 'naive').values()) {
      for (let first = 0, last = 0; last < stamps.length; last++) {
        while (stamps[last]! - stamps[first]! >= windowSeconds * 1000) first++;
        busiest = Math.max(busiest, last - first + 1);
      }
    }
    expect(busiest).toBe(count);
  });

  for (const server of ['rooms', 'clockford'] as const) {
    test(`is never exceeded on ${server}: a burst, then the refill, per ${stormLimit(server).scope}`, () => {
      const { burst = 0, refill } = stormLimit(server).rate;
      const perMs = refill!.count / (refill!.everySeconds * 1000);
      let tightest = -Infinity;
      for (const stamps of allowedByKey(server, 'naive').values()) {
        for (let first = 0; first < stamps.length; first++) {
          for (let last = first; last < stamps.length; last++) {
            const letThrough = last - first + 1;
            tightest = Math.max(tightest, letThrough - (burst + (stamps[last]! - stamps[first]!) * perMs));
          }
        }
      }
      expect(tightest).toBeLessThanOrEqual(0);
      // Rooms' bucket is reached; a naive client's 10 calls a second are Clockford's refill, so its bucket never empties.
      if (server === 'rooms') expect(tightest).toBeGreaterThan(-1);
    });
  }
});
