/**
 * The shapes of an explanation: what was pasted (`Observed`, read off the text) and what it means
 * (`Explanation`: the entries it matches, the reference client's decision, and the findings).
 */
import type { Decision, Failure } from '../decision.ts';
import type { Entry } from '../entry.ts';

/** The forms the explainer reads. */
export type InputForm =
  'curl-verbose' | 'http-response' | 'har' | 'jsonrpc-message' | 'tool-result' | 'sdk-error' | 'sse-stream';

/** The request that went with the response, where the input shows it (a HAR, `curl -v`). */
export interface ObservedRequest {
  method?: string | undefined;
  url?: string | undefined;
  headers: Headers;
  body?: string | undefined;
}

/** What the explainer read off the input, before any matching. */
export interface Observed {
  form: InputForm;
  /** How the input was read: which response of several, which HAR entry, what was lost. */
  notes: string[];
  status?: number | undefined;
  headers?: Headers | undefined;
  /** The body as sent (an SSE stream stays a stream here). */
  body?: string | undefined;
  /** The JSON-RPC message, error object or tool result the body (or the input) carries. */
  message?: unknown;
  request?: ObservedRequest | undefined;
  /** What an SDK error text said about itself. */
  sdk?: SdkErrorText | undefined;
}

/** An SDK error as printed: its class, and whether the SDK raised it itself (no server sent it). */
export interface SdkErrorText {
  sdk: 'v1' | 'v2';
  className: string;
  /** The SDK's own error, raised locally: the connection closed, a timeout. */
  local: boolean;
  /** JSON-RPC code, where the text names one. */
  code?: number | undefined;
  /** v2's string code (`CLIENT_HTTP_NOT_IMPLEMENTED`, `CONNECTION_CLOSED`), where printed. */
  sdkCode?: string | undefined;
  status?: number | undefined;
  message: string;
}

/** Where a finding's explanation lives: an entry's page, or a section of a specification. */
export type FindingLink = { kind: 'entry'; id: string } | { kind: 'spec'; url: string; label: string };

/** The things the explainer checks the response itself for. */
export type FindingId =
  | 'rate-limit-in-result'
  | 'retry-after-date'
  | 'retry-after-ms'
  | 'local-error'
  | 'legacy-code'
  | 'reserved-code'
  | 'sdk-raised'
  | 'mcp-name-mismatch'
  | 'scope-without-metadata';

/** Something wrong or risky in the response itself. */
export interface Finding {
  id: FindingId;
  /** `wrong`: the server (or the input) breaks a rule; `risky`: a client can easily get it wrong. */
  severity: 'wrong' | 'risky';
  message: string;
  link: FindingLink;
}

/** One entry the response matches, with how specific the match was. */
export interface ExplainedMatch {
  id: string;
  server: string;
  title: string;
  score: number;
}

/** What the explainer needs besides the text. */
export interface ExplainOptions {
  /** The errors to match against, in the catalog's format (any server's, and the specification's). */
  entries: readonly Entry[];
  /** The server the response came from; its entries and the specification's are preferred. Unset: any. */
  server?: string | undefined;
  /** The negotiated protocol version. Unset: read from the request's `MCP-Protocol-Version`, else any. */
  revision?: string | undefined;
  /** The time to measure an HTTP-date against when the response has no `Date`. @default Date.now */
  now?: () => number;
  /** The largest input read, in characters. @default 1_000_000 */
  maxChars?: number;
}

/** The wait the client takes, and where it came from. */
export interface ExplainedWait {
  ms: number;
  from: NonNullable<Decision['waitFrom']>;
  reason: string;
}

/** What a response is, and what to do about it. */
export type Explanation =
  | {
      ok: true;
      form: InputForm;
      /** How the input was read. */
      notes: string[];
      /** The failure the reference client would see; absent for a success. */
      failure?: Failure | undefined;
      /** Every entry it matches, best first. */
      matches: ExplainedMatch[];
      /** The reference client's decision; absent for a success or an error the SDK raised itself. */
      decision?: Decision | undefined;
      wait?: ExplainedWait | undefined;
      findings: Finding[];
      /** One line: what this is. */
      summary: string;
    }
  | {
      ok: false;
      /** What was wrong with the input, and what the explainer expects. */
      problem: string;
    };
