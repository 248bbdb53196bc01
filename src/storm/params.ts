/**
 * What a storm run is: the server, how many clients, what they do, how they retry, and the seed. The CLI, the URL
 * and the tests all read parameters through `parseStormParams`, so a bad value gets the same message everywhere.
 */
import { loadedServer, stormServers, strategyNames, type StormServer, type StrategyName } from './labels.ts';

/** What the clients do: call at a steady pace, all at once besides, or through an outage of the server. */
export type Workload = { kind: 'steady' } | { kind: 'burst' } | { kind: 'outage'; seconds: number };

export interface StormParams {
  server: StormServer;
  /** Clients, 1 to 10,000. */
  clients: number;
  strategy: StrategyName;
  workload: Workload;
  /** Calls the server serves in each second; past that, and during an outage, it answers 503. */
  capacity: number;
  /** Simulated seconds. */
  seconds: number;
  seed: number;
}

/** The lab's fixed numbers: how clients pace their calls, how the server serves, when the trouble comes. */
export const stormTiming = {
  /** A round trip, ms: a reply (or a refusal) arrives this long after the call. */
  latencyMs: 100,
  /** Each client begins a logical call this often, ms, whatever became of its earlier ones (open loop). */
  intervalMs: 2000,
  /** The server serves its capacity in slices this long, ms: `capacity / 10` calls in each tenth of a second. */
  slotMs: 100,
  /** The outage begins, or the burst comes, this far into the run, ms: early, so what follows fills the chart. */
  troubleAtMs: 20_000,
  /** Logical calls each client begins at once in a burst, on top of its steady ones. */
  burstCalls: 1,
} as const;

export const defaultStormParams: StormParams = {
  // The server whose limit counts refused calls too shows the storm plainest; else the first that has a limit.
  server: stormServers.find((server) => loadedServer(server).loadLimit.rate.countsRefused) ?? stormServers[0] ?? '',
  clients: 1000,
  strategy: 'jitter-budget',
  workload: { kind: 'outage', seconds: 60 },
  capacity: 600,
  seconds: 600,
  seed: 1,
};

export const stormBounds = {
  clients: { min: 1, max: 10_000 },
  capacity: { min: 1, max: 100_000 },
  seconds: { min: 10, max: 3600 },
  outageSeconds: { min: 1, max: 600 },
} as const;

/** `steady`, `burst` or `outage:SECONDS`. */
export function formatWorkload(workload: Workload): string {
  return workload.kind === 'outage' ? `outage:${workload.seconds}` : workload.kind;
}

/** Reads `steady`, `burst` or `outage:SECONDS`; throws a message that names the problem. */
export function parseWorkload(text: string): Workload {
  if (text === 'steady' || text === 'burst') return { kind: text };
  const outage = /^outage:(\d+)$/.exec(text);
  const seconds = outage ? Number(outage[1]) : NaN;
  const { min, max } = stormBounds.outageSeconds;
  if (outage && seconds >= min && seconds <= max) return { kind: 'outage', seconds };
  throw new RangeError(`Workload "${text}" is not one of steady, burst, outage:SECONDS (SECONDS ${min} to ${max}).`);
}

function wholeNumber(name: string, text: string, { min, max }: { min: number; max: number }): number {
  const value = Number(text);
  if (!/^\d+$/.test(text) || value < min || value > max) {
    throw new RangeError(`Option "${name}" must be a whole number from ${min} to ${max}, not "${text}".`);
  }
  return value;
}

/** Text values by name, as a query string or the command line gives them. */
export type StormParamText = Partial<
  Record<'server' | 'clients' | 'strategy' | 'workload' | 'capacity' | 'seconds' | 'seed', string>
>;

/**
 * Parameters from text, over the defaults. Throws at the first bad value with a message naming the option.
 *
 * @example
 * parseStormParams({ server: 'rooms', workload: 'outage:60' }) // { server: 'rooms', clients: 1000, ... }
 */
export function parseStormParams(text: StormParamText, defaults: StormParams = defaultStormParams): StormParams {
  const params = { ...defaults };
  if (text.server !== undefined) {
    params.server = loadedServer(text.server).id;
  }
  if (text.strategy !== undefined) {
    if (!strategyNames.includes(text.strategy as StrategyName))
      throw new RangeError(`Strategy "${text.strategy}" is not one of ${strategyNames.join(', ')}.`);
    params.strategy = text.strategy as StrategyName;
  }
  if (text.workload !== undefined) params.workload = parseWorkload(text.workload);
  if (text.clients !== undefined) params.clients = wholeNumber('clients', text.clients, stormBounds.clients);
  if (text.capacity !== undefined) params.capacity = wholeNumber('capacity', text.capacity, stormBounds.capacity);
  if (text.seconds !== undefined) params.seconds = wholeNumber('seconds', text.seconds, stormBounds.seconds);
  if (text.seed !== undefined) params.seed = wholeNumber('seed', text.seed, { min: 0, max: 2 ** 32 - 1 });
  return params;
}
