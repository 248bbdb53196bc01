/**
 * The errors the client knows, as plain data in the catalog's format: the `entries` of
 * `/catalog.json`, the generated `mcp-error-atlas-client/entries` module, or your own server's
 * errors written the same way. Only the fields the client reads are required; the catalog's other
 * fields (meaning, action, trigger, source, ...) may be there and are ignored.
 */

/** Where a wait comes from, for the `retry-after` reaction. */
export type WaitSource =
  /** The `Retry-After` response header, in seconds or as an HTTP-date. */
  | 'retry-after-header'
  /** `retryAfterSeconds` in the reply's JSON (`structuredContent`, a JSON text or body, JSON-RPC `data`). */
  | 'retry-after-seconds'
  /** A `resets_at` time, as a field or in the words ("Resets at 2026-…Z"). */
  | 'resets-at'
  /** The seconds named in the reply's words: "Try again in N seconds". */
  | 'say-seconds';

/**
 * What a correct client does about an entry, from a small vocabulary the client carries out:
 * `retry-after`, `backoff` and `wait-for-room` wait and repeat the call; `reinitialize`,
 * `reauthenticate`, `step-up-scope`, `await-human`, `call-first` and `ask-person` do one thing and
 * then repeat it once; `fix-request`, `fall-back`, `stop` and `carry-on` end the call; `replay-ok`
 * and `not-an-error` are answers, not failures.
 */
export type Reaction =
  | { kind: 'retry-after'; waitFrom: WaitSource }
  | { kind: 'call-first'; tool: string; carry?: readonly string[] | undefined }
  | { kind: 'carry-on'; clearsAfter?: string | undefined }
  | {
      kind:
        | 'backoff'
        | 'wait-for-room'
        | 'fix-request'
        | 'fall-back'
        | 'stop'
        | 'reinitialize'
        | 'reauthenticate'
        | 'step-up-scope'
        | 'await-human'
        | 'ask-person'
        | 'replay-ok'
        | 'not-an-error';
    };

/** One kind of reaction: `retry-after`, `stop`, ... */
export type ReactionKind = Reaction['kind'];

/** A part of quoted text the server fills in (`N` in "Try again in N seconds."), as a regular-expression fragment. */
export interface Placeholder {
  pattern: string;
  example?: string;
  meaning?: string;
}

/** A response body as the source quotes it. */
export type Body =
  | { type: 'text'; text: string }
  | { type: 'json'; json: unknown }
  | { type: 'jsonrpc-error'; code: number; message: string; data?: unknown }
  | { type: 'empty' };

/** Which surface of a server answered: the MCP endpoint, a REST route, or OAuth metadata. @default 'mcp' */
export type Surface = 'mcp' | 'rest' | 'metadata';

/** An HTTP refusal: status, the headers that identify it (values may hold placeholders), and the body. */
export interface HttpWire {
  kind: 'http';
  surface?: Surface;
  status: number;
  headers?: Readonly<Record<string, string>>;
  body: Body;
  /** This form's own reaction, where the surfaces differ. @default the entry's */
  reaction?: Reaction | undefined;
}

/** A JSON-RPC error, with the HTTP status it travels on. */
export interface RpcWire {
  kind: 'jsonrpc-error';
  surface?: Surface;
  httpStatus: number;
  code: number;
  message: string;
  data?: unknown;
  reaction?: Reaction | undefined;
}

/** A tool result: its `isError`, its text, and the `structuredContent` keys that identify it. */
export interface ToolWire {
  kind: 'tool-result';
  surface?: Surface;
  isError: boolean;
  text: string;
  /** `json` when the text is itself a JSON document. @default 'plain' */
  textFormat?: 'plain' | 'json';
  structuredContent?: Readonly<Record<string, unknown>> | undefined;
  reaction?: Reaction | undefined;
}

/** One form an error takes on the wire. */
export type Wire = HttpWire | RpcWire | ToolWire;

/**
 * One error a client can meet, in the catalog's format.
 *
 * @example
 * const busy: Entry = {
 *   id: 'acme.http.busy', server: 'acme', title: 'Busy',
 *   wire: [{ kind: 'http', status: 503, body: { type: 'text', text: 'Busy, retry in N seconds.' } }],
 *   placeholders: { N: { pattern: '\\d+' } },
 *   reaction: { kind: 'retry-after', waitFrom: 'say-seconds' },
 * };
 */
export interface Entry<Id extends string = string> {
  /** A permanent id, `server.level.slug`. */
  id: Id;
  /** The server the entry belongs to; `spec` for the MCP specification's own errors, which apply to every server. */
  server: string;
  /** A few words naming the error; the decision's reason starts with them. */
  title: string;
  wire: readonly Wire[];
  /** @default {} */
  placeholders?: Readonly<Record<string, Placeholder>>;
  reaction: Reaction;
  /** The MCP revisions the entry applies to (`2025-11-25`, `2026-07-28`). @default every revision */
  revisions?: readonly string[];
}

/** The reaction of one wire form: its own where it names one, else the entry's. */
export function reactionOf(entry: Pick<Entry, 'reaction'>, wire: Pick<Wire, 'reaction'>): Reaction {
  return wire.reaction ?? entry.reaction;
}

/** How the client names each reaction in a decision's reason. */
export const reactionLabels: Readonly<Record<ReactionKind, string>> = {
  'retry-after': 'Wait, then retry',
  backoff: 'Back off, then retry',
  'wait-for-room': 'Wait for replies',
  'fix-request': 'Fix the request',
  'fall-back': 'Fall back',
  stop: 'Stop',
  reinitialize: 'Re-initialize',
  reauthenticate: 'Get a new token',
  'step-up-scope': 'Ask for the scope',
  'await-human': 'Wait for a person',
  'call-first': 'Call first, then repeat',
  'ask-person': 'A person acts, then repeat',
  'carry-on': 'Carry on without it',
  'replay-ok': 'Replayed: success',
  'not-an-error': 'Not an error',
};
