/**
 * The entry index's data: derived here from the catalog in Node (the tests, the server side of the build), and
 * replaced in the browser build by the same value prebuilt as JSON (`prebuiltEntryIndex` in
 * `src/build/prebuilt-entry-index.ts`), so a page that imports `entry-index.ts` gets plain data and none of the
 * catalog. Import `entry-index.ts`, not this module.
 */
import type { EntryIndex } from './entry-index.ts';
import { catalog } from './index.ts';
import type { Catalog, Wire } from './schema.ts';

/** The HTTP status a wire form is refused with, when it is refused over HTTP. */
function refusalStatus(wire: Wire): number | undefined {
  const status = wire.kind === 'http' ? wire.status : wire.kind === 'jsonrpc-error' ? wire.httpStatus : undefined;
  return status !== undefined && status >= 400 ? status : undefined;
}

/** The entry index of a catalog: for each server and entry, only what a page names and picks it by. */
export function entryIndexOf(source: Pick<Catalog, 'servers' | 'entries'>): EntryIndex {
  return {
    servers: source.servers.map(({ id, name, revisions }) => ({ id, name, revisions })),
    entries: source.entries.map(({ id, server, level, group, title, reaction, revisions, trigger, wire }) => ({
      id,
      server,
      level,
      group,
      title,
      reaction,
      revisions,
      trigger: trigger.kind === 'rule' ? { kind: 'rule', how: trigger.how } : trigger,
      refusedWith: wire.flatMap((form) => refusalStatus(form) ?? []),
    })),
  };
}

/** The catalog's entry index. */
export const entryIndexData: EntryIndex = entryIndexOf(catalog);
