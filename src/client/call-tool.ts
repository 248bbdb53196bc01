/**
 * `callToolResiliently`: `client.callTool` that reads tool-level replies as well as thrown
 * failures, classifies each against the catalog and carries the decision out — waits and repeats,
 * re-initializes a lost session once, hands a refused token to a sign-in hook, polls a held call
 * and repeats it exactly once when allowed, makes the call the server names first, lets a person
 * act, carries on without a call that did nothing, and stops on a refusal with the server's own words.
 */
import {
  DEFAULT_REQUEST_TIMEOUT_MSEC,
  type CallToolRequest,
  type CallToolRequestOptions,
  type CallToolResult,
  type Client,
} from '@modelcontextprotocol/client';
import type { ErrorEntry } from '../catalog/index.ts';
import { callFirstAgainError, makeFirstCall } from './call-first.ts';
import { classify } from './classify.ts';
import { isWaitingAction, type Decision, type DecisionAction } from './decision.ts';
import { errorForDecision, unsafeRetryError } from './decision-error.ts';
import { AbortedError, isAbortedError, isMcpClientError } from './errors.ts';
import { failureFromError, failureFromToolResult } from './failure.ts';
import { settleHeldCall, type HoldPoll, type PollHold } from './hold-poll.ts';
import { withIdempotencyKey, type IdempotencyKeyOption } from './idempotency-key.ts';
import { admitRetry, resolvePolicy, type RetryPolicyOverrides } from './policy.ts';
import { holdForDecision, passQuietGate, type QuietGate } from './quiet-gate.ts';
import { sharedRetryBudget, type RetryBudget } from './retry-budget.ts';
import { isTransportFault, transportFaultDecision } from './transport-fault.ts';
import { abortableSleep, sleep as realSleep, throwIfAborted, type Now, type Sleep } from './sleep.ts';

/** The part of the SDK's `Client` the wrapper uses. */
export type ToolCaller = Pick<Client, 'callTool'> & Partial<Pick<Client, 'getNegotiatedProtocolVersion'>>;

/** One decision, or one poll of a held call, for a trace. */
export interface CallToolEvent {
  tool: string;
  /** 1 for the first call. */
  attempt: number;
  decision: Decision;
  poll?: HoldPoll;
}

/** Options of `callToolResiliently`; every policy number is optional. */
export interface CallToolResilientlyOptions extends RetryPolicyOverrides {
  /** The server the client talks to (`clockford`, ...). */
  server?: string;
  /** @default the catalog's entries */
  entries?: readonly ErrorEntry[];
  /** @default the client's negotiated protocol version */
  revision?: string;
  /** Makes the call a write with a key, made once and reused on every retry. */
  idempotencyKey?: IdempotencyKeyOption;
  /** Whether the tool writes. A write is retried only with an idempotency key. @default true when `idempotencyKey` is set */
  write?: boolean;
  /** Looks up a held call's status (`showPassportPoller(client)` for Clockford). Without it a held call ends with `HeldCallError`. */
  pollHold?: PollHold;
  /** Opens a new session (close, then connect a new transport). Without it a lost session ends with `SessionExpiredError`. */
  reinitialize?: () => Promise<void>;
  /** Gets a new token after the server refused one. Without it a 401 ends with `ReauthenticationRequiredError`. */
  onUnauthorized?: (decision: Decision) => Promise<void>;
  /** Re-authorizes with the scope the server named (`decision.scope`). Without it a 403 ends with `ScopeRequiredError`. */
  onInsufficientScope?: (decision: Decision) => Promise<void>;
  /**
   * Lets a person act (top up at a dashboard, decide the calls that wait, open `decision.personTasks`)
   * and resolves once they have; the call is then repeated once. Without it an `ask-person` reply
   * ends with `PersonNeededError`.
   */
  onPersonNeeded?: (decision: Decision) => Promise<void>;
  /**
   * Makes the call a `call-first` reply names, the app's own way. Without it the client makes it
   * itself: `decision.callFirst.tool` with the refused call's carried arguments and `callFirstArguments`.
   */
  onCallFirst?: (call: CallToolRequest['params'], decision: Decision) => Promise<void>;
  /** Arguments the client adds to a first call it makes itself, by tool: `{ join_room: { invite: 'inv_…' } }`. */
  callFirstArguments?: Readonly<Record<string, Record<string, unknown>>>;
  /** The retry budget, or `false` for none. @default sharedRetryBudget */
  budget?: RetryBudget | false;
  /**
   * Holds every call through it while a wait the server named runs, and ends a call at once when
   * that wait is longer than `maxWaitMs`. Share one gate per client (and with its resilient fetch).
   * @default false: only the refused call waits
   */
  gate?: QuietGate | false;
  signal?: AbortSignal;
  /** Options for each `client.callTool`. The timeout defaults to the SDK's plus the waits a resilient fetch may sit out. */
  requestOptions?: Omit<CallToolRequestOptions, 'signal'>;
  onDecision?: (event: CallToolEvent) => void;
  /** @default a real, abortable setTimeout */
  sleep?: Sleep | undefined;
  /** @default Date.now */
  now?: Now | undefined;
  /** @default Math.random */
  random?: () => number;
}

/** The one-time repeats, and the option that makes each possible. */
const hooks = {
  reinitialize: 'reinitialize',
  reauthenticate: 'onUnauthorized',
  'step-up-scope': 'onInsufficientScope',
  'ask-person': 'onPersonNeeded',
} as const;
const isHookAction = (action: DecisionAction): action is keyof typeof hooks => action in hooks;

/**
 * Calls a tool and carries out what the catalog says about every failure. Returns the result on
 * success (a replayed write counts as success); otherwise throws a typed error carrying the
 * decision, the server's words and, for tool replies, the result.
 *
 * @example
 * const result = await callToolResiliently(client,
 *   { name: 'broadcast', arguments: { channel: 'quay', text: 'Lamps at six.' } },
 *   { server: 'clockford', idempotencyKey: { argument: 'request_id' }, pollHold: showPassportPoller(client) });
 */
export async function callToolResiliently(
  client: ToolCaller,
  params: CallToolRequest['params'],
  options: CallToolResilientlyOptions = {},
): Promise<CallToolResult> {
  const policy = resolvePolicy(options);
  const call = withIdempotencyKey(params, options.idempotencyKey);
  const write = options.write ?? options.idempotencyKey !== undefined;
  const budget = options.budget === undefined ? sharedRetryBudget : options.budget;
  const { signal } = options;
  const sleepFor = options.sleep ?? realSleep;
  const now = options.now ?? Date.now;
  const timeout =
    options.requestOptions?.timeout ?? DEFAULT_REQUEST_TIMEOUT_MSEC + (policy.maxAttempts - 1) * policy.maxWaitMs;
  const requestOptions: CallToolRequestOptions = { ...options.requestOptions, timeout, ...(signal ? { signal } : {}) };
  const repeated = new Set<DecisionAction>();
  let retryCost = 0;
  const gate = options.gate ?? false;
  for (let attempt = 1; ; attempt++) {
    throwIfAborted(signal);
    await passQuietGate(gate, { now, sleep: sleepFor, maxWaitMs: policy.maxWaitMs, ...(signal ? { signal } : {}) });
    let result: CallToolResult | undefined;
    let thrown: unknown;
    try {
      result = await client.callTool(call, requestOptions);
    } catch (error) {
      if (signal?.aborted) throw new AbortedError(signal.reason);
      if (isAbortedError(error)) throw error;
      thrown = error;
    }
    const revision = options.revision ?? client.getNegotiatedProtocolVersion?.();
    const classifyOptions = {
      entries: options.entries,
      server: options.server,
      revision,
      attempt: attempt - 1,
      baseMs: policy.baseMs,
      capMs: policy.capMs,
      now,
      random: options.random,
    };
    if (result && !result.isError) {
      if (budget) budget.recordSuccess(retryCost);
      const decision = classify(failureFromToolResult(result), classifyOptions);
      if (decision.action === 'replay-ok') options.onDecision?.({ tool: call.name, attempt, decision });
      return result;
    }
    const failure = result ? failureFromToolResult(result) : failureFromError(thrown);
    const decision: Decision =
      isMcpClientError(thrown) && thrown.decision
        ? thrown.decision
        : failure
          ? classify(failure, classifyOptions)
          : isTransportFault(thrown)
            ? transportFaultDecision(attempt - 1, {
                baseMs: policy.baseMs,
                capMs: policy.capMs,
                random: options.random,
              })
            : {
                action: 'unknown',
                reason: `${thrown instanceof Error ? thrown.message : String(thrown)} → not retried`,
              };
    options.onDecision?.({ tool: call.name, attempt, decision });
    const end = { result, cause: thrown, attempts: attempt };
    // An error from the resilient fetch has already spent its attempts there; never retry it again here.
    if (isMcpClientError(thrown) && isWaitingAction(decision.action)) throw thrown;
    if (decision.action === 'replay-ok' || decision.action === 'not-an-error') {
      if (result) return result;
      throw errorForDecision(decision, end);
    }
    if (isWaitingAction(decision.action)) {
      holdForDecision(gate, decision, now());
      if (write && !options.idempotencyKey) throw unsafeRetryError(decision, call.name, end);
      retryCost += admitRetry(decision, attempt, policy, budget, end);
      await abortableSleep(sleepFor, decision.waitMs ?? 0, signal);
      continue;
    }
    if (isHookAction(decision.action)) {
      const hook = options[hooks[decision.action]];
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
        onCallFirst: options.onCallFirst,
        callFirstArguments: options.callFirstArguments,
        requestOptions,
        end,
      });
      continue;
    }
    if (decision.action === 'await-human') {
      await settleHeldCall(decision, options.pollHold, {
        policy,
        sleep: sleepFor,
        now,
        repeated: repeated.has('await-human'),
        end,
        ...(signal ? { signal } : {}),
        onPoll: (poll) => options.onDecision?.({ tool: call.name, attempt, decision, poll }),
      });
      repeated.add('await-human');
      continue;
    }
    throw errorForDecision(decision, end);
  }
}
