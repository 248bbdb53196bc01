/**
 * The rules of two MCP proposals, where the client applies them before any revision does. Each rule below names the
 * proposal, its rule id and its state as checked on 2026-12-07 (the catalog's `specProposals` keeps the date):
 *
 * - SEP-3304 "Standardizing Rate-Limiting Errors" (modelcontextprotocol PR #3304, open, draft): `-32023`
 *   RateLimited, with `error.data.retryAfterMs`, bound to HTTP 429; the client rules are RL-7, RL-8 and RL-9.
 * - The Transports working group's "Error Condition Registry and HTTP Harmonization" (transports-wg PR #54, open,
 *   draft; "the registry draft" below): the body decides over the status (TR-8, TR-14), a status with no JSON-RPC
 *   body is a local error (TR-9), an unknown code in the reserved range is not retried unless it names a wait (TR-11).
 *
 * The catalog owns every error's code; it has no `-32023` entry yet, and a client package cannot read the catalog,
 * so the two numbers the proposals fix (the code and the reserved range) are kept here, once. When the catalog adds
 * an entry for `-32023`, that entry decides as any entry does; these rules decide only what no entry describes.
 */
import { formatSeconds, type Failure } from './decision.ts';
import { asRecord, rpcErrorOf } from './failure.ts';
import type { ClassifyOptions } from './options.ts';

/** SEP-3304 (open): the code of RateLimited. Not yet in any revision; the catalog has no entry for it yet. */
export const rateLimitedCode = -32023;

/** The codes the specification reserves for itself (2026-07-28, basic/index "Error codes"); TR-11 reads them. */
export const reservedCodes = { from: -32099, to: -32020 } as const;

/** How much later than `retryAfterMs` the client may go, at most, as a fraction of it (SEP-3304 RL-7: jitter). */
export const retryAfterMsJitter = 0.1;

/** A JSON-RPC error a failure carries: its own, or the one in an HTTP body (the body decides: TR-8, TR-14). */
export interface CarriedRpcError {
  code: number;
  message: string;
  data?: unknown;
}

/**
 * The JSON-RPC error a failure carries, wherever it is: a JSON-RPC failure's own, or one parsed from an HTTP body.
 * Registry draft TR-8 (open): a parsable JSON-RPC error decides the condition, never the HTTP status.
 */
export function rpcErrorIn(failure: Failure): CarriedRpcError | undefined {
  if (failure.kind === 'jsonrpc-error') return { code: failure.code, message: failure.message, data: failure.data };
  return failure.kind === 'http' ? rpcErrorOf(failure.body) : undefined;
}

/** Whether a code lies in the range the specification reserves (`-32020` to `-32099`). */
export const isReservedCode = (code: number): boolean => code >= reservedCodes.from && code <= reservedCodes.to;

/** `error.data.retryAfterMs` of the JSON-RPC error a failure carries, when it is a whole wait of at least 0 ms. */
export function retryAfterMsOf(failure: Failure): number | undefined {
  const value = asRecord(rpcErrorIn(failure)?.data)?.['retryAfterMs'];
  return typeof value === 'number' && Number.isFinite(value) && value >= 0 ? Math.round(value) : undefined;
}

/** A wait named by `retryAfterMs`, jittered, with a line saying so. */
export interface RetryAfterMsWait {
  ms: number;
  from: 'retry-after-ms';
  reason: string;
}

/**
 * The wait `error.data.retryAfterMs` names, when the failure carries one. It wins over `Retry-After` and every
 * other hint (SEP-3304 RL-9, open: "clients MUST use retryAfterMs"). It is jittered upwards, by up to
 * `retryAfterMsJitter` of itself (RL-7, SHOULD), so a crowd told the same number does not come back at once, and
 * never earlier than the server asked. The clamp (RL-8, SHOULD) is `maxWaitMs`: the jitter never takes a wait past
 * it, and a wait the server names beyond it ends the call (`wait-too-long`) rather than coming back before the
 * server said it would answer.
 *
 * @example
 * retryAfterMsWait(rateLimited({ retryAfterMs: 2000 }), { clock: { random: () => 0.5 }, retry: { maxWaitMs: 60_000 } })
 * // { ms: 2100, from: 'retry-after-ms', reason: 'retryAfterMs: 2000 (SEP-3304) → wait 2.1 s' }
 */
export function retryAfterMsWait(
  failure: Failure,
  options: Pick<ClassifyOptions, 'retry' | 'clock'> = {},
): RetryAfterMsWait | undefined {
  const { random = Math.random } = options.clock ?? {};
  const { maxWaitMs = Number.POSITIVE_INFINITY } = options.retry ?? {};
  const asked = retryAfterMsOf(failure);
  if (asked === undefined) return undefined;
  const jittered = asked + Math.round(random() * retryAfterMsJitter * asked);
  const ms = asked > maxWaitMs ? asked : Math.min(jittered, maxWaitMs);
  return { ms, from: 'retry-after-ms', reason: `retryAfterMs: ${asked} (SEP-3304) → wait ${formatSeconds(ms)}` };
}
