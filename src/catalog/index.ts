/**
 * The catalog: every error and limit of the four servers and of the MCP specification, with the schema's
 * defaults applied. Everything the site, the mock, the client and the tests know about an error comes from here.
 *
 * It is plain data: no zod parse runs when a module loads it. The tests and the build check it against the schema
 * (`validateCatalog` in `validate-catalog.ts`). Its zod schemas are not re-exported here: import them from
 * `schema.ts`, so that a page which reads the catalog loads none of them.
 */
import type { Catalog, ErrorEntry, LimitEntry, Rate, ReactionKind, Server, ServerId } from './schema.ts';
import { applyDefaults } from './apply-defaults.ts';
import { catalogSource, catalogVersion } from './catalog-source.ts';
import type { clockfordEntries, clockfordLimits } from './clockford.ts';
import type { connectEntries, connectLimits } from './connect.ts';
import type { ichabodEntries, ichabodLimits } from './ichabod.ts';
import type { roomsEntries, roomsLimits } from './rooms.ts';
import type { specEntries } from './spec.ts';

export { catalogVersion };

/** The whole catalog: defaults applied, checked against its schema by the tests and the build. */
export const catalog: Catalog = applyDefaults(catalogSource);

type DataEntry =
  | (typeof clockfordEntries)[number]
  | (typeof roomsEntries)[number]
  | (typeof ichabodEntries)[number]
  | (typeof connectEntries)[number]
  | (typeof specEntries)[number];
type DataLimit =
  | (typeof clockfordLimits)[number]
  | (typeof roomsLimits)[number]
  | (typeof ichabodLimits)[number]
  | (typeof connectLimits)[number];

/** The id of a catalog entry, as a union of every id the data holds: `'clockford.http.rate-limited' | …`. */
export type EntryId = DataEntry['id'];
/** The id of a catalog limit: `'rooms.limit.messages' | …`. */
export type LimitId = DataLimit['id'];
type RuleOf<Entry> = Entry extends { trigger: { kind: 'rule'; rule: infer Rule extends string } } ? Rule : never;
/**
 * The rules the entries of one server name in their triggers: a scenario table declared as
 * `satisfies Record<RuleName<'rooms'>, Scenario>` fails to compile when a rule has no scenario.
 */
export type RuleName<Server extends ServerId> = RuleOf<Extract<DataEntry, { server: Server }>>;
/** The entries whose reaction (their own, not a wire form's) is of one kind. */
export type EntryIdWithReaction<Kind extends ReactionKind> = Extract<DataEntry, { reaction: { kind: Kind } }>['id'];

/** An error entry of this catalog: its id is one the compiler knows. */
export type CatalogEntry = Omit<ErrorEntry, 'id'> & { id: EntryId };
/** A limit of this catalog, whose id and breach the compiler knows. */
export type CatalogLimit = Omit<LimitEntry, 'id' | 'breach'> & { id: LimitId; breach: EntryId };

/** Every error entry, in the order the sources present them. */
export const entries = catalog.entries as readonly CatalogEntry[];
/** Every limit entry. */
export const limits = catalog.limits as readonly CatalogLimit[];
/** The servers, the specification's own section last. */
export const servers: readonly Server[] = catalog.servers;

const entriesById = new Map<string, CatalogEntry>(entries.map((entry) => [entry.id, entry]));
const limitsById = new Map<string, CatalogLimit>(limits.map((limit) => [limit.id, limit]));

/** Whether a string from outside (a URL, an admin request) is the id of a catalog entry. */
export function isEntryId(id: string): id is EntryId {
  return entriesById.has(id);
}

/** The entry with this id, or `undefined`: for ids from outside, such as a URL or an admin request. */
export function findEntry(id: string): CatalogEntry | undefined {
  return entriesById.get(id);
}

/** The entry with this id; throws when there is none, naming the id. */
export function getEntry(id: EntryId): CatalogEntry {
  const entry = entriesById.get(id);
  if (!entry) throw new Error(`No catalog entry has the id "${id}". Check src/catalog/ for the ids that exist.`);
  return entry;
}

/** The limit with this id; throws when there is none, naming the id. */
export function getLimit(id: LimitId): CatalogLimit {
  const limit = limitsById.get(id);
  if (!limit) throw new Error(`No catalog limit has the id "${id}". Check src/catalog/ for the ids that exist.`);
  return limit;
}

/**
 * A limit's number in the units a program uses (`quantity.measure`: a count, characters, bytes or
 * seconds), or its `default` when asked. The mock reads every number it enforces through this.
 *
 * @example
 * limitAmount('clockford.limit.body-size') // 131072 (128 KiB, in bytes)
 * limitAmount('rooms.limit.claim-lease-min', 'default') // 3600 (1 hour by default, in seconds)
 */
export function limitAmount(id: LimitId, which: 'value' | 'default' = 'value'): number {
  const { quantity } = getLimit(id);
  const value = which === 'value' ? quantity?.value : quantity?.default;
  if (quantity === undefined || value === undefined) {
    throw new Error(`The catalog limit "${id}" states no ${which === 'value' ? 'number' : 'default'}.`);
  }
  return value * quantity.scale;
}

/** A limit's rate; throws when the limit is not a rate. */
export function limitRate(id: LimitId): Rate {
  const { rate } = getLimit(id);
  if (!rate) throw new Error(`The catalog limit "${id}" states no rate.`);
  return rate;
}

/** The server with this id; throws when there is none. */
export function getServer(id: ServerId): Server {
  const server = servers.find((candidate) => candidate.id === id);
  if (!server) throw new Error(`No server has the id "${id}".`);
  return server;
}

/** The entries of one server, in source order. */
export function entriesOf(server: ServerId): CatalogEntry[] {
  return entries.filter((entry) => entry.server === server);
}

/** The limits of one server, in source order. */
export function limitsOf(server: ServerId): CatalogLimit[] {
  return limits.filter((limit) => limit.server === server);
}

export { fillJson, fillText, placeholderParts, textPattern } from './text-pattern.ts';
export type { TextPart } from './text-pattern.ts';
export { inferredFields, readInferredPath, wireInferences } from './inferred-paths.ts';
export type { InferredField } from './inferred-paths.ts';
export type {
  Body,
  Catalog,
  ErrorEntry,
  HttpWire,
  Level,
  LimitEntry,
  Measure,
  Placeholder,
  Rate,
  Reaction,
  ReactionKind,
  Revision,
  RpcWire,
  Server,
  ServerId,
  SpecStatus,
  Tool,
  ToolWire,
  Trigger,
  WaitSource,
  Wire,
} from './schema.ts';
export {
  describeReaction,
  draftRetryClassOf,
  draftRetryClasses,
  reactionOf,
  reactionsOf,
  reactionWords,
  repeatsCall,
  waitSourceWords,
} from './reactions.ts';
export type { DraftRetryClass } from './reactions.ts';
export { specProposals } from './spec.ts';
export { describeSpecStatus, quotedFrom, specStatusTag } from './spec-status.ts';
export { durationOf, unnamedFaultSeconds } from './lasts.ts';
export type { Duration, Lasts } from './lasts.ts';
// The entry index itself is imported from './entry-index.ts' directly, so a page that needs only it loads no catalog.
export type { EntryIndex, IndexedEntry, IndexedServer } from './entry-index.ts';
