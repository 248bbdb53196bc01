/**
 * The reference client's default numbers in words, for the lab's labels, its presets and the guides: each is read
 * from `defaultRetryPolicy`, `defaultRetryBudget` and `naiveMaxAttempts`, so no page copies one.
 */
import { naiveMaxAttempts } from '../client/naive.ts';
import { defaultRetryPolicy } from '../client/policy.ts';
import { defaultRetryBudget } from '../client/retry-budget.ts';

const { maxAttempts, baseMs, capMs, maxWaitMs } = defaultRetryPolicy;
const { capacity, throttlingCost, transientCost, successRefund } = defaultRetryBudget;

const numberNames = ['no', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];

/** A small count in words (`3` → `three`), a larger one in figures. */
const countWords = (count: number): string => numberNames[count] ?? count.toLocaleString('en');

/** Milliseconds in seconds, as the pages write them (`20000` → `20 s`). */
const secondsWords = (ms: number): string => `${ms / 1000} s`;

/** The full-jitter ceilings from the base up to the cap: `1 s, 2 s, 4 s, 8 s, 16 s and then 20 s`. */
function ceilingWords(): string {
  const ceilings: number[] = [];
  for (let ceiling = baseMs; ceiling < capMs; ceiling *= 2) ceilings.push(ceiling);
  return `${ceilings.map(secondsWords).join(', ')} and then ${secondsWords(capMs)}`;
}

/** The words, by name; `<PolicyWord of="cap" />` shows one on a page. */
export const policyWords = {
  /** Calls per logical call, the first included: `3`. */
  attempts: String(maxAttempts),
  /** The same in words: `three`. */
  attemptsWord: countWords(maxAttempts),
  /** The first full-jitter ceiling: `1 s`. */
  base: secondsWords(baseMs),
  /** The largest ceiling: `20 s`. */
  cap: secondsWords(capMs),
  /** The ceilings in order. */
  ceilings: ceilingWords(),
  /** The longest wait the client sits out: `60 s`. */
  maxWait: secondsWords(maxWaitMs),
  /** Tokens in a full budget: `500`. */
  capacity: capacity.toLocaleString('en'),
  /** Tokens a retry costs after the server throttled: `5`. */
  throttlingCost: String(throttlingCost),
  /** Tokens a retry costs after a transient failure: `14`. */
  transientCost: String(transientCost),
  /** Tokens a first-try success puts back: `1`. */
  successRefund: countWords(successRefund),
  /** Transient retries a full budget pays for: `35`. */
  transientRetries: String(Math.floor(capacity / transientCost)),
  /** Throttled retries a full budget pays for: `100`. */
  throttledRetries: String(Math.floor(capacity / throttlingCost)),
  /** The share of calls that are retries when one transient retry follows every `transientCost` successes: `7`. */
  transientRetryPercent: String(Math.round(100 / transientCost)),
  /** The naive client's cap: `20`. */
  naiveAttempts: String(naiveMaxAttempts),
} as const;

/** A name `<PolicyWord of="…" />` takes. */
export type PolicyWordName = keyof typeof policyWords;

/** The words of `name`; throws, listing the names, on any other. */
export function policyWord(name: string): string {
  if (!Object.hasOwn(policyWords, name)) {
    throw new RangeError(`No policy word "${name}": use one of ${Object.keys(policyWords).join(', ')}.`);
  }
  return policyWords[name as PolicyWordName];
}
