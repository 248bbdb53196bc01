/**
 * The entries an entry page points to next: those on other servers (and the specification) that carry
 * the same JSON-RPC code, code string or HTTP error status, and those of the same server with the same
 * reaction.
 */
import { entries, getServer, type CatalogEntry } from '../../catalog/index.ts';
import { lookupKeysOf } from '../../search/lookup-index.ts';

/** At most this many of each kind, so a common status does not list half the catalog. */
const most = 8;

export interface RelatedEntries {
  /** Entries elsewhere with a key in common, and the key in words (`JSON-RPC -32602, on Connect`). */
  sameCode: Array<{ entry: CatalogEntry; shared: string }>;
  sameReaction: CatalogEntry[];
}

export function relatedEntries(entry: CatalogEntry): RelatedEntries {
  const own = lookupKeysOf(entry);
  const sameCode = entries.flatMap((other) => {
    if (other.id === entry.id || other.server === entry.server) return [];
    const keys = lookupKeysOf(other);
    const shared = [
      ...own.rpcCodes.filter((code) => keys.rpcCodes.includes(code)).map((code) => `JSON-RPC ${code}`),
      ...own.codes.filter((code) => keys.codes.includes(code)),
      ...own.statuses.filter((status) => status >= 400 && keys.statuses.includes(status)).map((s) => `HTTP ${s}`),
    ];
    return shared.length === 0
      ? []
      : [{ entry: other, shared: `${shared.join(', ')}, on ${getServer(other.server).name}` }];
  });
  const sameReaction = entries.filter(
    (other) => other.id !== entry.id && other.server === entry.server && other.reaction.kind === entry.reaction.kind,
  );
  return { sameCode: sameCode.slice(0, most), sameReaction: sameReaction.slice(0, most) };
}
