/**
 * The catalog: every error and limit of the four servers and of the MCP specification,
 * validated once against the schema. Everything the site, the mock, the client and the tests
 * know about an error comes from here.
 */
import { CatalogSchema } from './schema.ts';
import type { Catalog, ErrorEntry, LimitEntry, Server, ServerId } from './schema.ts';
import { clockfordEntries, clockfordLimits, clockfordServer } from './clockford.ts';
import { connectEntries, connectLimits, connectServer } from './connect.ts';
import { ichabodEntries, ichabodLimits, ichabodServer } from './ichabod.ts';
import { roomsEntries, roomsLimits, roomsServer } from './rooms.ts';
import { specEntries, specServer } from './spec.ts';

/** The catalog's version, published in `/catalog.json`; bump it when an entry changes. */
export const catalogVersion = '1.1.0';

/** The whole catalog, parsed: defaults applied, every entry checked against its schema. */
export const catalog: Catalog = CatalogSchema.parse({
  version: catalogVersion,
  servers: [clockfordServer, roomsServer, ichabodServer, connectServer, specServer],
  entries: [...clockfordEntries, ...roomsEntries, ...ichabodEntries, ...connectEntries, ...specEntries],
  limits: [...clockfordLimits, ...roomsLimits, ...ichabodLimits, ...connectLimits],
});

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
