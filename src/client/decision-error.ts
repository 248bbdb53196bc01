/**
 * The error that ends a call for each decision, with a message that says what happened and what
 * to do, in the server's own words where it gave any.
 */
import type { CallToolResult } from '@modelcontextprotocol/client';
import { formatSeconds, type Decision } from './decision.ts';
import { McpClientError, type McpClientErrorCode } from './errors.ts';

/** What the failing call left behind, to carry on the error. */
export interface EndOfCall {
  result?: CallToolResult | undefined;
  cause?: unknown;
  /** Calls made so far, for `retry-limit`. */
  attempts?: number;
}

const said = (decision: Decision): string => (decision.serverWords ? `"${decision.serverWords}"` : decision.reason);
const entry = (decision: Decision): string => (decision.entryId ? ` (${decision.entryId})` : '');

/**
 * The error that ends a call on `decision` (code `decision`).
 *
 * @example
 * throw errorForDecision({ action: 'stop', entryId: 'clockford.tool.passport-closed', reason: '…',
 *   serverWords: 'This passport is closed. …' });
 * // McpClientError (code 'decision'): Stopped: "This passport is closed. …" (clockford.tool.passport-closed). …
 */
export function errorForDecision(decision: Decision, end: EndOfCall = {}): McpClientError {
  const error = (message: string): McpClientError => endedBy('decision', message, decision, end);
  switch (decision.action) {
    case 'stop':
      return error(
        `Stopped: ${said(decision)}${entry(decision)}. Nothing a client does will change this answer; tell a person.`,
      );
    case 'fix-request':
      return error(
        `Refused: ${said(decision)}${entry(decision)}. The request is wrong: fix it, since sending it again repeats the answer.`,
      );
    case 'fall-back':
      return error(
        `${said(decision)}${entry(decision)}: the server does not speak the revision asked for. Fall back to initialize at an older revision (versionNegotiation: { mode: 'auto' } does this).`,
      );
    case 'reauthenticate':
      return error(
        `Sign in again: the server refused the token with ${said(decision)}${entry(decision)}. The same token is never sent again.`,
      );
    case 'step-up-scope':
      return error(
        `The token lacks the scope "${decision.scope ?? '?'}"${entry(decision)}. Ask for it, re-authorize, then repeat the call.`,
      );
    case 'reinitialize':
      return error(
        `The session has ended: ${said(decision)}${entry(decision)}. Initialize again, then repeat the call once.`,
      );
    case 'await-human':
      return error(
        `Held for a person: ${said(decision)}${entry(decision)}. Do not repeat the call while it waits; tell your person, poll the hold, and repeat it once when allowed.`,
      );
    case 'call-first':
      return error(
        `${said(decision)}${entry(decision)}: the server asks for ${decision.callFirst ? `a call to ${decision.callFirst.tool}` : 'another call'} first. Make it, then repeat this call once.`,
      );
    case 'ask-person':
      return error(
        `A person must act first: ${said(decision)}${entry(decision)}.${decision.personTasks?.length ? ` Open ${decision.personTasks.map((task) => task.url).join(', ')}.` : ''} Once they have, repeat the call once.`,
      );
    case 'carry-on':
      return error(
        `Carry on without this call: ${said(decision)}${entry(decision)}. It did nothing, and repeating it now changes nothing; it may clear by itself later.`,
      );
    case 'unknown':
      return error(`Not retried: a failure no entry describes (${said(decision)}).`);
    case 'retry-after':
    case 'backoff':
    case 'wait-for-room':
      return retryLimitError(decision, end.attempts ?? 1, end);
    case 'replay-ok':
    case 'not-an-error':
      return error(`Not a failure: ${decision.reason}.`);
  }
}

/** An error with `code` that ends a call on `decision`. */
export function endedBy(
  code: McpClientErrorCode,
  message: string,
  decision: Decision,
  end: EndOfCall = {},
): McpClientError {
  return new McpClientError(message, { code, decision, result: end.result, cause: end.cause, attempts: end.attempts });
}

/** The call failed on every attempt the policy allows. */
export function retryLimitError(decision: Decision, attempts: number, end: EndOfCall = {}): McpClientError {
  return endedBy(
    'retry-limit',
    `Gave up after ${attempts} attempt${attempts === 1 ? '' : 's'} (maxAttempts): ${said(decision)}${entry(decision)}. Try again later.`,
    decision,
    { ...end, attempts },
  );
}

/** The server asked for a wait longer than the client waits. */
export function waitTooLongError(decision: Decision, maxWaitMs: number, end: EndOfCall = {}): McpClientError {
  const waitMs = decision.waitMs ?? 0;
  return endedBy(
    'wait-too-long',
    `Not waiting: ${decision.reason}, longer than retry.maxWaitMs (${formatSeconds(maxWaitMs)})${entry(decision)}. Repeat the call yourself after ${formatSeconds(waitMs)}, or raise retry.maxWaitMs.`,
    decision,
    end,
  );
}

/** The shared retry budget cannot afford another retry. */
export function retryBudgetError(decision: Decision, end: EndOfCall = {}): McpClientError {
  return endedBy(
    'retry-budget',
    `Not retried: the retry budget is spent, so this client has been failing a lot lately (${said(decision)}${entry(decision)}). Slow down; the budget refills as calls succeed.`,
    decision,
    end,
  );
}

/** A write without an idempotency key is not retried. */
export function unsafeRetryError(decision: Decision, tool: string, end: EndOfCall = {}): McpClientError {
  return endedBy(
    'unsafe-retry',
    `Not retried: "${tool}" is a write without an idempotency key, so a retry could act twice (${said(decision)}${entry(decision)}). Pass idempotencyKey to retry it safely.`,
    decision,
    end,
  );
}

/** The caller's signal fired: every wait and call stops at once. */
export function abortedError(reason?: unknown): McpClientError {
  return new McpClientError(`Aborted${reason instanceof Error ? `: ${reason.message}` : ''}.`, {
    code: 'aborted',
    cause: reason,
  });
}
