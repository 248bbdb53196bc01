/**
 * The lab's names: the servers it can put under load (each mocked server whose catalog names a `loadLimit` with a
 * rate), read from the entry index's servers (prebuilt in the browser build, so neither the island nor the worker
 * loads the index or the catalog), and the strategies, whose numbers come from the client's default
 * policy and naive cap.
 */
import type { ServerId } from '../catalog/schema.ts';
import { loadedServerData as loaded } from './loaded-servers-data.ts';
import type { LoadedServer } from './loaded-servers.ts';
import { policyWords as words } from './policy-words.ts';

/** The servers the lab can put under load, in catalog order. */
export const stormServers: readonly ServerId[] = loaded.map((server) => server.id);
/** A server the lab can put under load. */
export type StormServer = ServerId;

/** The servers' names, and their load limits, by id. */
export const loadedServers: ReadonlyMap<ServerId, LoadedServer> = new Map(loaded.map((server) => [server.id, server]));

/** A loaded server; throws, naming the choices, for any other. */
export function loadedServer(server: ServerId): LoadedServer {
  const found = loadedServers.get(server);
  if (!found) throw new RangeError(`Server "${server}" is not one of ${stormServers.join(', ')}.`);
  return found;
}

/** The server's name on the page. */
export const serverName = (server: ServerId): string => loadedServer(server).name;
/** Who the server's load limit is counted for, in the catalog's first word for it ("address", "agent"). */
export const serverScope = (server: ServerId): string => loadedServer(server).loadLimit.scope.split(',')[0]!.trim();

export const strategyNames = ['naive', 'fixed', 'exponential', 'jitter', 'jitter-budget', 'throttle'] as const;
export type StrategyName = (typeof strategyNames)[number];
const atMost = `${words.attempts} calls at most`;
const ceiling = `min(${words.cap}, ${words.base} · 2ⁿ)`;

export const strategyLabels: Record<StrategyName, { label: string; summary: string }> = {
  naive: { label: 'Naive', summary: `Repeats a failed call at once, up to ${words.naiveAttempts} calls.` },
  fixed: { label: 'Fixed delay', summary: `Waits ${words.base} before each retry, ${atMost}.` },
  exponential: { label: 'Exponential, no jitter', summary: `Waits ${ceiling} exactly, ${atMost}.` },
  jitter: { label: 'Full jitter', summary: `Waits random(0, ${ceiling}), ${atMost}.` },
  'jitter-budget': {
    label: 'Full jitter + retry budget',
    summary: `Full jitter, and no retry once the client’s ${words.capacity}-token budget is spent.`,
  },
  throttle: {
    label: 'Client-side throttling',
    summary: 'Full jitter, and sheds calls itself when the server accepts too few (SRE book, K = 2).',
  },
};
