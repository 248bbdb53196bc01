/**
 * The "No jitter: waves" preset teaches what its words say (issue 26, point 7): the two strategies' waves differ,
 * the refused calls' time to success says what the waits cost, the prose names the workload in words, and the
 * lab's naive client stops where the playground's does.
 */
import { describe, expect, test } from 'vitest';
import { naiveMaxAttempts } from '../../../src/client/naive.ts';
import { naiveAttempts } from '../../../src/playground/run-entry.ts';
import { strategyLabels } from '../../../src/storm/labels.ts';
import { runParams } from '../../../src/storm/lab-state.ts';
import { stormTiming } from '../../../src/storm/params.ts';
import { presets } from '../../../src/storm/presets.ts';
import { runStorm } from '../../../src/storm/simulate.ts';
import { strategies } from '../../../src/storm/strategies.ts';
import { refusedTimeWords, workloadWords } from '../../../src/storm/words.ts';

const waves = presets.find((preset) => preset.id === 'waves')!;
const [fixedParams, exponentialParams] = runParams(waves.state);
const fixed = runStorm(fixedParams);
const exponential = runStorm(exponentialParams);
const burst = stormTiming.troubleAtMs / 1000;
const retriesAt = (result: typeof fixed, second: number) => result.perSecond[second]!.retries;

describe('the waves preset', () => {
  test('compares fixed delay with exponential backoff on a burst', () => {
    expect([waves.state.a, waves.state.b]).toEqual(['fixed', 'exponential']);
    expect(waves.state.shared.workload).toEqual({ kind: 'burst' });
  });

  test('fixed delay sends its waves back to back; exponential backoff leaves a gap', () => {
    const wave = waves.state.shared.clients * 0.7;
    expect(retriesAt(fixed, burst + 1)).toBeGreaterThan(wave);
    expect(retriesAt(fixed, burst + 2)).toBeGreaterThan(wave);
    expect(retriesAt(exponential, burst + 1)).toBeGreaterThan(wave);
    expect(retriesAt(exponential, burst + 2)).toBeLessThan(wave / 10);
    expect(retriesAt(exponential, burst + 3)).toBeGreaterThan(wave);
    expect(waves.shows).toContain(`(${burst + 1} s, ${burst + 2} s)`);
    expect(waves.shows).toContain(`(${burst + 1} s, ${burst + 3} s)`);
  });

  test('the waves fill the chart: the burst and its waves are not a thin spike on a long axis', () => {
    const { seconds } = waves.state.shared;
    // Both waves and some calm after them are in the run...
    expect(seconds).toBeGreaterThanOrEqual(burst + 3 + 5);
    // ...and the burst comes early and the run ends soon after the waves, so they are not a thin spike at the end
    // of a long calm axis: the trouble takes at least a third of the chart.
    expect(seconds - (burst + 4)).toBeLessThanOrEqual(10);
    expect((seconds - burst) / seconds).toBeGreaterThanOrEqual(1 / 3);
  });

  test('most of the burst is lost either way, as the preset says', () => {
    for (const result of [fixed, exponential]) expect(result.failed).toBeGreaterThan(waves.state.shared.clients / 2);
    expect(waves.shows).toContain('most of the burst is lost');
  });

  test("the refused calls' time to success shows the waits: exponential's slowest take a second longer", () => {
    // Every call that went through at once took one round trip, whatever the strategy: p50 of all calls says nothing.
    expect(fixed.p50Ms).toBe(stormTiming.latencyMs);
    expect(exponential.p50Ms).toBe(stormTiming.latencyMs);
    for (const result of [fixed, exponential]) {
      expect(result.refusedSucceeded).toBeGreaterThan(0);
      expect(result.refusedP50Ms!).toBeGreaterThan(1000);
    }
    expect(exponential.refusedP99Ms! - fixed.refusedP99Ms!).toBeGreaterThanOrEqual(900);
    expect(refusedTimeWords(fixed)).toMatch(/^\d\.\d s \/ \d\.\d s \(of [\d,]+ calls\)$/);
    expect(refusedTimeWords({ refusedSucceeded: 0, refusedP50Ms: null, refusedP99Ms: null })).toMatch(/^none/);
  });
});

describe('the lab in words', () => {
  test("the workload is a sentence, never the URL's value", () => {
    const at = stormTiming.troubleAtMs / 1000;
    expect(workloadWords({ kind: 'outage', seconds: 60 })).toBe(
      `At ${at} s the server goes down for 60 s and refuses every call (an outage).`,
    );
    expect(workloadWords({ kind: 'burst' })).toBe(`At ${at} s every client makes one more call at once (a burst).`);
    for (const workload of [{ kind: 'steady' }, { kind: 'burst' }, { kind: 'outage', seconds: 30 }] as const)
      expect(workloadWords(workload)).not.toMatch(/outage:|Workload/);
  });

  test("the naive client stops where the playground's does: one constant", () => {
    expect(strategies.naive.maxAttempts).toBe(naiveMaxAttempts);
    expect(naiveAttempts).toBe(naiveMaxAttempts);
    expect(strategyLabels.naive.summary).toContain(`up to ${naiveMaxAttempts} calls`);
  });
});
