/**
 * A transport fault: the connection was reset or the request timed out, so no answer came back at
 * all. No entry can describe it (there is no response to match), but every source agrees on
 * the reaction: back off and retry — a read freely, a write only with its idempotency key, since
 * the server may have done the work before the answer was lost.
 */
import { fullJitterMs, type BackoffOptions } from './backoff.ts';
import { formatSeconds, type Decision } from './decision.ts';

/** Names of the errors `fetch` and the SDK throw when no response arrived. */
const transportErrorNames = new Set(['TypeError', 'FetchError', 'TimeoutError', 'NetworkError']);

/**
 * Whether `error` says no response arrived: a `TypeError` from `fetch` ("fetch failed", "Failed to
 * fetch"), a timeout, or an error caused by one. An `AbortError` (the caller cancelled) is not.
 */
export function isTransportFault(error: unknown): boolean {
  for (let current: unknown = error, depth = 0; current instanceof Error && depth < 4; depth++) {
    if (current.name === 'AbortError') return false;
    if (transportErrorNames.has(current.name)) return true;
    current = current.cause;
  }
  return false;
}

/**
 * The decision for a transport fault: back off with full jitter before retry number `retry`.
 *
 * @example
 * transportFaultDecision(0, { baseMs: 1000, capMs: 20000, random: () => 0.5 })
 * // { action: 'backoff', waitMs: 500, waitFrom: 'backoff', reason: 'no answer (connection lost) → back off 0.5 s' }
 */
export function transportFaultDecision(retry: number, options: BackoffOptions): Decision {
  const waitMs = fullJitterMs(retry, options);
  return {
    action: 'backoff',
    waitMs,
    waitFrom: 'backoff',
    reason: `no answer (connection lost) → back off ${formatSeconds(waitMs)}`,
  };
}
