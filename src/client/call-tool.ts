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
import { abortedError, errorForDecision, unsafeRetryError } from './decision-error.ts';
import { isMcpClientError } from './errors.ts';
import { failureFromError, failureFromToolResult } from './failure.ts';
import { settleHeldCall } from './hold-poll.ts';
import { withIdempotencyKey } from './idempotency-key.ts';
import { admitRetry } from './policy.ts';
import { holdForDecision, passQuietGate } from './quiet-gate.ts';
import type { CallOptions, ToolCaller } from './resilient-client.ts';
import { decide, type ClientSetup } from './setup.ts';
import { abortableSleep, throwIfAborted } from './sleep.ts';
import { isTransportFault, transportFaultDecision } from './transport-fault.ts';

/** The one-time repeats, and the hook that makes each possible. */
const hooks = {
  reinitialize: 'reinitialize',
  reauthenticate: 'onUnauthorized',
  'step-up-scope': 'onInsufficientScope',
  'ask-person': 'onPersonNeeded',
} as const;
const isHookAction = (action: DecisionAction): action is keyof typeof hooks => action in hooks;

function signalOf(setup: ClientSetup, options: CallOptions): AbortSignal | undefined {
  const { signal } = options;
  return signal && setup.signal ? AbortSignal.any([signal, setup.signal]) : (signal ?? setup.signal);
}

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
  const { policy, budget, gate, now } = setup;
  const call = withIdempotencyKey(params, options.idempotencyKey);
  const write = options.write ?? options.idempotencyKey !== undefined;
  const signal = signalOf(setup, options);
  // The SDK's timeout covers a call's every wait in the fetch: give it room for them.
  const timeout =
    options.requestOptions?.timeout ?? DEFAULT_REQUEST_TIMEOUT_MSEC + (policy.maxAttempts - 1) * policy.maxWaitMs;
  const requestOptions: CallToolRequestOptions = { ...options.requestOptions, timeout, ...(signal ? { signal } : {}) };
  const repeated = new Set<DecisionAction>();
  let retryCost = 0;
  const passing = { now, sleep: setup.sleep, maxWaitMs: policy.maxWaitMs, ...(signal ? { signal } : {}) };
  for (let attempt = 1; ; attempt++) {
    throwIfAborted(signal);
    // The fetch passes the gate too; this holds a client on another transport (stdio), which has no fetch.
    await passQuietGate(gate, passing);
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
      budget.recordSuccess(retryCost);
      const decision = decide(setup, failureFromToolResult(result), revision, attempt);
      if (decision.action === 'replay-ok') report(decision);
      return result;
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
      decision =
        handedOn ??
        (failure
          ? decide(setup, failure, revision, attempt)
          : isTransportFault(thrown)
            ? transportFaultDecision(attempt - 1, { ...policy, random: setup.random })
            : {
                action: 'unknown',
                reason: `${thrown instanceof Error ? thrown.message : String(thrown)} → not retried`,
              });
      if (!handedOn) report(decision);
    }
    if (decision.action === 'replay-ok' || decision.action === 'not-an-error') {
      if (result) return result;
      throw errorForDecision(decision, end);
    }
    if (isWaitingAction(decision.action)) {
      // A wait the server named holds every request of this client, through the fetch.
      holdForDecision(gate, decision, now());
      if (write && !options.idempotencyKey) throw unsafeRetryError(decision, call.name, end);
      retryCost += admitRetry(decision, attempt, policy, budget, end);
      await abortableSleep(setup.sleep, decision.waitMs ?? 0, signal);
      continue;
    }
    if (isHookAction(decision.action)) {
      const hook = setup.hooks[hooks[decision.action]];
      if (!hook || repeated.has(decision.action)) throw errorForDecision(decision, end);
      repeated.add(decision.action);
      await hook(decision);
      continue;
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
      continue;
    }
    if (decision.action === 'await-human') {
      await settleHeldCall(decision, setup.hooks.pollHold, {
        policy,
        sleep: setup.sleep,
        now,
        repeated: repeated.has('await-human'),
        end,
        ...(signal ? { signal } : {}),
        onPoll: (poll) => report(decision, poll),
      });
      repeated.add('await-human');
      continue;
    }
    throw errorForDecision(decision, end);
  }
}
