/**
 * The playground's state in its URL: `?server=clockford&entry=clockford.http.rate-limited&policy=both&seed=7&revision=2026-07-28&time=compressed`.
 * Opening the same link reproduces the same run. Bad values fall back to defaults, each with a
 * message that says what was wrong.
 */
import {
  entries,
  findEntry,
  getServer,
  type CatalogEntry,
  type EntryId,
  type Revision,
  type ServerId,
} from '../catalog/index.ts';

export type PolicyChoice = 'both' | 'reference' | 'naive';

export interface PlaygroundState {
  server: ServerId;
  entry: EntryId;
  policy: PolicyChoice;
  seed: number;
  /** The revision Clockford speaks; other servers speak one. */
  revision: Revision;
  time: 'compressed' | 'real';
}

const policies: readonly PolicyChoice[] = ['both', 'reference', 'naive'];
const servers: readonly ServerId[] = ['clockford', 'rooms', 'ichabod', 'connect', 'spec'];

/** The entries a server offers in the playground, in catalog order. */
export const entriesFor = (server: ServerId): CatalogEntry[] => entries.filter((entry) => entry.server === server);

export const defaultState: PlaygroundState = {
  server: 'clockford',
  entry: 'clockford.http.rate-limited',
  policy: 'both',
  seed: 1,
  revision: '2026-07-28',
  time: 'compressed',
};

/** Reads the state from a query string; `problems` says what was ignored and why. */
export function parseState(search: string): { state: PlaygroundState; problems: string[] } {
  const params = new URLSearchParams(search);
  const problems: string[] = [];
  const state: PlaygroundState = { ...defaultState };

  const entryId = params.get('entry');
  const entry = entryId === null ? undefined : findEntry(entryId);
  if (entryId !== null && !entry)
    problems.push(`No catalog entry has the id "${entryId}"; showing ${defaultState.entry}.`);

  const server = params.get('server');
  if (server !== null && !servers.includes(server as ServerId)) {
    problems.push(`"${server}" is not a server here; pick one of ${servers.join(', ')}.`);
  } else if (server !== null) {
    state.server = server as ServerId;
    state.entry = entriesFor(state.server)[0]?.id ?? state.entry;
  }
  if (entry) {
    state.server = entry.server;
    state.entry = entry.id;
  }

  const policy = params.get('policy');
  if (policy !== null) {
    if (policies.includes(policy as PolicyChoice)) state.policy = policy as PolicyChoice;
    else problems.push(`"${policy}" is not a client policy; use both, reference or naive.`);
  }

  const seed = params.get('seed');
  if (seed !== null) {
    const value = Number(seed);
    if (Number.isInteger(value) && value >= 0 && value <= 2 ** 32 - 1) state.seed = value;
    else problems.push(`The seed must be a whole number from 0 to 4294967295, not "${seed}".`);
  }

  const revision = params.get('revision');
  if (revision !== null) {
    if (getServer('clockford').revisions.includes(revision as Revision)) state.revision = revision as Revision;
    else problems.push(`Clockford speaks 2026-07-28 and 2025-11-25, not "${revision}".`);
  }

  const time = params.get('time');
  if (time !== null) {
    if (time === 'compressed' || time === 'real') state.time = time;
    else problems.push(`time is "compressed" or "real", not "${time}".`);
  }
  return { state, problems };
}

/** The query string for a state, the way `parseState` reads it back. */
export function serializeState(state: PlaygroundState): string {
  const params = new URLSearchParams({
    server: state.server,
    entry: state.entry,
    policy: state.policy,
    seed: String(state.seed),
    time: state.time,
  });
  if (state.server === 'clockford' || state.server === 'spec') params.set('revision', state.revision);
  return `?${params.toString()}`;
}

/** The playground link for an entry: where a table row's "Try it" goes. */
export function tryItHref(entryId: EntryId): string {
  return `/playground/?entry=${encodeURIComponent(entryId)}`;
}
