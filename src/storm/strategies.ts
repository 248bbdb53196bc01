/**
 * How a client of the lab retries, built from the reference client's own pieces: its full-jitter backoff and
 * exponential ceiling (`client/backoff.ts`) and its retry budget (`client/retry-budget.ts`, the AWS SDKs' standard
 * mode). The SRE book's client-side throttling is the one piece the reference client does not carry
 * (`adaptive-throttle.ts`).
 */
import { backoffCeilingMs, fullJitterMs } from '../client/backoff.ts';
import { naiveMaxAttempts } from '../client/naive.ts';
import { defaultRetryPolicy } from '../client/policy.ts';
import { strategyLabels, type StrategyName } from './labels.ts';

export { strategyNames, type StrategyName } from './labels.ts';

/** The reference client's retry numbers, read from its default policy (`client/policy.ts`), never copied. */
export const referenceRetry = {
  maxAttempts: defaultRetryPolicy.maxAttempts,
  baseMs: defaultRetryPolicy.baseMs,
  capMs: defaultRetryPolicy.capMs,
} as const;

/** The naive client's repeats: every failure at once, up to its own cap (`client/naive.ts`). */
export { naiveMaxAttempts };

/** One way of retrying. */
export interface Strategy {
  name: StrategyName;
  label: string;
  /** One line: what the client does after a failure. */
  summary: string;
  /** Calls per logical call, the first included. */
  maxAttempts: number;
  /** The wait before retry number `retry` (0 for the first), ms. */
  waitMs(retry: number, random: () => number): number;
  /** Whether each client keeps a retry budget, the reference client's (`defaultRetryBudget`). */
  budget: boolean;
  /** Whether each client sheds calls itself, with the SRE book's adaptive throttling. */
  throttle: boolean;
}

const backoff = { baseMs: referenceRetry.baseMs, capMs: referenceRetry.capMs };
const jitter = (retry: number, random: () => number) => fullJitterMs(retry, { ...backoff, random });

/** The six strategies, by name. */
export const strategies: Readonly<Record<StrategyName, Strategy>> = {
  naive: {
    name: 'naive',
    ...strategyLabels.naive,
    maxAttempts: naiveMaxAttempts,
    waitMs: () => 0,
    budget: false,
    throttle: false,
  },
  fixed: {
    name: 'fixed',
    ...strategyLabels.fixed,
    maxAttempts: referenceRetry.maxAttempts,
    waitMs: () => referenceRetry.baseMs,
    budget: false,
    throttle: false,
  },
  exponential: {
    name: 'exponential',
    ...strategyLabels.exponential,
    maxAttempts: referenceRetry.maxAttempts,
    waitMs: (retry) => backoffCeilingMs(retry, backoff),
    budget: false,
    throttle: false,
  },
  jitter: {
    name: 'jitter',
    ...strategyLabels.jitter,
    maxAttempts: referenceRetry.maxAttempts,
    waitMs: jitter,
    budget: false,
    throttle: false,
  },
  'jitter-budget': {
    name: 'jitter-budget',
    ...strategyLabels['jitter-budget'],
    maxAttempts: referenceRetry.maxAttempts,
    waitMs: jitter,
    budget: true,
    throttle: false,
  },
  throttle: {
    name: 'throttle',
    ...strategyLabels.throttle,
    maxAttempts: referenceRetry.maxAttempts,
    waitMs: jitter,
    budget: false,
    throttle: true,
  },
};
