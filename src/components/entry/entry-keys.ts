/**
 * What a reader may hold in hand when they meet an entry: its JSON-RPC codes, HTTP statuses, code
 * strings and header names, as the exact lookup indexes them. An entry page shows them and weights
 * them for full-text search, so `429` or `Retry-After` ranks the entries that carry it first.
 */
import type { CatalogEntry } from '../../catalog/index.ts';
import { lookupKeysOf } from '../../search/lookup-index.ts';

/** `-32602`, `HTTP 429`, `rate_limited`, `Retry-After`: the keys of an entry, each once. */
export function entryKeys(entry: CatalogEntry): string[] {
  const { rpcCodes, statuses, codes, headers } = lookupKeysOf(entry);
  return [...rpcCodes.map(String), ...statuses.map((status) => `HTTP ${status}`), ...codes, ...headers];
}
