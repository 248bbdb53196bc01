/**
 * The retry strategy: the client's retry options resolved once, into the one object both layers ask (the AWS SDK's
 * single `RetryStrategy`, p-retry's one loop). It decides a failure, admits a retry against the attempt cap, the
 * wait cap and the shared budget, and waits it out. The fetch and `callTool` each describe one attempt; `run` is
 * the only loop that repeats one.
 */
import { classify } from './classify.ts';
import type { Decision, Failure } from './decision.ts';
import { unsafeRetryError, type EndOfCall } from './decision-error.ts';
import type { Entry } from './entry.ts';
import type { Clock, ResilientClientOptions } from './options.ts';
import { admitRetry, resolvePolicy, type RetryPolicy } from './policy.ts';
import { createQuietGate, holdForDecision, passQuietGate } from './quiet-gate.ts';
import { createRetryBudget } from './retry-budget.ts';
import { abortableSleep, sleep as realSleep } from './sleep.ts';
import { brokenStreamOf } from './broken-stream.ts';
import { isTransportFault, transportFaultDecision } from './transport-fault.ts';

/** Reactions that say the reply was a success after all. */
const successReactions = new Set<string>(['not-an-error', 'replay-ok']);

/** What one attempt came to: an answer to return, a decision to wait out and repeat, or a repeat at once (after a hook acted). */
export type AttemptOutcome<T> =
  | { kind: 'done'; value: T; succeeded: boolean }
  | { kind: 'retry'; decision: Decision; end?: EndOfCall }
  | { kind: 'repeat' };

/** How `run` repeats one logical call. */
export interface RunOptions {
  /** Stops the waits. */
  signal?: AbortSignal | undefined;
  /** The tool, when the call is a write without an idempotency key: it is never repeated after a wait. */
  unsafeWrite?: string | undefined;
}

/** The options a strategy is made from: the factory's own, unrenamed. */
export type RetryStrategyOptions = Pick<ResilientClientOptions, 'server' | 'entries' | 'retry' | 'clock'>;

/** Real time: an abortable `setTimeout`, `Date.now` and `Math.random`. */
const realClock: Readonly<Clock> = Object.freeze({
  sleep: realSleep,
  now: () => Date.now(),
  random: () => Math.random(),
});

/** The clock with `given`'s members over real time; throws at once, naming the member, on one that is not a function. */
function resolveClock(given: Partial<Clock> = {}): Readonly<Clock> {
  const clock = { ...realClock };
  for (const name of ['sleep', 'now', 'random'] as const) {
    const value: unknown = given[name];
    if (value === undefined) continue;
    if (typeof value !== 'function') throw new TypeError(`Option "clock.${name}" must be a function, or left out.`);
    Object.assign(clock, { [name]: value });
  }
  return Object.freeze(clock);
}

/** One client's way of retrying, shared by its fetch and its tool calls. */
export interface RetryStrategy {
  /** The resolved numbers of the policy. */
  readonly retry: Readonly<RetryPolicy>;
  /** The resolved clock. */
  readonly clock: Readonly<Clock>;
  /** What to do about a failure met on attempt `attempt` (1 for the first), from the entries. */
  decide(failure: Failure, revision: string | undefined, attempt: number): Decision;
  /**
   * What to do about an error thrown where an answer was expected: a failed fetch backs off; anything else (a bug in
   * the caller's code, a `TypeError` that is not the fetch's) is rethrown at once, unchanged.
   */
  decideThrown(error: unknown, attempt: number): Decision;
  /** Runs `attempt` (1, 2, …) until it is done: passes the quiet gate before each, and waits out each `retry` it admits. */
  run<T>(attempt: (attempt: number) => Promise<AttemptOutcome<T>>, options?: RunOptions): Promise<T>;
}

/**
 * A strategy with one quiet gate and one retry budget. Throws at once, naming the option, on a policy number that
 * makes no sense.
 *
 * @example
 * const strategy = createRetryStrategy({ server: 'clockford', entries, retry: { maxAttempts: 4 } });
 * const result = await strategy.run(async (attempt) => ({ kind: 'done', value: await send(), succeeded: true }));
 */
export function createRetryStrategy(options: RetryStrategyOptions = {}): RetryStrategy {
  const retry = Object.freeze(resolvePolicy(options.retry));
  const clock = resolveClock(options.clock);
  const { server, entries = [] } = options;
  const gate = createQuietGate();
  const budget = createRetryBudget(options.retry?.budget);
  // A stream that lost its response is a failure: an entry that names its form "not an error" cannot describe it.
  const failureEntries = entries.filter((entry) => !successReactions.has(entry.reaction.kind));
  const decideFrom = (pool: readonly Entry[], failure: Failure, revision: string | undefined, attempt: number) =>
    classify(failure, {
      entries: pool,
      attempt: attempt - 1,
      retry,
      clock,
      ...(server === undefined ? {} : { server }),
      ...(revision === undefined ? {} : { revision }),
    });
  return {
    retry,
    clock,
    decide: (failure, revision, attempt) => decideFrom(entries, failure, revision, attempt),
    decideThrown(error, attempt) {
      if (!isTransportFault(error)) throw error;
      const fault = transportFaultDecision(attempt - 1, { retry, clock });
      // A stream that ended without its response is decided from the entries (`spec.http.stream-broken`), else as a fault.
      const broken = brokenStreamOf(error);
      const decision = broken ? decideFrom(failureEntries, broken.failure, broken.revision, attempt) : fault;
      return decision.action === 'unknown' ? fault : decision;
    },
    async run(attempt, { signal, unsafeWrite } = {}) {
      const passing = { clock, retry, ...(signal ? { signal } : {}) };
      let retryCost = 0;
      for (let n = 1; ; n++) {
        await passQuietGate(gate, passing);
        const outcome = await attempt(n);
        if (outcome.kind === 'done') {
          if (outcome.succeeded) budget.recordSuccess(retryCost);
          return outcome.value;
        }
        if (outcome.kind === 'repeat') continue;
        const { decision, end = {} } = outcome;
        // A wait the server named holds every request of this client, not only this one.
        holdForDecision(gate, decision, clock.now());
        if (unsafeWrite !== undefined) throw unsafeRetryError(decision, unsafeWrite, end);
        retryCost += admitRetry(decision, n, retry, budget, end);
        await abortableSleep(clock.sleep, decision.waitMs ?? 0, signal);
      }
    },
  };
}
