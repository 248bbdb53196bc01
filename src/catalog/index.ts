/**
 * The catalog: every error and limit of the four servers and of the MCP specification, with the schema's
 * defaults applied. Everything the site, the mock, the client and the tests know about an error comes from here.
 *
 * It is plain data: no zod parse runs when a module loads it. The tests and the build check it against the schema
 * (`validateCatalog` in `validate-catalog.ts`). Its schemas are re-exported here too, so importing this module
 * still loads zod; a page that needs only to name and pick entries imports `entry-index.ts` instead.
 */
import type { Catalog, ErrorEntry, LimitEntry, Server, ServerId } from './schema.ts';
import { applyDefaults } from './apply-defaults.ts';
import { catalogSource, catalogVersion } from './catalog-source.ts';

export { catalogVersion };

/** The whole catalog: defaults applied, checked against its schema by the tests and the build. */
export const catalog: Catalog = applyDefaults(catalogSource);

/** Every error entry, in the order the sources present them. */
export const entries: readonly ErrorEntry[] = catalog.entries;
/** Every limit entry. */
export const limits: readonly LimitEntry[] = catalog.limits;
/** The servers, the specification's own section last. */
export const servers: readonly Server[] = catalog.servers;

const entriesById = new Map(entries.map((entry) => [entry.id, entry]));

/** The entry with this id, or `undefined`. */
export function findEntry(id: string): ErrorEntry | undefined {
  return entriesById.get(id);
}

/** The entry with this id; throws when there is none, naming the id. */
export function getEntry(id: string): ErrorEntry {
  const entry = entriesById.get(id);
  if (!entry) throw new Error(`No catalog entry has the id "${id}". Check src/catalog/ for the ids that exist.`);
  return entry;
}

/** The server with this id; throws when there is none. */
export function getServer(id: ServerId): Server {
  const server = servers.find((candidate) => candidate.id === id);
  if (!server) throw new Error(`No server has the id "${id}".`);
  return server;
}

/** The entries of one server, in source order. */
export function entriesOf(server: ServerId): ErrorEntry[] {
  return entries.filter((entry) => entry.server === server);
}

/** The limits of one server, in source order. */
export function limitsOf(server: ServerId): LimitEntry[] {
  return limits.filter((limit) => limit.server === server);
}

export { fillJson, fillText, textPattern } from './text-pattern.ts';
export {
  CatalogSchema,
  ErrorEntrySchema,
  LimitEntrySchema,
  ReactionSchema,
  ServerSchema,
  WireSchema,
} from './schema.ts';
export type {
  Body,
  Catalog,
  ErrorEntry,
  HttpWire,
  Level,
  LimitEntry,
  Placeholder,
  Rate,
  Reaction,
  ReactionKind,
  Revision,
  RpcWire,
  Server,
  ServerId,
  ToolWire,
  Trigger,
  WaitSource,
  Wire,
} from './schema.ts';
export { describeReaction, reactionWords, repeatsCall, waitSourceWords } from './reactions.ts';
export { durationOf, unnamedFaultSeconds } from './lasts.ts';
export type { Duration, Lasts } from './lasts.ts';
// The entry index itself is imported from './entry-index.ts' directly, so a page that needs only it loads no catalog.
export type { EntryIndex, IndexedEntry, IndexedServer } from './entry-index.ts';
