/**
 * The fallback: what the client does about a failure no entry describes, and so about every
 * failure when it was given no entries. It is the floor every HTTP client agrees on (RFC 9110,
 * ky, the AWS SDKs): `Retry-After` wins; a 429 or a 503 without it backs off with full jitter; a
 * lost connection backs off too (`transport-fault.ts`); nothing else is repeated, because an
 * answer you do not understand is not one to repeat. Where a proposal has a rule for what no entry describes, it is
 * applied and marked (`proposals.ts`: SEP-3304 and the registry draft, both open).
 */
import { backoffDecision } from './backoff.ts';
import type { Decision, Failure } from './decision.ts';
import { isReservedCode, rateLimitedCode, retryAfterMsWait, rpcErrorIn } from './proposals.ts';
import type { ClassifyOptions } from './options.ts';
import { findWait } from './waits.ts';

/** The statuses that say "not now" rather than "no": too many requests, and unavailable. */
const notNow = new Set([429, 503]);

function describe(failure: Failure): string {
  if (failure.kind === 'http') return `HTTP ${failure.status}`;
  if (failure.kind === 'jsonrpc-error') return `JSON-RPC error ${failure.code}`;
  return failure.isError ? 'This tool error' : 'This tool reply';
}

/**
 * A JSON-RPC error no entry describes, wherever it came (its own, or in an HTTP body, whatever the status: the body
 * decides, registry draft TR-8 and TR-14, open). It is repeated only when it names a wait: `-32023` RateLimited
 * (SEP-3304, open) or any other code of the reserved range with `data.retryAfterMs` (TR-11); else never.
 */
function rpcFallback(failure: Failure, code: number, where: string, options: ClassifyOptions): Decision {
  const said = `JSON-RPC error ${code}${failure.kind === 'http' ? ` on HTTP ${failure.status}` : ''} (no entry${where})`;
  const named = code === rateLimitedCode || isReservedCode(code) ? retryAfterMsWait(failure, options) : undefined;
  if (named)
    return { action: 'retry-after', waitMs: named.ms, waitFrom: named.from, reason: `${said} → ${named.reason}` };
  const rule = isReservedCode(code) ? 'a reserved code naming no wait' : 'the body decides, not the status';
  return { action: 'unknown', reason: `${said}: ${rule} → not retried` };
}

/**
 * The decision on a failure no entry describes.
 *
 * @example
 * fallbackDecision({ kind: 'http', status: 503, headers: new Headers({ 'Retry-After': '2' }), body: '' })
 * // { action: 'retry-after', waitMs: 2000, waitFrom: 'retry-after-header', local: true,
 * //   reason: 'HTTP 503 (no entry; no JSON-RPC body: a local error) → Retry-After: 2 → wait 2 s' }
 */
export function fallbackDecision(failure: Failure, options: ClassifyOptions = {}): Decision {
  const where = options.server === undefined ? '' : ` for ${options.server}`;
  const rpc = rpcErrorIn(failure);
  if (rpc) return rpcFallback(failure, rpc.code, where, options);
  if (failure.kind !== 'http') {
    return { action: 'unknown', reason: `${describe(failure)}: no entry${where} describes it → not retried` };
  }
  // Registry draft TR-9 (open): a status with no JSON-RPC error in its body is the client's own observation (any
  // intermediary may have sent it); only the status class's meaning (RFC 9110 §15) is read, and no code.
  const said = `${describe(failure)} (no entry${where}; no JSON-RPC body: a local error)`;
  if (!notNow.has(failure.status)) return { action: 'unknown', local: true, reason: `${said} → not retried` };
  const now = (options.clock?.now ?? Date.now)();
  const hint = findWait(failure, 'retry-after-header', now, ['retry-after-header']);
  if (hint) {
    return {
      action: 'retry-after',
      waitMs: hint.ms,
      waitFrom: hint.from,
      local: true,
      reason: `${said} → ${hint.reason}`,
    };
  }
  const backoff = backoffDecision(options.attempt ?? 0, options);
  return { action: 'backoff', ...backoff, local: true, reason: `${said} → ${backoff.reason}` };
}
