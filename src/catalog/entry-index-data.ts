/**
 * The entry index's data: derived here from the catalog in Node (the tests, the server side of the build), and
 * replaced in the browser build by the same value prebuilt as JSON (`prebuiltEntryIndex` in
 * `src/build/prebuilt-entry-index.ts`), so a page that imports `entry-index.ts` gets plain data and none of the
 * catalog. Import `entry-index.ts`, not this module.
 */
import type { EntryIndex, IndexedLoadLimit, IndexedServer } from './entry-index.ts';
import { catalog } from './index.ts';
import { hostOf } from './entry-host.ts';
import type { Catalog, Server, Wire } from './schema.ts';

/** The HTTP status a wire form is refused with, when it is refused over HTTP. */
function refusalStatus(wire: Wire): number | undefined {
  const status = wire.kind === 'http' ? wire.status : wire.kind === 'jsonrpc-error' ? wire.httpStatus : undefined;
  return status !== undefined && status >= 400 ? status : undefined;
}

function loadLimitOf(server: Server, source: Pick<Catalog, 'limits'>): IndexedLoadLimit | undefined {
  const limit = source.limits.find((candidate) => candidate.id === server.loadLimit);
  if (!limit?.rate) return undefined;
  return { id: limit.id, scope: limit.scope, text: limit.text, rate: limit.rate };
}

function indexedServer(server: Server, source: Pick<Catalog, 'servers' | 'limits'>): IndexedServer {
  const { id, name, revisions, mountPath } = server;
  const firstTool = server.tools?.[0]?.name;
  const hint = server.hint ?? (firstTool === undefined ? '' : `Try ${firstTool}.`);
  const loadLimit = loadLimitOf(server, source);
  const newest = { server: id, revisions: [...source.servers.flatMap((each) => each.revisions)].sort().slice(-1) };
  const callsOn =
    mountPath === undefined ? hostOf({ ...newest, trigger: { kind: 'inject', why: '' } }, source.servers) : id;
  return {
    id,
    name,
    revisions,
    hint,
    callsOn,
    ...(mountPath === undefined ? {} : { mountPath }),
    ...(loadLimit ? { loadLimit } : {}),
  };
}

/** The entry index of a catalog: for each server and entry, only what a page names and picks it by. */
export function entryIndexOf(source: Pick<Catalog, 'servers' | 'entries' | 'limits'>): EntryIndex {
  return {
    servers: source.servers.map((server) => indexedServer(server, source)),
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
      host: hostOf({ server, revisions, trigger }, source.servers),
    })),
  };
}

/** The catalog's entry index. */
export const entryIndexData: EntryIndex = entryIndexOf(catalog);
