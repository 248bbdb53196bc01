/**
 * The lab page's state: the shared parameters and the two strategies side by side, kept in the URL
 * (`?server=connect&clients=1000&workload=outage:60&capacity=600&seed=1&a=naive&b=jitter-budget`), so a link
 * reproduces the same two runs. Bad values fall back to the defaults, each with a message.
 */
import { defaultStormParams, formatWorkload, parseStormParams, type StormParams } from './params.ts';
import type { StrategyName } from './labels.ts';

export interface LabState {
  shared: Omit<StormParams, 'strategy'>;
  a: StrategyName;
  b: StrategyName;
}

const { server, clients, workload, capacity, seconds, seed } = defaultStormParams;
const defaultShared = { server, clients, workload, capacity, seconds, seed };

export const defaultLabState: LabState = {
  shared: defaultShared,
  a: 'naive',
  b: 'jitter-budget',
};

const sharedKeys = ['server', 'clients', 'workload', 'capacity', 'seconds', 'seed'] as const;

/** The two runs' parameters. */
export function runParams(state: LabState): [StormParams, StormParams] {
  return [
    { ...state.shared, strategy: state.a },
    { ...state.shared, strategy: state.b },
  ];
}

/** Reads the state from a query string; `problems` says what was ignored and why. */
export function parseLabState(search: string): { state: LabState; problems: string[] } {
  const query = new URLSearchParams(search);
  const problems: string[] = [];
  let params: StormParams = { ...defaultLabState.shared, strategy: defaultLabState.a };
  for (const key of sharedKeys) {
    const value = query.get(key);
    if (value === null) continue;
    try {
      params = parseStormParams({ [key]: value }, params);
    } catch (error) {
      problems.push(`${(error as Error).message} Using ${String(formatValue(key, params))}.`);
    }
  }
  const strategyOf = (key: 'a' | 'b'): StrategyName => {
    const value = query.get(key);
    if (value === null) return defaultLabState[key];
    try {
      return parseStormParams({ strategy: value }).strategy;
    } catch (error) {
      problems.push(`${(error as Error).message} Using ${defaultLabState[key]}.`);
      return defaultLabState[key];
    }
  };
  const { server, clients, workload, capacity, seconds, seed } = params;
  return {
    state: { shared: { server, clients, workload, capacity, seconds, seed }, a: strategyOf('a'), b: strategyOf('b') },
    problems,
  };
}

function formatValue(key: (typeof sharedKeys)[number], shared: LabState['shared']): string | number {
  return key === 'workload' ? formatWorkload(shared.workload) : shared[key];
}

/** The query string of a state, without the values that are the defaults. */
export function formatLabState(state: LabState): string {
  const query = new URLSearchParams();
  for (const key of sharedKeys) {
    const value = formatValue(key, state.shared);
    if (value !== formatValue(key, defaultLabState.shared)) query.set(key, String(value));
  }
  if (state.a !== defaultLabState.a) query.set('a', state.a);
  if (state.b !== defaultLabState.b) query.set('b', state.b);
  const text = query.toString();
  return text === '' ? '' : `?${text}`;
}
