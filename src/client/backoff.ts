/**
 * Backoff without a hint from the server: "full jitter" (Brooker, AWS Architecture Blog 2015), the
 * variant that does the least work and spreads clients out best.
 */
import { formatSeconds, type Decision } from './decision.ts';
import type { ClassifyOptions } from './options.ts';
import { defaultRetryPolicy } from './policy.ts';

/** The numbers full jitter needs. */
export interface BackoffOptions {
  /** The first ceiling, in milliseconds. */
  baseMs: number;
  /** The largest ceiling, in milliseconds. */
  capMs: number;
  /** A random number in [0, 1); inject a fixed one to test. @default Math.random */
  random?: (() => number) | undefined;
}

/**
 * The ceiling of the wait before retry number `retry` (0 for the first retry):
 * `min(cap, base · 2^retry)`.
 *
 * @example
 * backoffCeilingMs(0, { baseMs: 1000, capMs: 20000 }) // 1000
 * backoffCeilingMs(5, { baseMs: 1000, capMs: 20000 }) // 20000
 */
export function backoffCeilingMs(retry: number, { baseMs, capMs }: BackoffOptions): number {
  return Math.min(capMs, baseMs * 2 ** Math.max(0, retry));
}

/**
 * A full-jitter wait before retry number `retry` (0 for the first retry):
 * `random(0, min(cap, base · 2^retry))`, in whole milliseconds.
 *
 * @example
 * fullJitterMs(2, { baseMs: 1000, capMs: 20000, random: () => 0.5 }) // 2000
 */
export function fullJitterMs(retry: number, options: BackoffOptions): number {
  const random = options.random ?? Math.random;
  return Math.floor(random() * backoffCeilingMs(retry, options));
}

/** The client's groups, in the part a wait is made from: `retry`'s numbers and `clock`'s time and jitter. */
export type WaitOptions = Pick<ClassifyOptions, 'retry' | 'clock'>;

/** Full jitter's numbers from the client's groups, with the default policy's where `retry` leaves them out. */
export function backoffNumbers({ retry = {}, clock = {} }: WaitOptions): BackoffOptions {
  const { baseMs = defaultRetryPolicy.baseMs, capMs = defaultRetryPolicy.capMs } = retry;
  return { baseMs, capMs, ...(clock.random ? { random: clock.random } : {}) };
}

/**
 * The wait of a decision to back off before retry number `retryNumber`, with the policy's numbers where
 * `options.retry` leaves them out, and a reason that says so.
 *
 * @example
 * backoffDecision(1, { clock: { random: () => 0.5 } })
 * // { waitMs: 1000, waitFrom: 'backoff', reason: 'no wait named → full jitter: wait 1 s (of up to 2 s)' }
 */
export function backoffDecision(
  retryNumber: number,
  options: WaitOptions = {},
): Required<Pick<Decision, 'waitMs' | 'waitFrom' | 'reason'>> {
  const numbers = backoffNumbers(options);
  const waitMs = fullJitterMs(retryNumber, numbers);
  const ceiling = backoffCeilingMs(retryNumber, numbers);
  const reason = `no wait named → full jitter: wait ${formatSeconds(waitMs)} (of up to ${formatSeconds(ceiling)})`;
  return { waitMs, waitFrom: 'backoff', reason };
}
