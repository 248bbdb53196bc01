/**
 * `callTool`: the SDK's `client.callTool`, reading tool-level replies as well as thrown failures.
 * It decides each failure from the entries (or takes the fetch's decision on it) and carries it out:
 * waits and repeats, re-initializes a lost session once, hands a refused token to a sign-in hook,
 * polls a held call and repeats it exactly once when allowed, makes the call the server names
 * first, lets a person act, carries on without a call that did nothing, and stops on a refusal with
 * the server's own words.
 */
import {
  DEFAULT_REQUEST_TIMEOUT_MSEC,
  type CallToolRequest,
  type CallToolRequestOptions,
  type CallToolResult,
} from '@modelcontextprotocol/client';
import { callFirstAgainError, makeFirstCall } from './call-first.ts';
import { isWaitingAction, type Decision, type DecisionAction, type HoldPoll } from './decision.ts';
import { abortedError, errorForDecision, type EndOfCall } from './decision-error.ts';
import { isMcpClientError } from './errors.ts';
import { failureFromToolResult } from './failure.ts';
import { failureFromError } from './sdk-failure.ts';
import { settleHeldCall } from './hold-poll.ts';
import { withIdempotencyKey } from './idempotency-key.ts';
import { checkCallOptions } from './option-names.ts';
import type { CallOptions, ToolCaller } from './options.ts';
import type { AttemptOutcome } from './retry-strategy.ts';
import { signalOf, type ClientSetup } from './setup.ts';
import { throwIfAborted } from './sleep.ts';

/** The one-time repeats, and the hook that makes each possible. */
const hooks = {
  reinitialize: 'reinitialize',
  reauthenticate: 'onUnauthorized',
  'step-up-scope': 'onInsufficientScope',
  'ask-person': 'onPersonNeeded',
} as const;
const isHookAction = (action: DecisionAction): action is keyof typeof hooks => action in hooks;

/** What every attempt of one call shares. */
interface Attempts {
  setup: ClientSetup;
  client: ToolCaller;
  call: CallToolRequest['params'];
  requestOptions: CallToolRequestOptions;
  signal: AbortSignal | undefined;
  /** The one-time repeats made so far. */
  repeated: Set<DecisionAction>;
}

/** What one attempt's call came back with: a result, or what it threw. */
interface Sent {
  result: CallToolResult | undefined;
  thrown: unknown;
}

/** Reports a decision of this attempt (and a poll of its held call) to the `onDecision` hook. */
type Report = (decision: Decision, poll?: HoldPoll) => void;

/**
 * Calls a tool through `client` and carries out what the entries say about every failure. Returns
 * the result on success (a replayed write counts as success); otherwise throws an `McpClientError`
 * carrying the decision, the server's words and, for tool replies, the result.
 *
 * `client` should be connected through the same setup's fetch: HTTP refusals are handled there,
 * never twice.
 */
export async function callTool(
  setup: ClientSetup,
  client: ToolCaller,
  params: CallToolRequest['params'],
  options: CallOptions = {},
): Promise<CallToolResult> {
  checkCallOptions(options);
  const call = withIdempotencyKey(params, options.idempotencyKey);
  const write = options.write ?? options.idempotencyKey !== undefined;
  const signal = signalOf(options.signal, setup.signal);
  const requestOptions = requestOptionsFor(setup, options, signal);
  const attempts: Attempts = { setup, client, call, requestOptions, signal, repeated: new Set<DecisionAction>() };

  // One attempt; the strategy's loop repeats it (it also passes the quiet gate, which holds a client on another
  // transport, stdio, that has no fetch).
  return setup.strategy.run((attempt) => attemptOnce(attempts, attempt), {
    signal,
    unsafeWrite: write && !options.idempotencyKey ? call.name : undefined,
  });
}

/** The SDK's request options for the call, with the signal and a timeout that has room for the fetch's waits. */
function requestOptionsFor(
  setup: ClientSetup,
  options: CallOptions,
  signal: AbortSignal | undefined,
): CallToolRequestOptions {
  const { retry } = setup.strategy;
  // The SDK's timeout covers a call's every wait in the fetch: give it room for them.
  const timeout =
    options.requestOptions?.timeout ?? DEFAULT_REQUEST_TIMEOUT_MSEC + (retry.maxAttempts - 1) * retry.maxWaitMs;
  return { ...options.requestOptions, timeout, ...(signal ? { signal } : {}) };
}

/** One attempt: makes the call, decides on its failure, and carries that decision out. */
async function attemptOnce(attempts: Attempts, attempt: number): Promise<AttemptOutcome<CallToolResult>> {
  const { setup, client, call, signal } = attempts;
  throwIfAborted(signal);
  const since = setup.handedOn.mark();
  const sent = await sendCall(attempts);
  const { result, thrown } = sent;
  const revision = client.getNegotiatedProtocolVersion?.();
  const report: Report = (decision, poll) =>
    setup.hooks.onDecision?.({ decision, layer: 'tool', attempt, tool: call.name, ...(poll ? { poll } : {}) });
  if (result && !result.isError) {
    const decision = setup.strategy.decide(failureFromToolResult(result), revision, attempt);
    if (decision.action === 'replay-ok') report(decision);
    return { kind: 'done', value: result, succeeded: true };
  }
  const end: EndOfCall = { result, cause: thrown, attempts: attempt };
  // The fetch decided (and reported) what it ended the call with; it has spent that failure's attempts too.
  if (isMcpClientError(thrown) && thrown.decision && isWaitingAction(thrown.decision.action)) throw thrown;
  const decision = decideOnFailure(setup, sent, { since, revision, attempt }, report);
  return carryOut(attempts, decision, end, report);
}

/** Makes the call once; an abort ends it, and any other failure is kept for deciding on. */
async function sendCall({ client, call, requestOptions, signal }: Attempts): Promise<Sent> {
  try {
    return { result: await client.callTool(call, requestOptions), thrown: undefined };
  } catch (error) {
    if (signal?.aborted) throw abortedError(signal.reason);
    if (isMcpClientError(error, 'aborted')) throw error;
    return { result: undefined, thrown: error };
  }
}

/**
 * The decision on a failed attempt: the one the fetch threw, else the one it handed on for this failure, else the
 * strategy's own (reported here; a handed-on one the fetch reported already).
 */
function decideOnFailure(
  setup: ClientSetup,
  { result, thrown }: Sent,
  at: { since: number; revision: string | undefined; attempt: number },
  report: Report,
): Decision {
  if (isMcpClientError(thrown) && thrown.decision) return thrown.decision;
  const { strategy } = setup;
  const failure = result ? failureFromToolResult(result) : failureFromError(thrown);
  const handedOn = failure ? setup.handedOn.take(failure, at.since) : undefined;
  // Not a failure the entries describe: a failed fetch backs off, and anything else is rethrown as it is.
  const decision =
    handedOn ??
    (failure ? strategy.decide(failure, at.revision, at.attempt) : strategy.decideThrown(thrown, at.attempt));
  if (!handedOn) report(decision);
  return decision;
}

/** Carries out a failed attempt's decision: ends the call, waits and repeats it, or repeats it once after a hook. */
async function carryOut(
  attempts: Attempts,
  decision: Decision,
  end: EndOfCall,
  report: Report,
): Promise<AttemptOutcome<CallToolResult>> {
  const { setup, client, call, requestOptions, signal, repeated } = attempts;
  const { strategy } = setup;
  if (decision.action === 'replay-ok' || decision.action === 'not-an-error') {
    if (end.result) return { kind: 'done', value: end.result, succeeded: false };
    throw errorForDecision(decision, end);
  }
  if (isWaitingAction(decision.action)) return { kind: 'retry', decision, end };
  if (isHookAction(decision.action)) {
    const hook = setup.hooks[hooks[decision.action]];
    if (!hook || repeated.has(decision.action)) throw errorForDecision(decision, end);
    repeated.add(decision.action);
    await hook(decision);
    return { kind: 'repeat' };
  }
  if (decision.action === 'call-first') {
    // Made once: a repeat that meets the same answer ends the call.
    if (repeated.has('call-first')) throw callFirstAgainError(decision, end);
    repeated.add('call-first');
    await makeFirstCall(client, decision, call, {
      onCallFirst: setup.hooks.onCallFirst,
      callFirstArguments: setup.hooks.callFirstArguments,
      requestOptions,
      end,
    });
    return { kind: 'repeat' };
  }
  if (decision.action === 'await-human') {
    await settleHeldCall(decision, setup.hooks.pollHold, {
      retry: strategy.retry,
      clock: strategy.clock,
      repeated: repeated.has('await-human'),
      end,
      ...(signal ? { signal } : {}),
      onPoll: (poll) => report(decision, poll),
    });
    repeated.add('await-human');
    return { kind: 'repeat' };
  }
  throw errorForDecision(decision, end);
}
