/**
 * The entry index: each server and catalog entry with only what a page needs to name, pick and describe it
 * before anything runs (id, title, server, level, group, reaction, revisions, how the mock produces it, the
 * statuses it is refused with), and none of its wire forms or prose.
 *
 * The playground imports this module, never `index.ts`: in the browser build its data is prebuilt JSON, so the
 * page loads neither the catalog nor zod until the mock starts.
 */
import { entryIndexData } from './entry-index-data.ts';
import type { ErrorEntry, LimitEntry, Rate, Server, ServerId } from './schema.ts';

/** A catalog entry as the index carries it. */
export interface IndexedEntry extends Pick<
  ErrorEntry,
  'id' | 'server' | 'level' | 'group' | 'title' | 'reaction' | 'revisions'
> {
  /** How the mock produces it, in words: by a rule of the server, or injected. */
  trigger: { kind: 'rule'; how: string } | { kind: 'inject'; why: string };
  /** The HTTP statuses (400 and up) its wire forms are refused with, in order; empty for tool replies. */
  refusedWith: number[];
  /** The mock a run of it uses: its own server, or for a specification entry the server that produces it. */
  host: ServerId;
}

/** The limit a crowd meets first on a server, as the storm lab loads it. */
export interface IndexedLoadLimit extends Pick<LimitEntry, 'id' | 'scope' | 'text'> {
  rate: Rate;
}

/** A server as the index carries it. */
export interface IndexedServer extends Pick<Server, 'id' | 'name' | 'revisions'> {
  /** Where its mock is served (`/clockford`); none for the specification's own section. */
  mountPath?: string;
  /** Something to try in "Call a tool yourself". */
  hint: string;
  /** The mocked server "Call a tool yourself" calls for it: itself, or for the specification's section its host. */
  callsOn: ServerId;
  /** The limit the storm lab puts under load, where the server has one with a rate. */
  loadLimit?: IndexedLoadLimit;
}

/** The servers and entries of the catalog, in catalog order. */
export interface EntryIndex {
  servers: IndexedServer[];
  entries: IndexedEntry[];
}

/** The catalog's entry index. */
export const entryIndex: EntryIndex = entryIndexData;

const indexedById = new Map(entryIndex.entries.map((entry) => [entry.id, entry]));

/** The indexed entry with this id, or `undefined`. */
export function findIndexedEntry(id: string): IndexedEntry | undefined {
  return indexedById.get(id);
}

/** The indexed entry with this id; throws when there is none, naming the id. */
export function getIndexedEntry(id: string): IndexedEntry {
  const entry = indexedById.get(id);
  if (!entry) throw new Error(`No catalog entry has the id "${id}". Check src/catalog/ for the ids that exist.`);
  return entry;
}

/** The indexed entries of one server, in catalog order. */
export function indexedEntriesOf(server: ServerId): IndexedEntry[] {
  return entryIndex.entries.filter((entry) => entry.server === server);
}

/** The servers a mock serves, in catalog order: every server but the specification's own section. */
export function mockedServers(): IndexedServer[] {
  return entryIndex.servers.filter((server) => server.mountPath !== undefined);
}

/** The indexed server with this id; throws when there is none. */
export function getIndexedServer(id: ServerId): IndexedServer {
  const server = entryIndex.servers.find((candidate) => candidate.id === id);
  if (!server) throw new Error(`No server has the id "${id}".`);
  return server;
}
