/**
 * The client's setup: its options resolved once, by `createResilientClient`, into one retry strategy (its `retry` and
 * `clock`, one quiet gate, one retry budget, one loop) and what the two layers share besides (the `hooks`, the
 * decisions the fetch hands on). The fetch and `callTool` read this one object and nothing else; each group keeps
 * its name.
 */
import type { FetchLike } from '@modelcontextprotocol/client';
import type { DecisionAction } from './decision.ts';
import { createHandedOn, type HandedOn } from './handed-on.ts';
import { checkClientOptions, hookNames } from './option-names.ts';
import type { Hooks, ResilientClientOptions } from './options.ts';
import { createRetryStrategy, type RetryStrategy } from './retry-strategy.ts';

/** Everything the two layers of one client need, resolved. */
export interface ClientSetup {
  strategy: RetryStrategy;
  signal: AbortSignal | undefined;
  hooks: Readonly<Hooks>;
  passThrough: readonly DecisionAction[];
  fetch: FetchLike;
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

/** The hooks, each checked: a function, or (for `callFirstArguments`) an object. */
function resolveHooks(hooks: Hooks = {}): Readonly<Hooks> {
  for (const name of hookNames) {
    const value = hooks[name];
    if (value === undefined) continue;
    const expected = name === 'callFirstArguments' ? 'object' : 'function';
    if (typeof value !== expected) throw new TypeError(`Option "hooks.${name}" must be a ${expected}.`);
  }
  return Object.freeze({ ...hooks });
}

/** Resolves the factory's options; throws at once, naming the option, on one that makes no sense. */
export function resolveSetup(options: ResilientClientOptions): ClientSetup {
  checkClientOptions(options);
  if (options.entries !== undefined && !Array.isArray(options.entries)) {
    throw new TypeError('Option "entries" must be an array of entries (the "entries" of /catalog.json), or left out.');
  }
  return {
    strategy: createRetryStrategy(options),
    signal: options.signal,
    hooks: resolveHooks(options.hooks),
    passThrough: options.passThrough ?? defaultPassThrough,
    fetch: options.fetch ?? ((url, init) => globalThis.fetch(url, init)),
    handedOn: createHandedOn(),
  };
}

/** The caller's signal and the client's, as one. */
export function signalOf(
  own: AbortSignal | null | undefined,
  shared: AbortSignal | undefined,
): AbortSignal | undefined {
  return own && shared ? AbortSignal.any([own, shared]) : (own ?? shared);
}
