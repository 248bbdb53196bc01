/**
 * The two shapes the reference client works with: a `Failure` (what the server answered, read off
 * the wire) and a `Decision` (what to do about it, drawn from the entry it matched).
 */
import type { ReactionKind, Surface, WaitSource } from './entry.ts';

/** A refused HTTP request: status, headers when known, and the body as text. */
export interface HttpFailure {
  kind: 'http';
  status: number;
  /** `undefined` when the headers were lost on the way (the SDK's `SdkHttpError` keeps none). */
  headers?: Headers;
  body: string;
  /** Which surface answered: the MCP endpoint or a REST route. Unset: either. */
  surface?: Surface;
}

/** A JSON-RPC error, as the SDK's `ProtocolError` carries it (the HTTP status is usually lost). */
export interface RpcFailure {
  kind: 'jsonrpc-error';
  code: number;
  message: string;
  data?: unknown;
  httpStatus?: number;
}

/** A `CallToolResult`: the tool ran and answered, perhaps with `isError: true`. */
export interface ToolFailure {
  kind: 'tool-result';
  isError: boolean;
  /** The text content blocks, joined with new lines. */
  text: string;
  structuredContent?: unknown;
}

/** Anything a server can answer that may be a failure. */
export type Failure = HttpFailure | RpcFailure | ToolFailure;

/** What the client does: a reaction from the entries' vocabulary, or `unknown` (never retried). */
export type DecisionAction = ReactionKind | 'unknown';

/** A call held for a person, as Clockford's `structuredContent.hold` carries it. */
export interface HeldCall {
  id: string;
  tool?: string | undefined;
  status?: string | undefined;
  /** When the hold lapses (ISO 8601). */
  waitsUntil?: string | undefined;
}

/** The call a `call-first` decision makes before it repeats: a tool, and which arguments of the refused call it takes. */
export interface FirstCall {
  tool: string;
  /** Arguments of the refused call the first call takes too (`room`). */
  carry: readonly string[];
}

/** Something a person must open or complete before the call is repeated (a URL mode elicitation). */
export interface PersonTask {
  url: string;
  message?: string;
  elicitationId?: string;
}

/**
 * The client's verdict on one failure. `Id` is the type of the entries' ids (`string` unless your
 * entries say more).
 *
 * @example
 * { action: 'retry-after', entryId: 'clockford.http.rate-limited', waitMs: 3000,
 *   waitFrom: 'retry-after-header', reason: 'Retry-After: 3 → wait 3 s',
 *   serverWords: '<the body of the 429>' }
 */
export interface Decision<Id extends string = string> {
  action: DecisionAction;
  /** The entry the failure matched; absent when none did (the fallback, or `unknown`). */
  entryId?: Id;
  /** How long to wait before repeating the call, for the waiting actions. */
  waitMs?: number;
  /** Where the wait came from: a server hint, or `backoff` (full jitter, no hint). */
  waitFrom?: WaitSource | 'retry-after-ms' | 'backoff';
  /** One line for a person: `Retry-After: 3 → wait 3 s`. */
  reason: string;
  /**
   * The failure is the client's own observation, not an error from the server: an HTTP status with no JSON-RPC
   * error in its body, which any intermediary may have sent (the Transports working group's registry draft, TR-9,
   * open). Set only on the fallback's decisions.
   */
  local?: true;
  /** The server's own words: the `say`, the plain-text body, the JSON-RPC message. */
  serverWords?: string;
  /** The `WWW-Authenticate` challenge, for `reauthenticate` and `step-up-scope`. */
  challenge?: string;
  /** The scope a `step-up-scope` challenge names. */
  scope?: string;
  /** The held call, for `await-human`. */
  hold?: HeldCall;
  /** The call to make first, for `call-first`. */
  callFirst?: FirstCall;
  /** What the person must open or complete, for `ask-person`, where the server names it. */
  personTasks?: PersonTask[];
}

/** How a held call stands at one look (`pollHold`). */
export interface HoldPoll {
  status: 'waiting' | 'allowed' | 'refused' | 'lapsed';
  /** The server's words about it, when it gave any. */
  words?: string;
}

/**
 * One decision, reported once by whichever layer met the failure: the `fetch` (an HTTP refusal,
 * with its headers, including those it hands to the SDK, such as a refused `server/discover` probe
 * the SDK then falls back from) or `callTool` (a tool reply, a JSON-RPC error, a lost connection).
 * While a call waits for a person, each look at its hold is reported too, with `poll`.
 */
export interface DecisionEvent<Id extends string = string> {
  /** What the client decided: the action, the entry, the wait and its reason, the server's words. */
  decision: Decision<Id>;
  /** Where the failure was met: `http` in the fetch, `tool` in `callTool`. */
  layer: 'http' | 'tool';
  /** 1 for the first request (`http`) or call (`tool`) this decision is about. */
  attempt: number;
  /** The request's URL, for `http`. */
  url?: string;
  /** The JSON-RPC method the request carried (`tools/call`, `initialize`), where it carried one. */
  method?: string;
  /** The JSON-RPC id the request was sent with. */
  requestId?: string | number;
  /** The tool, for a `tools/call`. */
  tool?: string;
  /** A look at the held call, while the client waits for a person (`await-human`). */
  poll?: HoldPoll;
}

/** The actions after which the client waits and repeats the same call. */
export const waitingActions: readonly DecisionAction[] = ['retry-after', 'backoff', 'wait-for-room'];

/** Whether a decision is one the client waits out and repeats. */
export function isWaitingAction(action: DecisionAction): boolean {
  return waitingActions.includes(action);
}

/** `3000` → `3 s`, `450` → `0.45 s`, `90500` → `90.5 s`. */
export function formatSeconds(ms: number): string {
  return `${Number((ms / 1000).toFixed(2))} s`;
}
