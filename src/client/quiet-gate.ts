/**
 * A quiet gate: once a server names a wait (Retry-After, retryAfterSeconds, resets_at), no call
 * through the gate goes out until it has passed — not only the refused call, and not only while
 * that call is still retrying. A rate limit is the client's, not one call's ("treat a repeated 429
 * as a signal to slow the whole client down", Connect's guide). One client's fetch and tool calls
 * share one gate.
 */
import { formatSeconds, type Decision } from './decision.ts';
import { waitTooLongError } from './decision-error.ts';
import type { Clock } from './options.ts';
import type { RetryPolicy } from './policy.ts';
import { abortableSleep } from './sleep.ts';

/** Shared state: the time before which no call goes out. */
export interface QuietGate {
  /** Milliseconds since the epoch; 0 when the gate is open. */
  readonly quietUntil: number;
  /** Closes the gate until `until`; never shortens an earlier, longer hold. */
  holdUntil(until: number): void;
}

/**
 * A new, open gate: `createResilientClient` makes one, for its fetch and its tool calls.
 *
 * @example
 * const gate = createQuietGate();
 * gate.holdUntil(Date.now() + 3000); // Retry-After: 3 — nothing goes out for 3 s
 */
export function createQuietGate(): QuietGate {
  let quietUntil = 0;
  return {
    get quietUntil() {
      return quietUntil;
    },
    holdUntil(until) {
      quietUntil = Math.max(quietUntil, until);
    },
  };
}

/** What passing the gate needs. */
export interface PassGateOptions {
  /** The client's `clock`. */
  clock: Pick<Clock, 'now' | 'sleep'>;
  /** The client's `retry`, of which the longest wait is read. */
  retry: Pick<RetryPolicy, 'maxWaitMs'>;
  signal?: AbortSignal;
}

/**
 * Waits until the gate is open. When that is more than `retry.maxWaitMs` away the call is not sent at
 * all: it ends at once (code `wait-too-long`), saying how long the server asked to wait.
 */
export async function passQuietGate(gate: QuietGate | false, options: PassGateOptions): Promise<void> {
  if (!gate) return;
  const waitMs = gate.quietUntil - options.clock.now();
  if (waitMs <= 0) return;
  if (waitMs > options.retry.maxWaitMs) {
    const reason = `the server asked this client to wait ${formatSeconds(waitMs)} more`;
    const decision: Decision = { action: 'retry-after', waitMs, reason };
    throw waitTooLongError(decision, options.retry.maxWaitMs);
  }
  await abortableSleep(options.clock.sleep, waitMs, options.signal);
}

/** Closes the gate for a decision's wait when the server named it (a computed backoff is the call's own). */
export function holdForDecision(gate: QuietGate | false, decision: Decision, now: number): void {
  if (gate && decision.waitFrom !== undefined && decision.waitFrom !== 'backoff' && decision.waitMs !== undefined) {
    gate.holdUntil(now + decision.waitMs);
  }
}
