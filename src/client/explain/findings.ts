/**
 * What is wrong or risky in a response itself, whatever entry it matches. Each check names its
 * source; the numbers here are the wire format's own (the ranges the specification divides the
 * JSON-RPC codes into), never an error's status, code or reaction, which come from the entries.
 */
import type { Decision, Failure } from '../decision.ts';
import type { Entry } from '../entry.ts';
import { parseRetryAfter } from '../retry-after.ts';
import { recordOf, parseJsonText } from './message.ts';
import type { Finding, FindingLink, Observed } from './types.ts';

/** MCP 2026-07-28, basic/index "Error codes": -32000..-32019 legacy, -32020..-32099 the specification's, apps outside -32768..-32000. */
export const legacyRange = { from: -32019, to: -32000 } as const;
export const reservedRange = { from: -32099, to: -32020 } as const;
export const jsonRpcServerRange = { from: -32768, to: -32000 } as const;
/** Codes used before the 2026-07-28 revision renumbered MCP's own errors into -32020 and up. */
export const preRenumberingCodes: readonly number[] = [-32001, -32003, -32004];

export const sources = {
  errorCodes: {
    kind: 'spec',
    url: 'https://modelcontextprotocol.io/specification/2026-07-28/basic/index',
    label: 'MCP 2026-07-28: Error codes',
  },
  retryAfter: {
    kind: 'spec',
    url: 'https://www.rfc-editor.org/rfc/rfc9110#section-10.2.3',
    label: 'RFC 9110 §10.2.3 Retry-After',
  },
  toolErrors: {
    kind: 'spec',
    url: 'https://modelcontextprotocol.io/specification/2026-07-28/server/tools#error-handling',
    label: 'MCP 2026-07-28: Tools, error handling',
  },
  sendingMessages: {
    kind: 'spec',
    url: 'https://modelcontextprotocol.io/specification/2026-07-28/basic/transports/streamable-http#sending-messages',
    label: 'MCP 2026-07-28: Streamable HTTP, sending messages',
  },
  serverValidation: {
    kind: 'spec',
    url: 'https://modelcontextprotocol.io/specification/2026-07-28/basic/transports/streamable-http#server-validation',
    label: 'MCP 2026-07-28: Streamable HTTP, server validation',
  },
  insufficientScope: {
    kind: 'spec',
    url: 'https://modelcontextprotocol.io/specification/2026-07-28/basic/authorization#runtime-insufficient-scope-errors',
    label: 'MCP 2026-07-28: Authorization, insufficient scope',
  },
  rateLimitProposal: {
    kind: 'spec',
    url: 'https://github.com/modelcontextprotocol/modelcontextprotocol/pull/3304',
    label: 'SEP-3304 (proposed): RateLimited',
  },
} as const satisfies Record<string, FindingLink>;

/** What every check may read. */
export interface FindingContext {
  observed: Observed;
  failure: Failure | undefined;
  decision: Decision | undefined;
  entries: readonly Entry[];
  /** The reader's clock, for an HTTP-date. */
  now: number;
}

const entryLink = (decision: Decision | undefined, fallback: FindingLink): FindingLink =>
  decision?.entryId === undefined ? fallback : { kind: 'entry', id: decision.entryId };

const rateWords = /rate.?limit|too many requests|quota|throttl|retry.?after|try again in/i;

function rateLimitInResult({ failure, decision }: FindingContext): Finding | undefined {
  if (failure?.kind !== 'tool-result' || !failure.isError) return undefined;
  const waits = decision?.action === 'retry-after' || decision?.action === 'backoff';
  const document = recordOf(failure.structuredContent) ?? recordOf(parseJsonText(failure.text));
  if (!waits && !rateWords.test(failure.text) && document?.['retryAfterSeconds'] === undefined) return undefined;
  return {
    id: 'rate-limit-in-result',
    severity: 'risky',
    message:
      'A rate limit inside a successful (HTTP 200) tool result with isError: true. Retries that look at the HTTP status or at JSON-RPC errors never see it, and the SDK hands it back as a result: only a client that reads the result (as the reference client does) waits it out.',
    link: entryLink(decision, sources.toolErrors),
  };
}

function retryAfterDate({ observed, now }: FindingContext): Finding | undefined {
  const value = observed.headers?.get('retry-after')?.trim();
  if (!value || /^\d+(?:\.\d+)?$/.test(value) || parseRetryAfter(value, 0) === undefined) return undefined;
  const date = observed.headers?.get('date');
  const serverNow = date ? Date.parse(date) : Number.NaN;
  const seconds = (ms: number) => `${Math.round(ms / 1000)} s`;
  const against = Number.isNaN(serverNow)
    ? 'The response has no Date header, so the skew between your clock and the server’s cannot be measured.'
    : `Against the response’s own Date it asks for ${seconds(parseRetryAfter(value, serverNow) ?? 0)}; against this clock now, ${seconds(parseRetryAfter(value, now) ?? 0)} (the clocks, or the response’s age, differ by ${seconds(Math.abs(now - serverNow))}).`;
  return {
    id: 'retry-after-date',
    severity: 'risky',
    message: `Retry-After is an HTTP-date (${value}), not seconds: the wait depends on the client’s clock agreeing with the server’s. ${against} Measure it against the Date header, and never wait less than 0.`,
    link: sources.retryAfter,
  };
}

function waitFields(failure: Failure | undefined, observed: Observed): Record<string, unknown>[] {
  const documents: unknown[] = [observed.message, recordOf(observed.message)?.['result']];
  if (failure?.kind === 'jsonrpc-error') documents.push(failure.data);
  if (failure?.kind === 'tool-result') documents.push(failure.structuredContent, parseJsonText(failure.text));
  const error = recordOf(recordOf(observed.message)?.['error']);
  documents.push(error, error?.['data'], parseJsonText(observed.body ?? ''));
  return documents.map(recordOf).filter((record): record is Record<string, unknown> => record !== undefined);
}

function retryAfterMs({ observed, failure, decision }: FindingContext): Finding | undefined {
  const fields = waitFields(failure, observed);
  const ms = fields.map((record) => record['retryAfterMs']).find((value) => typeof value === 'number');
  if (typeof ms !== 'number') return undefined;
  const header = observed.headers?.get('retry-after');
  const seconds = fields.map((record) => record['retryAfterSeconds']).find((value) => value !== undefined);
  const beside = header
    ? `Retry-After: ${header}`
    : seconds !== undefined
      ? `retryAfterSeconds: ${JSON.stringify(seconds)}`
      : undefined;
  const taken =
    decision?.waitFrom && decision.waitFrom !== 'backoff' ? ` The reference client takes ${decision.reason}.` : '';
  const message = beside
    ? `retryAfterMs: ${ms} beside ${beside}. Under SEP-3304 (proposed, in no revision yet) retryAfterMs wins; a client that does not know the proposal reads ${beside} instead.${taken}${
        header && parseRetryAfter(header, 0) !== ms ? ' The two disagree: the server should send one wait.' : ''
      }`
    : `retryAfterMs: ${ms} alone: it is the field SEP-3304 proposes (not in any revision yet), so clients that read Retry-After or retryAfterSeconds see no wait.${taken}`;
  return { id: 'retry-after-ms', severity: 'risky', message, link: sources.rateLimitProposal };
}

function localError({ observed, failure, decision }: FindingContext): Finding | undefined {
  if (failure?.kind !== 'http' || failure.status < 400 || failure.status > 499) return undefined;
  const message = recordOf(observed.message);
  if (message && ('jsonrpc' in message || 'error' in message || 'result' in message)) return undefined;
  const what = failure.body.trim() === '' ? 'an empty body' : 'a body that is not a JSON-RPC message';
  return {
    id: 'local-error',
    severity: 'risky',
    message: `HTTP ${failure.status} with ${what}. The SDK has no JSON-RPC answer to give the call, so it raises a local error (v2 SdkHttpError, v1 StreamableHTTPError) with the status and body text and without the headers. Read the status and headers at the fetch, as the reference client does.`,
    link: entryLink(decision, sources.sendingMessages),
  };
}

export const findingChecks: ReadonlyArray<(context: FindingContext) => Finding | undefined> = [
  rateLimitInResult,
  retryAfterDate,
  retryAfterMs,
  localError,
];
