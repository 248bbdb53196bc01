/** The error a server's card offers to try: its first that names a wait (the most common lesson), else its first. */
import { entriesOf, type CatalogEntry, type ServerId } from '../catalog/index.ts';

export function typicalEntry(server: ServerId): CatalogEntry {
  const own = entriesOf(server);
  const typical = own.find((entry) => entry.reaction.kind === 'retry-after') ?? own[0];
  if (!typical) throw new Error(`typicalEntry: server "${server}" has no entries.`);
  return typical;
}
