/**
 * Idempotency keys for writes. MCP has none of its own (SEP-3182 was closed), so servers take one
 * as a tool argument: Clockford's `request_id`, Rooms' `idempotency_key`. A key is made once per
 * logical call and sent unchanged on every retry, so the server can answer a repeat with the first
 * reply instead of acting twice.
 */
import type { CallToolRequest } from '@modelcontextprotocol/client';

/** Which argument carries the key, and how to make one. */
export interface IdempotencyKeyOption {
  /** The tool argument that carries the key: `request_id` (Clockford), `idempotency_key` (Rooms). */
  argument: string;
  /** Makes a new key. @default crypto.randomUUID */
  create?: () => string;
}

type CallToolParams = CallToolRequest['params'];

/**
 * `params` with an idempotency key in `option.argument`: the caller's own key if the arguments
 * already hold one, else a new one. Call it once per logical call and reuse the result.
 *
 * @example
 * const params = withIdempotencyKey({ name: 'broadcast', arguments: { channel: 'quay', text: 'Lamps at six.' } },
 *   { argument: 'request_id' });
 * // params.arguments.request_id === '7f1c…' on this call and on every retry of it
 */
export function withIdempotencyKey(params: CallToolParams, option: IdempotencyKeyOption | undefined): CallToolParams {
  if (!option) return params;
  if (option.argument.trim() === '') throw new TypeError('Option "idempotencyKey.argument" must name a tool argument.');
  const existing = params.arguments?.[option.argument];
  if (typeof existing === 'string' && existing !== '') return params;
  const key = (option.create ?? (() => globalThis.crypto.randomUUID()))();
  if (typeof key !== 'string' || key === '') {
    throw new TypeError('Option "idempotencyKey.create" must return a non-empty string.');
  }
  return { ...params, arguments: { ...params.arguments, [option.argument]: key } };
}
