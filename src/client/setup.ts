/**
 * The client's setup: its options resolved once, by `createResilientClient`, with the state both
 * layers share (one quiet gate, one retry budget, the decisions the fetch hands on). The fetch and
 * `callTool` read this one object and nothing else.
 */
import type { FetchLike } from '@modelcontextprotocol/client';
import { classify, type ClassifyOptions } from './classify.ts';
import type { Decision, DecisionAction, DecisionEvent, Failure } from './decision.ts';
import type { Entry } from './entry.ts';
import { createHandedOn, type HandedOn } from './handed-on.ts';
import { resolvePolicy, type RetryPolicy } from './policy.ts';
import { createQuietGate, type QuietGate } from './quiet-gate.ts';
import type { Hooks, ResilientClientOptions } from './resilient-client.ts';
import { createRetryBudget, type RetryBudget } from './retry-budget.ts';
import { sleep, type Now, type Sleep } from './sleep.ts';

/** Everything the two layers of one client need, resolved. */
export interface ClientSetup {
  server: string | undefined;
  entries: readonly Entry[];
  policy: RetryPolicy;
  signal: AbortSignal | undefined;
  report: (event: DecisionEvent) => void;
  hooks: Hooks;
  passThrough: readonly DecisionAction[];
  fetch: FetchLike;
  sleep: Sleep;
  now: Now;
  random: () => number;
  gate: QuietGate;
  budget: RetryBudget;
  handedOn: HandedOn;
}

/**
 * The decisions the fetch hands to the SDK as the response itself, so the SDK keeps its own
 * handling (its version negotiation falls back on a 4xx; it ignores a 405 on its GET stream), and
 * `callTool` carries out the ones that make another call or wait for a person.
 */
export const defaultPassThrough: readonly DecisionAction[] = [
  'fall-back',
  'fix-request',
  'not-an-error',
  'carry-on',
  'call-first',
  'ask-person',
  'unknown',
];

const hookNames = [
  'reinitialize',
  'onUnauthorized',
  'onInsufficientScope',
  'onPersonNeeded',
  'onCallFirst',
  'callFirstArguments',
  'pollHold',
] as const satisfies ReadonlyArray<keyof Hooks>;

/** Resolves the factory's options; throws at once, naming the option, on one that makes no sense. */
export function resolveSetup(options: ResilientClientOptions): ClientSetup {
  if (options.entries !== undefined && !Array.isArray(options.entries)) {
    throw new TypeError('Option "entries" must be an array of entries (the "entries" of /catalog.json), or left out.');
  }
  const hooks: Hooks = {};
  for (const name of hookNames) {
    const value = options[name];
    if (value === undefined) continue;
    const expected = name === 'callFirstArguments' ? 'object' : 'function';
    if (typeof value !== expected) throw new TypeError(`Option "${name}" must be a ${expected}.`);
    Object.assign(hooks, { [name]: value });
  }
  const onDecision = options.onDecision;
  return {
    server: options.server,
    entries: options.entries ?? [],
    policy: resolvePolicy(options.policy),
    signal: options.signal,
    report: onDecision ? (event) => onDecision(event) : () => undefined,
    hooks,
    passThrough: options.passThrough ?? defaultPassThrough,
    fetch: options.fetch ?? ((url, init) => globalThis.fetch(url, init)),
    sleep: options.sleep ?? sleep,
    now: options.now ?? Date.now,
    random: options.random ?? Math.random,
    gate: createQuietGate(),
    budget: createRetryBudget(),
    handedOn: createHandedOn(),
  };
}

/** Classifies a failure with the setup's entries, server and policy: retry number `attempt - 1`. */
export function decide(setup: ClientSetup, failure: Failure, revision: string | undefined, attempt: number): Decision {
  const options: ClassifyOptions = {
    entries: setup.entries,
    attempt: attempt - 1,
    baseMs: setup.policy.baseMs,
    capMs: setup.policy.capMs,
    now: setup.now,
    random: setup.random,
    ...(setup.server === undefined ? {} : { server: setup.server }),
    ...(revision === undefined ? {} : { revision }),
  };
  return classify(failure, options);
}
