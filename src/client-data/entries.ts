/**
 * The catalog's entries as the reference client takes them: plain data in the catalog's format,
 * with only the fields the client reads. This module is `mcp-error-atlas-client/entries`: the build
 * writes it into the package as a data literal (no catalog code, no zod), and in this repository
 * the name resolves here. It is the one module outside `src/client/` that the client may import.
 */
import { entries as catalogEntries, type CatalogEntry, type EntryId } from '../catalog/index.ts';
import type { Entry } from '../client/entry.ts';

/** One entry, cut down to what the client reads. */
export function clientEntryOf(entry: CatalogEntry): Entry<EntryId> {
  const { id, server, title, wire, placeholders, reaction, revisions } = entry;
  return { id, server, title, wire, placeholders, reaction, revisions };
}

/** Every entry of the catalog: the four servers' and the specification's. */
export const entries: readonly Entry<EntryId>[] = catalogEntries.map(clientEntryOf);

const of = (server: CatalogEntry['server']): readonly Entry<EntryId>[] =>
  entries.filter((entry) => entry.server === server);

/** Clockford's entries; give `spec` too, for the specification's own errors. */
export const clockford = of('clockford');
/** Rooms' entries. */
export const rooms = of('rooms');
/** Ichabod's entries. */
export const ichabod = of('ichabod');
/** Connect's entries. */
export const connect = of('connect');
/** The MCP specification's own errors, which every server can answer with. */
export const spec = of('spec');
