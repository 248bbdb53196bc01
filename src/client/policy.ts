/**
 * The client's policy: how often, how long and how patiently it retries. These numbers are the
 * only thing the client decides for itself; what each failure means comes from the entries.
 *
 * The defaults follow the published retry defaults (research: anchors.md §C), which converge on
 * about three attempts, full jitter, a cap in seconds and a bounded Retry-After.
 */
import type { Decision } from './decision.ts';
import { retryBudgetError, retryLimitError, waitTooLongError, type EndOfCall } from './decision-error.ts';
import type { RetryBudget } from './retry-budget.ts';

/** Overrides of a `RetryPolicy`: a key left out, or `undefined`, keeps the default. */
export type RetryPolicyOverrides = { [Key in keyof RetryPolicy]?: RetryPolicy[Key] | undefined };

/** The numbers a resilient call follows. */
export interface RetryPolicy {
  /**
   * Calls per logical call, the first included. A reply that asks for a wait is repeated until
   * this many calls were made. AWS SDK standard mode, Google SRE ("at most 3 attempts per
   * request") and the MCP TypeScript SDK's proposed retry policy (PR #1965) all use 3; Connect's
   * guide says "three or four".
   * @default 3
   */
  maxAttempts: number;
  /**
   * The first full-jitter ceiling: the first retry without a hint waits `random(0, baseMs)`. The
   * AWS SDKs' 2026 throttling base and PR #1965's fallback are 1 s.
   * @default 1000
   */
  baseMs: number;
  /**
   * The largest full-jitter ceiling, `min(capMs, baseMs · 2^n)`. AWS standard mode caps at 20 s.
   * @default 20000
   */
  capMs: number;
  /**
   * The longest single wait the client sits out, however the server asked for it (Retry-After,
   * retryAfterSeconds, resets_at). A longer wait ends the call at once (code `wait-too-long`),
   * saying how long the server asked for. PR #1965 and awslabs/mcp#3011 cap at 60 s; ky cancels above its `maxRetryAfter` the same way.
   * @default 60000
   */
  maxWaitMs: number;
  /**
   * How often a held call's status is polled. No anchor: a person decides in the hall, so every
   * few seconds is quick enough and cheap for the server.
   * @default 5000
   */
  pollIntervalMs: number;
  /**
   * How long a held call is polled before the client gives up (code `still-held`; the hold
   * itself waits 24 hours on Clockford; resume later by polling its id). No anchor.
   * @default 600000
   */
  maxHoldWaitMs: number;
}

/** The defaults, frozen. */
export const defaultRetryPolicy: Readonly<RetryPolicy> = Object.freeze({
  maxAttempts: 3,
  baseMs: 1000,
  capMs: 20_000,
  maxWaitMs: 60_000,
  pollIntervalMs: 5000,
  maxHoldWaitMs: 600_000,
});

const policyKeys = Object.keys(defaultRetryPolicy) as Array<keyof RetryPolicy>;

/**
 * The policy with `overrides` applied over the defaults (`createResilientClient` resolves its
 * `retry` option so, once). Throws at once, naming the option, on a number that makes no sense.
 *
 * @example
 * resolvePolicy({ maxAttempts: 4 }) // { maxAttempts: 4, baseMs: 1000, capMs: 20000, ... }
 * resolvePolicy({ maxAttempts: 0 }) // RangeError: Option "retry.maxAttempts" must be a whole number of at least 1, not 0.
 */
export function resolvePolicy(overrides: RetryPolicyOverrides = {}): RetryPolicy {
  const policy: RetryPolicy = { ...defaultRetryPolicy };
  for (const key of policyKeys) {
    const value = overrides[key];
    if (value === undefined) continue;
    if (typeof value !== 'number' || Number.isNaN(value) || value < 0) {
      throw new RangeError(`Option "retry.${key}" must be a number of at least 0, not ${String(value)}.`);
    }
    policy[key] = value;
  }
  if (!Number.isInteger(policy.maxAttempts) || policy.maxAttempts < 1) {
    throw new RangeError(`Option "retry.maxAttempts" must be a whole number of at least 1, not ${policy.maxAttempts}.`);
  }
  if (policy.capMs < policy.baseMs) {
    throw new RangeError(`Option "retry.capMs" (${policy.capMs}) must be at least "retry.baseMs" (${policy.baseMs}).`);
  }
  return policy;
}

/**
 * Lets a waiting decision through to its retry, or ends the call: a wait over `retry.maxWaitMs` ends it
 * with code `wait-too-long`, a call that was the `retry.maxAttempts`-th with `retry-limit`, and a budget
 * that cannot afford the retry with `retry-budget`. Returns the tokens the retry took.
 *
 * @param attempt - the call that just failed, 1 for the first
 * @example
 * retryCost += admitRetry(decision, attempt, retry, budget); // then sleep decision.waitMs and call again
 */
export function admitRetry(
  decision: Decision,
  attempt: number,
  retry: RetryPolicy,
  budget: RetryBudget | false,
  end: EndOfCall = {},
): number {
  if ((decision.waitMs ?? 0) > retry.maxWaitMs) throw waitTooLongError(decision, retry.maxWaitMs, end);
  if (attempt >= retry.maxAttempts) throw retryLimitError(decision, attempt, end);
  const cost = budget ? budget.take(decision.waitFrom === 'backoff' ? 'transient' : 'throttling') : 0;
  if (cost === undefined) throw retryBudgetError(decision, end);
  return cost;
}
