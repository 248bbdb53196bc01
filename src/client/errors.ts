/**
 * The one error the reference client throws. It carries the decision that ended the call (what
 * the server's answer calls for) and a `code` (why the client stopped there), so a caller needs one
 * class and one guard. The guard checks `name` as well as `instanceof`, because errors cross realms
 * (a page and its service worker, two bundles, two copies of this module).
 */
import type { CallToolResult } from '@modelcontextprotocol/client';
import type { Decision } from './decision.ts';

/**
 * Why the client ended a call:
 *
 * - `decision`: the decision itself ends it; `error.decision.action` says which (`stop`,
 *   `fix-request`, `fall-back`, `carry-on`, `unknown`, or a reaction the client was given no hook
 *   for, such as `reinitialize` without a `reinitialize` option).
 * - `retry-limit`: `maxAttempts` calls were made and the server still refused.
 * - `wait-too-long`: the server asked for a wait longer than `maxWaitMs` (`decision.waitMs`).
 * - `retry-budget`: the client's retry budget is spent; it has been failing a lot lately.
 * - `unsafe-retry`: a write without an idempotency key met a failure that needs a retry.
 * - `aborted`: the `signal` fired.
 * - `still-held`: a call held for a person still waited after `maxHoldWaitMs` of polling.
 * - `hold-lapsed`: the person did not decide before the hold lapsed.
 * - `repeated-once`: the one repeat met the same answer again (held again, refused again after the call made first).
 * - `first-call-failed`: the call the server asked for first answered with an error.
 */
export type McpClientErrorCode =
  | 'decision'
  | 'retry-limit'
  | 'wait-too-long'
  | 'retry-budget'
  | 'unsafe-retry'
  | 'aborted'
  | 'still-held'
  | 'hold-lapsed'
  | 'repeated-once'
  | 'first-call-failed';

/** What an `McpClientError` carries besides its message. */
export interface McpClientErrorOptions extends ErrorOptions {
  code: McpClientErrorCode;
  /** The decision that ended the call; absent only for an abort before any answer. */
  decision?: Decision | undefined;
  /** The tool result that ended the call, when it was a tool reply. */
  result?: CallToolResult | undefined;
  /** Calls made, for `retry-limit`. */
  attempts?: number | undefined;
}

/**
 * Every way the reference client ends a call without success.
 *
 * @example
 * try {
 *   await atlas.callTool(client, { name: 'show_passport', arguments: {} });
 * } catch (error) {
 *   if (!isMcpClientError(error)) throw error;
 *   console.error(error.code, error.decision?.action, error.serverWords ?? error.message);
 * }
 */
export class McpClientError extends Error {
  override name = 'McpClientError';
  readonly code: McpClientErrorCode;
  readonly decision: Decision | undefined;
  readonly result: CallToolResult | undefined;
  readonly attempts: number | undefined;
  constructor(message: string, options: McpClientErrorOptions) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.code = options.code;
    this.decision = options.decision;
    this.result = options.result;
    this.attempts = options.attempts;
  }
  /** The server's own words, when it gave any. */
  get serverWords(): string | undefined {
    return this.decision?.serverWords;
  }
  /** The id of the entry the failure matched. */
  get entryId(): string | undefined {
    return this.decision?.entryId;
  }
}

/**
 * Whether `value` is an error of the reference client, of one `code` when given. Recognises one from
 * another realm by its `name` and shape, where `instanceof` fails.
 *
 * @example
 * if (isMcpClientError(error, 'wait-too-long')) retryLater(error.decision?.waitMs);
 */
export function isMcpClientError(value: unknown, code?: McpClientErrorCode): value is McpClientError {
  if (!(value instanceof McpClientError)) {
    if (typeof value !== 'object' || value === null || !('decision' in value)) return false;
    const { name, message } = value as { name?: unknown; message?: unknown };
    if (name !== 'McpClientError' || typeof message !== 'string') return false;
  }
  return code === undefined || (value as { code?: unknown }).code === code;
}
