/**
 * The reference MCP client: a resilient layer over the official `@modelcontextprotocol/client`. It
 * gives the SDK's transport a `fetch` and wraps `callTool`, decides every failure from the errors
 * you give it (in the catalog's format, from `/catalog.json`) and carries the decision out.
 *
 * @example
 * const atlas = createResilientClient({ server: 'clockford', entries });
 * const client = new Client({ name: 'my-agent', version: '1.0.0' }, { versionNegotiation: { mode: 'auto' } });
 * await client.connect(new StreamableHTTPClientTransport(new URL('http://127.0.0.1:3929/clockford/mcp'), { fetch: atlas.fetch }));
 * const result = await atlas.callTool(client, { name: 'show_passport', arguments: {} });
 */
export { createResilientClient } from './resilient-client.ts';
export type {
  CallOptions,
  ClassifyOptions,
  Clock,
  Hooks,
  PollHold,
  ResilientClient,
  ResilientClientOptions,
  RetryOptions,
  ToolCaller,
} from './options.ts';
export { classify } from './classify.ts';
export { matchEntries, type EntryMatch } from './classify.ts';
export type {
  Decision,
  DecisionAction,
  DecisionEvent,
  Failure,
  FirstCall,
  HeldCall,
  HoldPoll,
  HttpFailure,
  PersonTask,
  RpcFailure,
  ToolFailure,
} from './decision.ts';
export type {
  Body,
  Entry,
  HttpWire,
  Placeholder,
  Reaction,
  ReactionKind,
  RpcWire,
  Surface,
  ToolWire,
  WaitSource,
  Wire,
} from './entry.ts';
export { McpClientError, isMcpClientError } from './errors.ts';
export type { McpClientErrorCode, McpClientErrorOptions } from './errors.ts';
export { showPassportPoller } from './hold-poll.ts';
export type { IdempotencyKeyOption } from './idempotency-key.ts';
export { callToolNaively, createNaiveFetch } from './naive.ts';
export type { NaiveOptions } from './naive.ts';
export { defaultRetryPolicy } from './policy.ts';
export type { RetryPolicy } from './policy.ts';
export { defaultRetryBudget } from './retry-budget.ts';
export type { RetryBudgetOptions } from './retry-budget.ts';
export { parseRetryAfter } from './retry-after.ts';
export type { Now, Sleep } from './sleep.ts';
