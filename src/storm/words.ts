/** The lab's figures and parameters in plain words, for the page's prose and its figures. */
import { stormTiming, type Workload } from './params.ts';
import type { StormSummary } from './summary.ts';

const at = `${stormTiming.troubleAtMs / 1000} s`;

/** What the clients do, as a sentence: `At 20 s every client makes one more call at once (a burst).` */
export function workloadWords(workload: Workload): string {
  switch (workload.kind) {
    case 'steady':
      return 'The clients keep that pace throughout.';
    case 'burst':
      return `At ${at} every client makes one more call at once (a burst).`;
    case 'outage':
      return `At ${at} the server goes down for ${workload.seconds} s and refuses every call (an outage).`;
  }
}

/** A duration as the figures print it: `100 ms`, `2.1 s`, `—` for none. */
export const durationWords = (ms: number | null): string =>
  ms === null ? '—' : ms >= 1000 ? `${(ms / 1000).toFixed(1)} s` : `${ms} ms`;

/**
 * How long the calls the server refused took to succeed, p50 / p99, and how many they were: the time a strategy's
 * waits cost. `1.1 s / 2.1 s (of 219 calls)`, or why there is nothing to say.
 */
export function refusedTimeWords(summary: Pick<StormSummary, 'refusedSucceeded' | 'refusedP50Ms' | 'refusedP99Ms'>) {
  if (summary.refusedSucceeded === 0) return 'none: no refused call succeeded later';
  const calls = `${summary.refusedSucceeded.toLocaleString('en')} ${summary.refusedSucceeded === 1 ? 'call' : 'calls'}`;
  return `${durationWords(summary.refusedP50Ms)} / ${durationWords(summary.refusedP99Ms)} (of ${calls})`;
}
