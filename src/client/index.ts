/**
 * The reference MCP client: code to copy into your own client. It sits on the official
 * `@modelcontextprotocol/client` — a `fetch` for its transport and a wrapper around `callTool` —
 * and turns every failure into a decision drawn from the catalog's reaction, then carries it out.
 *
 * @example
 * const gate = createQuietGate(); // one per client: a wait the server names holds every call
 * const fetch = createResilientFetch({ server: 'clockford', gate });
 * const client = new Client({ name: 'my-agent', version: '1.0.0' }, { versionNegotiation: { mode: 'auto' } });
 * await client.connect(new StreamableHTTPClientTransport(new URL('http://127.0.0.1:3929/clockford/mcp'), { fetch }));
 * const result = await callToolResiliently(client, { name: 'show_passport', arguments: {} }, { server: 'clockford', gate });
 */
export { backoffCeilingMs, fullJitterMs } from './backoff.ts';
export type { BackoffOptions } from './backoff.ts';
export { callFirstAgainError, firstCallFor, makeFirstCall } from './call-first.ts';
export type { FirstCallOptions } from './call-first.ts';
export { callToolResiliently } from './call-tool.ts';
export type { CallToolEvent, CallToolResilientlyOptions, ToolCaller } from './call-tool.ts';
export { classify, matchEntries, revisionFor } from './classify.ts';
export type { ClassifyOptions, EntryMatch } from './classify.ts';
export { formatSeconds, isWaitingAction, waitingActions } from './decision.ts';
export type {
  Decision,
  DecisionAction,
  Failure,
  FirstCall,
  HeldCall,
  HttpFailure,
  PersonTask,
  RpcFailure,
  ToolFailure,
} from './decision.ts';
export { errorForDecision } from './decision-error.ts';
export type { EndOfCall } from './decision-error.ts';
export {
  AbortedError,
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
  isAbortedError,
  isCallFirstError,
  isCarryOnError,
  isFallBackRequiredError,
  isFixRequestError,
  isHeldCallError,
  isMcpClientError,
  isPersonNeededError,
  isReauthenticationRequiredError,
  isRetryBudgetError,
  isRetryLimitError,
  isScopeRequiredError,
  isSessionExpiredError,
  isStoppedError,
  isUnrecognizedFailureError,
  isUnsafeRetryError,
  isWaitTooLongError,
} from './errors.ts';
export type { CallFirstStatus, HeldCallStatus, McpClientErrorOptions } from './errors.ts';
export { failureFromError, failureFromResponse, failureFromToolResult, serverWordsOf } from './failure.ts';
export { awaitHoldDecision, settleHeldCall, showPassportPoller } from './hold-poll.ts';
export type { AwaitHoldOptions, HoldPoll, HoldStatus, PollHold, SettleHeldCallOptions } from './hold-poll.ts';
export { withIdempotencyKey } from './idempotency-key.ts';
export type { IdempotencyKeyOption } from './idempotency-key.ts';
export { callToolNaively, createNaiveFetch } from './naive.ts';
export type { NaiveOptions } from './naive.ts';
export { admitRetry, defaultRetryPolicy, resolvePolicy } from './policy.ts';
export type { RetryPolicy } from './policy.ts';
export { createQuietGate, holdForDecision, passQuietGate } from './quiet-gate.ts';
export type { PassGateOptions, QuietGate } from './quiet-gate.ts';
export { createResilientFetch } from './resilient-fetch.ts';
export type { FetchDecisionEvent, ResilientFetchOptions } from './resilient-fetch.ts';
export { parseRetryAfter } from './retry-after.ts';
export { createRetryBudget, sharedRetryBudget } from './retry-budget.ts';
export type { RetryBudget, RetryBudgetOptions, RetryKind } from './retry-budget.ts';
export { sleep, throwIfAborted } from './sleep.ts';
export type { Now, Sleep } from './sleep.ts';
export { isTransportFault, transportFaultDecision } from './transport-fault.ts';
export { findWait, waitSources } from './waits.ts';
export type { WaitHint } from './waits.ts';
export { matchWire } from './wire-match.ts';
