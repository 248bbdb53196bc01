/**
 * Typed errors for every way the reference client ends a call without success. Each has a `name`,
 * carries the `Decision` that ended the call, and has a guard that checks `name` as well as
 * `instanceof`, because errors cross realms (a page and its service worker, two bundles).
 */
import type { CallToolResult } from '@modelcontextprotocol/client';
import type { Decision, HeldCall } from './decision.ts';

/** What every client error may carry besides its message. */
export interface McpClientErrorOptions extends ErrorOptions {
  decision?: Decision;
  /** The tool result that ended the call, when it was a tool reply. */
  result?: CallToolResult | undefined;
}

/** The base of every error the reference client throws. */
export class McpClientError extends Error {
  override name = 'McpClientError';
  /** The decision that ended the call; absent when none was made (an abort before the first call). */
  readonly decision: Decision | undefined;
  readonly result: CallToolResult | undefined;
  constructor(message: string, options: McpClientErrorOptions = {}) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.decision = options.decision;
    this.result = options.result;
  }
  /** The server's own words, when it gave any. */
  get serverWords(): string | undefined {
    return this.decision?.serverWords;
  }
  /** The catalog entry the failure matched. */
  get entryId(): string | undefined {
    return this.decision?.entryId;
  }
}

/** The call was retried as often as the policy allows (`maxAttempts`) and still failed. */
export class RetryLimitError extends McpClientError {
  override name = 'RetryLimitError';
  readonly attempts: number;
  constructor(message: string, attempts: number, options: McpClientErrorOptions = {}) {
    super(message, options);
    this.attempts = attempts;
  }
}

/** The server asked for a wait longer than the policy's `maxWaitMs`; the client does not wait it out. */
export class WaitTooLongError extends McpClientError {
  override name = 'WaitTooLongError';
  readonly waitMs: number;
  readonly maxWaitMs: number;
  constructor(message: string, waitMs: number, maxWaitMs: number, options: McpClientErrorOptions = {}) {
    super(message, options);
    this.waitMs = waitMs;
    this.maxWaitMs = maxWaitMs;
  }
}

/** The shared retry budget is spent: the client as a whole has retried too much lately. */
export class RetryBudgetError extends McpClientError {
  override name = 'RetryBudgetError';
}

/** A write without an idempotency key met a failure that would need a retry; retrying could act twice. */
export class UnsafeRetryError extends McpClientError {
  override name = 'UnsafeRetryError';
}

/** `stop`: nothing a client does will change the answer (a refusal, a closed passport). */
export class StoppedError extends McpClientError {
  override name = 'StoppedError';
}

/** `fix-request`: the request is wrong; sending it again repeats the answer. */
export class FixRequestError extends McpClientError {
  override name = 'FixRequestError';
}

/** `fall-back`: the server does not speak this revision; initialize at an older one. */
export class FallBackRequiredError extends McpClientError {
  override name = 'FallBackRequiredError';
}

/** A failure the catalog does not describe; the client never retries it. */
export class UnrecognizedFailureError extends McpClientError {
  override name = 'UnrecognizedFailureError';
}

/** `reauthenticate`: the server refused the token. The same token is never sent again. */
export class ReauthenticationRequiredError extends McpClientError {
  override name = 'ReauthenticationRequiredError';
}

/** `step-up-scope`: the token lacks a scope the server names (`decision.scope`). */
export class ScopeRequiredError extends McpClientError {
  override name = 'ScopeRequiredError';
}

/** `reinitialize`: the session has ended; initialize again, then repeat the call once. */
export class SessionExpiredError extends McpClientError {
  override name = 'SessionExpiredError';
}

/** How a held call stands when the client gives up waiting for it. */
export type HeldCallStatus = 'waiting' | 'lapsed' | 'held-again';

/** `await-human`: the call is held for a person, and the client cannot (or may no longer) repeat it. */
export class HeldCallError extends McpClientError {
  override name = 'HeldCallError';
  readonly hold: HeldCall | undefined;
  readonly status: HeldCallStatus;
  constructor(message: string, status: HeldCallStatus, options: McpClientErrorOptions = {}) {
    super(message, options);
    this.hold = options.decision?.hold;
    this.status = status;
  }
}

/** How a `call-first` ended without the call going through: nothing to make it with, the first call failed, or the repeat met the same answer. */
export type CallFirstStatus = 'needed' | 'failed' | 'again';

/** `call-first`: the server named a call to make first, and the client could not get the call through with it. */
export class CallFirstError extends McpClientError {
  override name = 'CallFirstError';
  readonly status: CallFirstStatus;
  constructor(message: string, status: CallFirstStatus, options: McpClientErrorOptions = {}) {
    super(message, options);
    this.status = status;
  }
}

/** `ask-person`: a person must act before the call can go through (top up, decide, open a link). */
export class PersonNeededError extends McpClientError {
  override name = 'PersonNeededError';
}

/** `carry-on`: the call did nothing and repeating it now changes nothing; carry on without it. */
export class CarryOnError extends McpClientError {
  override name = 'CarryOnError';
}

/** The caller's `AbortSignal` fired: every wait and call stops at once. */
export class AbortedError extends McpClientError {
  override name = 'AbortedError';
  constructor(reason?: unknown) {
    super(`Aborted${reason instanceof Error ? `: ${reason.message}` : ''}.`, { cause: reason });
  }
}

type ErrorClass<T> = abstract new (...args: never[]) => T;

/** A guard that recognises an error by class or, across realms (where `instanceof` fails), by its shape and `name`. */
function guard<T extends McpClientError>(errorClass: ErrorClass<T>, names: readonly string[]) {
  return (value: unknown): value is T => {
    if (value instanceof errorClass) return true;
    if (typeof value !== 'object' || value === null || !('decision' in value)) return false;
    const { name, message } = value as { name?: unknown; message?: unknown };
    return typeof name === 'string' && names.includes(name) && typeof message === 'string';
  };
}

const allNames = [
  'McpClientError',
  'RetryLimitError',
  'WaitTooLongError',
  'RetryBudgetError',
  'UnsafeRetryError',
  'StoppedError',
  'FixRequestError',
  'FallBackRequiredError',
  'UnrecognizedFailureError',
  'ReauthenticationRequiredError',
  'ScopeRequiredError',
  'SessionExpiredError',
  'HeldCallError',
  'CallFirstError',
  'PersonNeededError',
  'CarryOnError',
  'AbortedError',
] as const;

/** Whether `value` is any error of the reference client. @example if (isMcpClientError(e)) show(e.serverWords) */
export const isMcpClientError = guard(McpClientError, allNames);
/** Whether `value` is a `RetryLimitError`. */
export const isRetryLimitError = guard(RetryLimitError, ['RetryLimitError']);
/** Whether `value` is a `WaitTooLongError`. */
export const isWaitTooLongError = guard(WaitTooLongError, ['WaitTooLongError']);
/** Whether `value` is a `RetryBudgetError`. */
export const isRetryBudgetError = guard(RetryBudgetError, ['RetryBudgetError']);
/** Whether `value` is an `UnsafeRetryError`. */
export const isUnsafeRetryError = guard(UnsafeRetryError, ['UnsafeRetryError']);
/** Whether `value` is a `StoppedError`. */
export const isStoppedError = guard(StoppedError, ['StoppedError']);
/** Whether `value` is a `FixRequestError`. */
export const isFixRequestError = guard(FixRequestError, ['FixRequestError']);
/** Whether `value` is a `FallBackRequiredError`. */
export const isFallBackRequiredError = guard(FallBackRequiredError, ['FallBackRequiredError']);
/** Whether `value` is an `UnrecognizedFailureError`. */
export const isUnrecognizedFailureError = guard(UnrecognizedFailureError, ['UnrecognizedFailureError']);
/** Whether `value` is a `ReauthenticationRequiredError`. */
export const isReauthenticationRequiredError = guard(ReauthenticationRequiredError, ['ReauthenticationRequiredError']);
/** Whether `value` is a `ScopeRequiredError`. */
export const isScopeRequiredError = guard(ScopeRequiredError, ['ScopeRequiredError']);
/** Whether `value` is a `SessionExpiredError`. */
export const isSessionExpiredError = guard(SessionExpiredError, ['SessionExpiredError']);
/** Whether `value` is a `HeldCallError`. */
export const isHeldCallError = guard(HeldCallError, ['HeldCallError']);
/** Whether `value` is a `CallFirstError`. */
export const isCallFirstError = guard(CallFirstError, ['CallFirstError']);
/** Whether `value` is a `PersonNeededError`. */
export const isPersonNeededError = guard(PersonNeededError, ['PersonNeededError']);
/** Whether `value` is a `CarryOnError`. */
export const isCarryOnError = guard(CarryOnError, ['CarryOnError']);
/** Whether `value` is an `AbortedError`. */
export const isAbortedError = guard(AbortedError, ['AbortedError']);
