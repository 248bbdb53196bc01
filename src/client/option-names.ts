/**
 * The names the client's options may have, and where each old name went. An option the client does not know throws at
 * once: an old one names its new place (`Unknown option "policy": it is "retry".`), any other lists the options.
 */
import type { CallOptions, Clock, Hooks, ResilientClientOptions, RetryOptions } from './options.ts';
import { defaultRetryPolicy, type RetryPolicy } from './policy.ts';

/** The options of `createResilientClient`, in the order the page lists them. */
export const clientOptionNames = [
  'server',
  'entries',
  'retry',
  'hooks',
  'clock',
  'signal',
  'passThrough',
  'fetch',
] as const satisfies ReadonlyArray<keyof ResilientClientOptions>;

/** The members of `hooks`. */
export const hookNames = [
  'onDecision',
  'reinitialize',
  'onUnauthorized',
  'onInsufficientScope',
  'onPersonNeeded',
  'onCallFirst',
  'callFirstArguments',
  'pollHold',
] as const satisfies ReadonlyArray<keyof Hooks>;

/** The members of `clock`. */
export const clockNames = ['sleep', 'now', 'random'] as const satisfies ReadonlyArray<keyof Clock>;

/** The members of `retry`: the policy's numbers and the budget. */
export const retryNames = [
  ...(Object.keys(defaultRetryPolicy) as Array<keyof RetryPolicy>),
  'budget',
] as const satisfies ReadonlyArray<keyof RetryOptions>;

/** The options of one `callTool`. */
export const callOptionNames = ['idempotencyKey', 'write', 'signal', 'requestOptions'] as const satisfies ReadonlyArray<
  keyof CallOptions
>;

/** Where each name of the client's earlier options (and of a group, given at the top) is now. */
const movedNames: Readonly<Record<string, string>> = {
  policy: 'retry',
  ...Object.fromEntries(hookNames.map((name) => [name, `hooks.${name}`])),
  ...Object.fromEntries(clockNames.map((name) => [name, `clock.${name}`])),
  ...Object.fromEntries(retryNames.map((name) => [name, `retry.${name}`])),
};

const listed = (names: readonly string[]): string => names.map((name) => `"${name}"`).join(', ');

/**
 * Throws at once on a name of `options` that `known` does not hold: an old name (or a group's member given in the
 * wrong place) says where it is now, any other lists what `where` takes.
 */
function checkNames(options: object, known: readonly string[], where: { prefix: string; takes: string }): void {
  for (const name of Object.keys(options)) {
    if (known.includes(name)) continue;
    const moved = movedNames[name];
    const path = `${where.prefix}${name}`;
    if (moved !== undefined && moved !== path) throw new TypeError(`Unknown option "${path}": it is "${moved}".`);
    throw new TypeError(`Unknown option "${path}": ${where.takes} takes ${listed(known)}.`);
  }
}

const groupNames = { retry: retryNames, hooks: hookNames, clock: clockNames } as const;

/** A group's value, which must be an object when given. */
function groupOf(options: ResilientClientOptions, name: 'retry' | 'hooks' | 'clock'): object | undefined {
  const value: unknown = options[name];
  if (value === undefined) return undefined;
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new TypeError(`Option "${name}" must be an object ({ ${[...groupNames[name]].join(', ')} }), or left out.`);
  }
  return value;
}

/**
 * Checks the names of `createResilientClient`'s options and of its groups `retry` and `hooks` (a clock may carry
 * members of its own). Throws a `TypeError` naming the option.
 *
 * @example
 * checkClientOptions({ policy: { maxAttempts: 4 } }) // TypeError: Unknown option "policy": it is "retry".
 */
export function checkClientOptions(options: ResilientClientOptions): void {
  if (typeof options !== 'object' || options === null) {
    throw new TypeError('createResilientClient takes one options object ({ server, entries, … }), or nothing.');
  }
  checkNames(options, clientOptionNames, { prefix: '', takes: 'createResilientClient' });
  for (const group of ['retry', 'hooks'] as const) {
    const value = groupOf(options, group);
    if (value) checkNames(value, groupNames[group], { prefix: `${group}.`, takes: `"${group}"` });
  }
  groupOf(options, 'clock');
}

/**
 * Checks the names of one call's options: what belongs to the client says so.
 *
 * @example
 * checkCallOptions({ retry: { maxAttempts: 1 } })
 * // TypeError: Unknown option "retry" of callTool: it is an option of createResilientClient, for every call.
 */
export function checkCallOptions(options: CallOptions): void {
  if (typeof options !== 'object' || options === null) {
    throw new TypeError(
      'callTool takes one options object ({ idempotencyKey, write, signal, requestOptions }), or nothing.',
    );
  }
  for (const name of Object.keys(options)) {
    if ((callOptionNames as readonly string[]).includes(name)) continue;
    const moved = (clientOptionNames as readonly string[]).includes(name) ? name : movedNames[name];
    if (moved !== undefined) {
      throw new TypeError(
        `Unknown option "${name}" of callTool: it is "${moved}", an option of createResilientClient, for every call.`,
      );
    }
    throw new TypeError(`Unknown option "${name}" of callTool: callTool takes ${listed(callOptionNames)}.`);
  }
}
