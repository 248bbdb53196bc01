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
import { abortedError, errorForDecision } from './decision-error.ts';
import { isMcpClientError } from './errors.ts';
import { failureFromError, failureFromToolResult } from './failure.ts';
import { settleHeldCall } from './hold-poll.ts';
import { withIdempotencyKey } from './idempotency-key.ts';
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
  const { strategy } = setup;
  const { policy } = strategy;
  const call = withIdempotencyKey(params, options.idempotencyKey);
  const write = options.write ?? options.idempotencyKey !== undefined;
  const signal = signalOf(options.signal, setup.signal);
  // The SDK's timeout covers a call's every wait in the fetch: give it room for them.
  const timeout =
    options.requestOptions?.timeout ?? DEFAULT_REQUEST_TIMEOUT_MSEC + (policy.maxAttempts - 1) * policy.maxWaitMs;
  const requestOptions: CallToolRequestOptions = { ...options.requestOptions, timeout, ...(signal ? { signal } : {}) };
  const repeated = new Set<DecisionAction>();

  // One attempt; the strategy's loop repeats it (it also passes the quiet gate, which holds a client on another
  // transport, stdio, that has no fetch).
  const attemptOnce = async (attempt: number): Promise<AttemptOutcome<CallToolResult>> => {
    throwIfAborted(signal);
    const since = setup.handedOn.mark();
    let result: CallToolResult | undefined;
    let thrown: unknown;
    try {
      result = await client.callTool(call, requestOptions);
    } catch (error) {
      if (signal?.aborted) throw abortedError(signal.reason);
      if (isMcpClientError(error, 'aborted')) throw error;
      thrown = error;
    }
    const revision = client.getNegotiatedProtocolVersion?.();
    const report = (decision: Decision, poll?: HoldPoll): void =>
      setup.report({ decision, layer: 'tool', attempt, tool: call.name, ...(poll ? { poll } : {}) });
    if (result && !result.isError) {
      const decision = strategy.decide(failureFromToolResult(result), revision, attempt);
      if (decision.action === 'replay-ok') report(decision);
      return { kind: 'done', value: result, succeeded: true };
    }
    const end = { result, cause: thrown, attempts: attempt };
    // The fetch decided (and reported) what it ended the call with; it has spent that failure's attempts too.
    if (isMcpClientError(thrown) && thrown.decision && isWaitingAction(thrown.decision.action)) throw thrown;
    let decision: Decision;
    if (isMcpClientError(thrown) && thrown.decision) {
      decision = thrown.decision;
    } else {
      const failure = result ? failureFromToolResult(result) : failureFromError(thrown);
      const handedOn = failure ? setup.handedOn.take(failure, since) : undefined;
      // Not a failure the entries describe: a failed fetch backs off, and anything else is rethrown as it is.
      decision =
        handedOn ?? (failure ? strategy.decide(failure, revision, attempt) : strategy.decideThrown(thrown, attempt));
      if (!handedOn) report(decision);
    }
    if (decision.action === 'replay-ok' || decision.action === 'not-an-error') {
      if (result) return { kind: 'done', value: result, succeeded: false };
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
        policy,
        sleep: strategy.sleep,
        now: strategy.now,
        repeated: repeated.has('await-human'),
        end,
        ...(signal ? { signal } : {}),
        onPoll: (poll) => report(decision, poll),
      });
      repeated.add('await-human');
      return { kind: 'repeat' };
    }
    throw errorForDecision(decision, end);
  };

  return strategy.run(attemptOnce, {
    signal,
    unsafeWrite: write && !options.idempotencyKey ? call.name : undefined,
  });
}
