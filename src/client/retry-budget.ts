/**
 * A retry budget: a token bucket shared by every call a client makes, so a client under sustained
 * failure stops retrying as a whole instead of multiplying the load on a struggling server.
 *
 * The numbers are the AWS SDKs' "standard" retry mode (botocore `retries/quota.py`; the 2026
 * behaviour in aws-sdk-js-v3#8037): a bucket of 500 tokens; each retry takes 5 tokens when the
 * server throttled (it said how long to wait) and 14 when the failure was transient (no hint); a
 * success on the first attempt puts 1 token back, and a success after retries puts back what those
 * retries took. Retries stop when a retry would overdraw the bucket.
 */

/** The kinds of retry the budget prices differently. */
export type RetryKind = 'throttling' | 'transient';

/** The bucket's numbers. */
export interface RetryBudgetOptions {
  /** Tokens in a full bucket. @default 500 */
  capacity?: number | undefined;
  /** Tokens a retry costs after the server throttled (Retry-After, retryAfterSeconds, resets_at). @default 5 */
  throttlingCost?: number | undefined;
  /** Tokens a retry costs after a transient failure with no hint (backoff). @default 14 */
  transientCost?: number | undefined;
  /** Tokens a success on the first attempt puts back. @default 1 */
  successRefund?: number | undefined;
}

/** A shared retry budget. */
export interface RetryBudget {
  /** Tokens left. */
  readonly tokens: number;
  /** Takes the cost of one retry; returns the tokens taken, or `undefined` when the budget cannot afford it. */
  take(kind: RetryKind): number | undefined;
  /** Records a success: refunds `retryCost` (what the call's retries took), or `successRefund` if there were none. */
  recordSuccess(retryCost?: number): void;
}

/** The AWS standard-mode numbers, frozen: the storm lab and the pages read these, never copies. */
export const defaultRetryBudget: { readonly [Name in keyof RetryBudgetOptions]-?: number } = Object.freeze({
  capacity: 500,
  throttlingCost: 5,
  transientCost: 14,
  successRefund: 1,
});

function positive(name: keyof RetryBudgetOptions, value: number | undefined): number {
  const number = value ?? defaultRetryBudget[name];
  if (typeof number !== 'number' || !Number.isFinite(number) || number < 0) {
    throw new RangeError(`Option "retry.budget.${name}" must be a number of at least 0, not ${String(number)}.`);
  }
  return number;
}

/**
 * A retry budget with the AWS standard-mode numbers by default.
 *
 * @example
 * const budget = createRetryBudget();
 * budget.take('throttling'); // 5 (495 left)
 * budget.recordSuccess(5); // 500 again
 */
export function createRetryBudget(options: RetryBudgetOptions = {}): RetryBudget {
  const capacity = positive('capacity', options.capacity);
  const costs: Record<RetryKind, number> = {
    throttling: positive('throttlingCost', options.throttlingCost),
    transient: positive('transientCost', options.transientCost),
  };
  const successRefund = positive('successRefund', options.successRefund);
  let tokens = capacity;
  return {
    get tokens() {
      return tokens;
    },
    take(kind) {
      const cost = costs[kind];
      if (cost > tokens) return undefined;
      tokens -= cost;
      return cost;
    },
    recordSuccess(retryCost = 0) {
      tokens = Math.min(capacity, tokens + (retryCost > 0 ? retryCost : successRefund));
    },
  };
}
