/**
 * A transport fault: the connection was reset, the request timed out, or its SSE stream ended before
 * the response (`BrokenStreamError`), so no answer came back at all. No entry can describe it (there is no response to match), but every source agrees on
 * the reaction: back off and retry — a read freely, a write only with its idempotency key, since
 * the server may have done the work before the answer was lost.
 *
 * Only a failed fetch counts. A `TypeError` is also what a bug in your own code throws ("Cannot read
 * properties of undefined"), and that one is rethrown at once, never retried: p-retry and ky tell
 * the two apart the same way, by the runtime's message or by the cause the fetch carries.
 */
import { backoffNumbers, fullJitterMs, type WaitOptions } from './backoff.ts';
import { formatSeconds, type Decision } from './decision.ts';

/** Names of the errors fetch libraries and the SDK throw when no response arrived, whatever their message. */
const transportErrorNames = new Set(['FetchError', 'TimeoutError', 'NetworkError', 'BrokenStreamError']);

/** What each runtime's `fetch` says in the `TypeError` it throws when the request failed (is-network-error's list). */
const fetchFailedMessages = new Set([
  'fetch failed', // Node (undici)
  'terminated', // Node (undici), a body cut off
  'Failed to fetch', // Chrome
  'network error', // Chrome
  'NetworkError when attempting to fetch resource.', // Firefox
  'Load failed', // Safari
  'The Internet connection appears to be offline.', // Safari
  'Network request failed', // cross-fetch
  'Network connection lost', // Cloudflare Workers
  'A network error occurred.', // Bun
]);

/** Whether a `TypeError` is the fetch's own: a runtime's message for a failed request, or a cause it carries (`ECONNRESET`). */
function isFailedFetch(error: Error): boolean {
  if (error.name !== 'TypeError') return false;
  const message = error.message.trim();
  return (
    fetchFailedMessages.has(message) ||
    message.startsWith('error sending request for url') ||
    error.cause instanceof Error
  );
}

/**
 * Whether `error` says no response arrived: a `TypeError` a failed fetch threw ("fetch failed",
 * "Failed to fetch", or one with a network `cause`), a timeout, or an error caused by one. An
 * `AbortError` (the caller cancelled) is not, and neither is any other `TypeError`.
 *
 * @example
 * isTransportFault(new TypeError('fetch failed', { cause: new Error('ECONNRESET') })) // true
 * isTransportFault(new TypeError("Cannot read properties of undefined (reading 'x')")) // false: a bug, rethrown
 */
export function isTransportFault(error: unknown): boolean {
  for (let current: unknown = error, depth = 0; current instanceof Error && depth < 4; depth++) {
    if (current.name === 'AbortError') return false;
    if (transportErrorNames.has(current.name) || isFailedFetch(current)) return true;
    current = current.cause;
  }
  return false;
}

/**
 * The decision for a transport fault: back off with full jitter before retry number `retryNumber`.
 *
 * @example
 * transportFaultDecision(0, { retry: { baseMs: 1000, capMs: 20000 }, clock: { random: () => 0.5 } })
 * // { action: 'backoff', waitMs: 500, waitFrom: 'backoff', reason: 'no answer (connection lost) → back off 0.5 s' }
 */
export function transportFaultDecision(retryNumber: number, options: WaitOptions): Decision {
  const waitMs = fullJitterMs(retryNumber, backoffNumbers(options));
  return {
    action: 'backoff',
    waitMs,
    waitFrom: 'backoff',
    reason: `no answer (connection lost) → back off ${formatSeconds(waitMs)}`,
  };
}
