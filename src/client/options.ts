/**
 * The reference client's public option types, in one module: what `createResilientClient` takes (eight options,
 * three of them groups: `retry`, `hooks`, `clock`), what each call takes, and what `classify` takes. The factory
 * resolves them once into a `RetryStrategy` (`retry-strategy.ts`); every group keeps its name all the way down.
 */
import type {
  CallToolRequest,
  CallToolRequestOptions,
  CallToolResult,
  Client,
  FetchLike,
} from '@modelcontextprotocol/client';
import type { Decision, DecisionAction, DecisionEvent, HeldCall, HoldPoll } from './decision.ts';
import type { Entry } from './entry.ts';
import type { IdempotencyKeyOption } from './idempotency-key.ts';
import type { RetryPolicy, RetryPolicyOverrides } from './policy.ts';
import type { RetryBudgetOptions } from './retry-budget.ts';
import type { Now, Sleep } from './sleep.ts';

/** The part of the SDK's `Client` that `callTool` uses. */
export type ToolCaller = Pick<Client, 'callTool'> & Partial<Pick<Client, 'getNegotiatedProtocolVersion'>>;

/** Looks up a held call once: `showPassportPoller(client)` for Clockford. */
export type PollHold = (hold: HeldCall, context: { signal?: AbortSignal }) => Promise<HoldPoll>;

/**
 * How often, how long and how patiently the client retries: the policy's numbers (`RetryPolicy`) and the retry
 * budget's (`RetryBudgetOptions`). A number left out keeps its default.
 */
export interface RetryOptions extends RetryPolicyOverrides {
  /** The retry budget one client shares across its calls. @default defaultRetryBudget */
  budget?: RetryBudgetOptions | undefined;
}

/**
 * Time, in one object, so a test or a compressed clock replaces all of it at once. A member left out keeps its
 * default; members of your own (a fake clock's `advance`) are ignored.
 */
export interface Clock {
  /** Waits; inject one to test on fake time. @default a real, abortable setTimeout */
  sleep: Sleep;
  /** The current time in milliseconds, for waits until a date. @default Date.now */
  now: Now;
  /** A random number in [0, 1), for jitter. @default Math.random */
  random: () => number;
}

/**
 * What the client tells your app, and the reactions that need your app: each of those repeats the call once after
 * the hook resolves. Without the hook, the call ends with an `McpClientError` carrying the decision.
 */
export interface Hooks<Id extends string = string> {
  /** Called once with every decision, whichever layer met the failure; for logs and traces. */
  onDecision?: ((event: DecisionEvent<Id>) => void) | undefined;
  /** Opens a new session (close, then connect a new transport with the same `fetch`), after a legacy session's 404. */
  reinitialize?: (() => Promise<void>) | undefined;
  /** Gets a new token after the server refused one; the refused token is never sent again. */
  onUnauthorized?: ((decision: Decision) => Promise<void>) | undefined;
  /** Re-authorizes with the scope the server named (`decision.scope`). */
  onInsufficientScope?: ((decision: Decision) => Promise<void>) | undefined;
  /** Lets a person act (top up, decide, open `decision.personTasks`) and resolves once they have. */
  onPersonNeeded?: ((decision: Decision) => Promise<void>) | undefined;
  /**
   * Makes the call a `call-first` reply names, your app's way. Without it the client makes it
   * itself: `decision.callFirst.tool`, with the refused call's carried arguments and `callFirstArguments`.
   */
  onCallFirst?: ((call: CallToolRequest['params'], decision: Decision) => Promise<void>) | undefined;
  /** Arguments the client adds to a first call it makes itself, by tool: `{ join_room: { invite: 'inv_…' } }`. */
  callFirstArguments?: Readonly<Record<string, Record<string, unknown>>> | undefined;
  /** Looks up a held call's status, every `retry.pollIntervalMs`, until a person decides. */
  pollHold?: PollHold | undefined;
}

/** Options of `createResilientClient`. Only `server` and `entries` are needed to start. */
export interface ResilientClientOptions<Id extends string = string> {
  /** The server the client talks to, as the entries name it (`clockford`). Unset: every entry is considered. */
  server?: string | undefined;
  /**
   * The errors the client knows, in the catalog's format: one server's, several servers', or none.
   * A failure no entry describes gets the fallback: Retry-After wins, a 429 or 503 backs off with
   * full jitter, a lost connection backs off, and nothing else is repeated.
   * @default [] (the fallback alone)
   */
  entries?: readonly Entry<Id>[] | undefined;
  /** How often, how long and how patiently the client retries (`RetryOptions`). @default defaultRetryPolicy and defaultRetryBudget */
  retry?: RetryOptions | undefined;
  /** What the client tells your app, and what it asks of it (`Hooks`). @default none: the reactions that need one end the call */
  hooks?: Hooks<Id> | undefined;
  /** Time: `{ sleep, now, random }` (`Clock`); inject one to test on fake time. @default real time */
  clock?: Partial<Clock> | undefined;
  /** Stops every wait and call of this client at once. */
  signal?: AbortSignal | undefined;
  /**
   * Decisions the fetch hands to the SDK as the response itself. Add `reauthenticate` and
   * `step-up-scope` when the transport has an SDK `authProvider` that signs in again itself.
   * @default ['fall-back', 'fix-request', 'not-an-error', 'carry-on', 'call-first', 'ask-person', 'unknown']
   */
  passThrough?: readonly DecisionAction[] | undefined;
  /** The fetch underneath. @default globalThis.fetch */
  fetch?: FetchLike | undefined;
}

/** Options of one call: only what belongs to the call; the rest is the client's. */
export interface CallOptions {
  /** Makes the call a write with a key, made once and sent unchanged on every retry. */
  idempotencyKey?: IdempotencyKeyOption | undefined;
  /** Whether the tool writes; a write is retried only with an idempotency key. @default true when `idempotencyKey` is set */
  write?: boolean | undefined;
  /** Stops this call (the client's own `signal` stops it too). */
  signal?: AbortSignal | undefined;
  /** Options for each `client.callTool`; the timeout defaults to the SDK's plus the waits the client may sit out. */
  requestOptions?: Omit<CallToolRequestOptions, 'signal'> | undefined;
}

/** What `classify` needs to know besides the failure; `retry` and `clock` are the client's groups, in part. */
export interface ClassifyOptions {
  /** The entries to match against, in the catalog's format. @default [] (the fallback alone) */
  entries?: readonly Entry[] | undefined;
  /** The server the client talks to; its entries and the specification's (`spec`) are considered. Unset: all. */
  server?: string | undefined;
  /** The negotiated protocol version; entries for other revisions are left out. Unset: all revisions. */
  revision?: string | undefined;
  /** Retries made so far, for full jitter (0 before the first retry). @default 0 */
  attempt?: number | undefined;
  /** The backoff's numbers, and the longest wait (`retryAfterMs`'s jitter never goes past it, SEP-3304 RL-8). @default defaultRetryPolicy, with no longest wait */
  retry?: Partial<Pick<RetryPolicy, 'baseMs' | 'capMs' | 'maxWaitMs'>> | undefined;
  /** The time, for waits until a date, and the jitter. @default Date.now and Math.random */
  clock?: Partial<Pick<Clock, 'now' | 'random'>> | undefined;
}

/** One resilient client: a `fetch` for the SDK's transport and a `callTool`, sharing one gate and one budget. */
export interface ResilientClient {
  /** Give it to the SDK's transport: `new StreamableHTTPClientTransport(url, { fetch: atlas.fetch })`. */
  fetch: FetchLike;
  /**
   * Calls a tool through `client` (connected with this `fetch`) and carries out what the entries
   * say about every failure. Resolves to the result (a replayed write counts as success); rejects
   * with an `McpClientError` carrying the decision.
   */
  callTool(client: ToolCaller, params: CallToolRequest['params'], options?: CallOptions): Promise<CallToolResult>;
}
