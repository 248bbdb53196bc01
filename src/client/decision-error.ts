/**
 * The error that ends a call for each decision, with a message that says what happened and what
 * to do, in the server's own words where it gave any.
 */
import type { CallToolResult } from '@modelcontextprotocol/client';
import { formatSeconds, type Decision } from './decision.ts';
import {
  CallFirstError,
  CarryOnError,
  FallBackRequiredError,
  FixRequestError,
  HeldCallError,
  McpClientError,
  PersonNeededError,
  ReauthenticationRequiredError,
  RetryBudgetError,
  RetryLimitError,
  ScopeRequiredError,
  SessionExpiredError,
  StoppedError,
  UnrecognizedFailureError,
  UnsafeRetryError,
  WaitTooLongError,
  type McpClientErrorOptions,
} from './errors.ts';

/** What the failing call left behind, to carry on the error. */
export interface EndOfCall {
  result?: CallToolResult | undefined;
  cause?: unknown;
  /** Calls made so far, for `RetryLimitError`. */
  attempts?: number;
}

const said = (decision: Decision): string => (decision.serverWords ? `"${decision.serverWords}"` : decision.reason);
const entry = (decision: Decision): string => (decision.entryId ? ` (${decision.entryId})` : '');

/**
 * The typed error that ends a call on `decision`.
 *
 * @example
 * throw errorForDecision({ action: 'stop', entryId: 'clockford.tool.passport-closed', reason: '…',
 *   serverWords: 'This passport is closed. …' });
 * // StoppedError: Stopped: "This passport is closed. …" (clockford.tool.passport-closed). …
 */
export function errorForDecision(decision: Decision, end: EndOfCall = {}): McpClientError {
  const options: McpClientErrorOptions = { decision, result: end.result, cause: end.cause };
  switch (decision.action) {
    case 'stop':
      return new StoppedError(
        `Stopped: ${said(decision)}${entry(decision)}. Nothing a client does will change this answer; tell a person.`,
        options,
      );
    case 'fix-request':
      return new FixRequestError(
        `Refused: ${said(decision)}${entry(decision)}. The request is wrong: fix it, since sending it again repeats the answer.`,
        options,
      );
    case 'fall-back':
      return new FallBackRequiredError(
        `${said(decision)}${entry(decision)}: the server does not speak the revision asked for. Fall back to initialize at an older revision (versionNegotiation: { mode: 'auto' } does this).`,
        options,
      );
    case 'reauthenticate':
      return new ReauthenticationRequiredError(
        `Sign in again: the server refused the token with ${said(decision)}${entry(decision)}. The same token is never sent again.`,
        options,
      );
    case 'step-up-scope':
      return new ScopeRequiredError(
        `The token lacks the scope "${decision.scope ?? '?'}"${entry(decision)}. Ask for it, re-authorize, then repeat the call.`,
        options,
      );
    case 'reinitialize':
      return new SessionExpiredError(
        `The session has ended: ${said(decision)}${entry(decision)}. Initialize again, then repeat the call once.`,
        options,
      );
    case 'await-human':
      return new HeldCallError(
        `Held for a person: ${said(decision)}${entry(decision)}. Do not repeat the call while it waits; tell your person, poll the hold, and repeat it once when allowed.`,
        'waiting',
        options,
      );
    case 'call-first':
      return new CallFirstError(
        `${said(decision)}${entry(decision)}: the server asks for ${decision.callFirst ? `a call to ${decision.callFirst.tool}` : 'another call'} first. Make it, then repeat this call once.`,
        'needed',
        options,
      );
    case 'ask-person':
      return new PersonNeededError(
        `A person must act first: ${said(decision)}${entry(decision)}.${decision.personTasks?.length ? ` Open ${decision.personTasks.map((task) => task.url).join(', ')}.` : ''} Once they have, repeat the call once.`,
        options,
      );
    case 'carry-on':
      return new CarryOnError(
        `Carry on without this call: ${said(decision)}${entry(decision)}. It did nothing, and repeating it now changes nothing; it may clear by itself later.`,
        options,
      );
    case 'unknown':
      return new UnrecognizedFailureError(
        `Not retried: a failure the catalog does not describe (${said(decision)}).`,
        options,
      );
    case 'retry-after':
    case 'backoff':
    case 'wait-for-room':
      return retryLimitError(decision, end.attempts ?? 1, end);
    case 'replay-ok':
    case 'not-an-error':
      return new McpClientError(`Not a failure: ${decision.reason}.`, options);
  }
}

/** The call failed on every attempt the policy allows. */
export function retryLimitError(decision: Decision, attempts: number, end: EndOfCall = {}): RetryLimitError {
  return new RetryLimitError(
    `Gave up after ${attempts} attempt${attempts === 1 ? '' : 's'} (maxAttempts): ${said(decision)}${entry(decision)}. Try again later.`,
    attempts,
    { decision, result: end.result, cause: end.cause },
  );
}

/** The server asked for a wait longer than the client waits. */
export function waitTooLongError(decision: Decision, maxWaitMs: number, end: EndOfCall = {}): WaitTooLongError {
  const waitMs = decision.waitMs ?? 0;
  return new WaitTooLongError(
    `Not waiting: ${decision.reason}, longer than maxWaitMs (${formatSeconds(maxWaitMs)})${entry(decision)}. Repeat the call yourself after ${formatSeconds(waitMs)}, or raise maxWaitMs.`,
    waitMs,
    maxWaitMs,
    { decision, result: end.result, cause: end.cause },
  );
}

/** The shared retry budget cannot afford another retry. */
export function retryBudgetError(decision: Decision, end: EndOfCall = {}): RetryBudgetError {
  return new RetryBudgetError(
    `Not retried: the retry budget is spent, so this client has been failing a lot lately (${said(decision)}${entry(decision)}). Slow down; the budget refills as calls succeed.`,
    { decision, result: end.result, cause: end.cause },
  );
}

/** A write without an idempotency key is not retried. */
export function unsafeRetryError(decision: Decision, tool: string, end: EndOfCall = {}): UnsafeRetryError {
  return new UnsafeRetryError(
    `Not retried: "${tool}" is a write without an idempotency key, so a retry could act twice (${said(decision)}${entry(decision)}). Pass idempotencyKey to retry it safely.`,
    { decision, result: end.result, cause: end.cause },
  );
}
