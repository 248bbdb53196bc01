/**
 * The fallback: what the client does about a failure no entry describes, and so about every
 * failure when it was given no entries. It is the floor every HTTP client agrees on (RFC 9110,
 * ky, the AWS SDKs): `Retry-After` wins; a 429 or a 503 without it backs off with full jitter; a
 * lost connection backs off too (`transport-fault.ts`); nothing else is repeated, because an
 * answer you do not understand is not one to repeat.
 */
import { backoffDecision } from './backoff.ts';
import type { ClassifyOptions } from './classify.ts';
import type { Decision, Failure } from './decision.ts';
import { findWait } from './waits.ts';

/** The statuses that say "not now" rather than "no": too many requests, and unavailable. */
const notNow = new Set([429, 503]);

function describe(failure: Failure): string {
  if (failure.kind === 'http') return `HTTP ${failure.status}`;
  if (failure.kind === 'jsonrpc-error') return `JSON-RPC error ${failure.code}`;
  return failure.isError ? 'This tool error' : 'This tool reply';
}

/**
 * The decision on a failure no entry describes.
 *
 * @example
 * fallbackDecision({ kind: 'http', status: 503, headers: new Headers({ 'Retry-After': '2' }), body: '' })
 * // { action: 'retry-after', waitMs: 2000, waitFrom: 'retry-after-header', reason: 'HTTP 503 (no entry) → Retry-After: 2 → wait 2 s' }
 */
export function fallbackDecision(failure: Failure, options: ClassifyOptions = {}): Decision {
  const where = options.server === undefined ? '' : ` for ${options.server}`;
  if (failure.kind !== 'http' || !notNow.has(failure.status)) {
    return { action: 'unknown', reason: `${describe(failure)}: no entry${where} describes it → not retried` };
  }
  const said = `${describe(failure)} (no entry${where})`;
  const now = (options.now ?? Date.now)();
  const hint = findWait(failure, 'retry-after-header', now, ['retry-after-header']);
  if (hint) return { action: 'retry-after', waitMs: hint.ms, waitFrom: hint.from, reason: `${said} → ${hint.reason}` };
  const backoff = backoffDecision(options.attempt ?? 0, options);
  return { action: 'backoff', ...backoff, reason: `${said} → ${backoff.reason}` };
}
