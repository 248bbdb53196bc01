/**
 * The playground's state in its URL: `?server=clockford&entry=clockford.http.rate-limited&policy=both&seed=7&revision=2026-07-28&time=compressed`.
 * Opening the same link reproduces the same run. Bad values fall back to defaults, each with a
 * message that says what was wrong.
 */
import { withBase } from '../base-path.ts';
// The entry index, not the catalog: this module is in the playground page's first chunk.
import {
  entryIndex,
  findIndexedEntry,
  getIndexedServer,
  indexedEntriesOf,
  mockedServers,
  type IndexedEntry,
} from '../catalog/entry-index.ts';
import type { Revision, ServerId } from '../catalog/index.ts';

/** The clients a run shows: ours side by side, one of them, or an official SDK client, bare. */
export type PolicyChoice = 'both' | 'reference' | 'naive' | 'sdk-v2' | 'sdk-v1';

export interface PlaygroundState {
  server: ServerId;
  entry: string;
  policy: PolicyChoice;
  seed: number;
  /** The revision a server that speaks more than one is run at; the others speak theirs. */
  revision: Revision;
  time: 'compressed' | 'real';
}

const policies: readonly PolicyChoice[] = ['both', 'reference', 'naive', 'sdk-v2', 'sdk-v1'];
const servers: readonly ServerId[] = entryIndex.servers.map((server) => server.id);
/** The revisions some server here speaks, newest first. */
const revisions: readonly Revision[] = [...new Set(entryIndex.servers.flatMap((server) => server.revisions))]
  .sort()
  .reverse();

/** Whether a run of the server's entries chooses its revision: it speaks more than one, or it is the specification. */
export const choosesRevision = (server: ServerId): boolean =>
  server === 'spec' || getIndexedServer(server).revisions.length > 1;

/**
 * The entry a first visit shows: the first server's first refusal over HTTP that names its wait, where the lesson
 * (wait as long as the server says, then repeat) is plainest.
 */
function firstLesson(): IndexedEntry {
  const [first] = mockedServers();
  const own = first === undefined ? [] : indexedEntriesOf(first.id);
  const lesson = own.find((entry) => entry.level === 'http' && entry.reaction.kind === 'retry-after') ?? own[0];
  if (!lesson) throw new Error('The catalog has no mocked server with an entry to show first.');
  return lesson;
}
const lesson = firstLesson();

/** The entries a server offers in the playground, in catalog order. */
export const entriesFor = (server: ServerId): IndexedEntry[] => indexedEntriesOf(server);

export const defaultState: PlaygroundState = {
  server: lesson.server,
  entry: lesson.id,
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
  const entry = entryId === null ? undefined : findIndexedEntry(entryId);

  const server = params.get('server');
  if (server !== null && !servers.includes(server)) {
    problems.push(`"${server}" is not a server here; pick one of ${servers.join(', ')}.`);
  } else if (server !== null) {
    state.server = server;
    state.entry = entriesFor(state.server)[0]?.id ?? state.entry;
  }
  if (entry) {
    state.server = entry.server;
    state.entry = entry.id;
  }
  // Said once the entry shown is known: a valid server falls back to its own first entry, not the first lesson.
  if (entryId !== null && !entry) problems.unshift(`No catalog entry has the id "${entryId}"; showing ${state.entry}.`);

  const policy = params.get('policy');
  if (policy !== null) {
    if (policies.includes(policy as PolicyChoice)) state.policy = policy as PolicyChoice;
    else problems.push(`"${policy}" is not a client policy; use ${policies.join(', ')}.`);
  }

  const seed = params.get('seed');
  if (seed !== null) {
    const value = Number(seed);
    if (Number.isInteger(value) && value >= 0 && value <= 2 ** 32 - 1) state.seed = value;
    else problems.push(`The seed must be a whole number from 0 to 4294967295, not "${seed}".`);
  }

  const revision = params.get('revision');
  if (revision !== null) {
    if (revisions.includes(revision as Revision)) state.revision = revision as Revision;
    else problems.push(`The revisions here are ${revisions.join(' and ')}, not "${revision}".`);
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
  if (choosesRevision(state.server)) params.set('revision', state.revision);
  return `?${params.toString()}`;
}

/** The playground link for an entry: where a table row's "Try it" goes. */
export function tryItHref(entryId: string): string {
  return withBase(`/playground/?entry=${encodeURIComponent(entryId)}`);
}
