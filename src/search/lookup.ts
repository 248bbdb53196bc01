/**
 * Exact lookup of an error by what a reader has in hand: a JSON-RPC code (`-32602`), an HTTP
 * status (`429`), a code string (`rate_limited`), a header name (`Retry-After`) or an entry id.
 * Full-text search splits `-32602` and glues table cells together; this does not. It runs in the
 * browser over `/lookup.json`, so it imports no catalog, only the shape of the index.
 */

/** One catalog entry (an error or a limit) with the keys it can be found by. */
export interface LookupRecord {
  id: string;
  kind: 'error' | 'limit';
  server: string;
  serverName: string;
  title: string;
  /** Its page (`/errors/clockford.http.rate-limited/`), or a limit's row (`/servers/rooms/limits/#rooms.limit.messages`). */
  href: string;
  /** An error's first wire form on one line (`429 · Retry-After: N · Too many requests.`); a limit's words. */
  wire: string;
  /** An error's first wire form as `curl -i` prints it, placeholders filled: what its explainer link carries. */
  example?: string;
  /** What a client does, in words (`Wait, then retry (the Retry-After header)`); errors only. */
  reaction?: string;
  /** The reaction's kind (`retry-after`), for its badge; errors only. */
  reactionKind?: string;
  /** Where a specification entry stands (`Retired at 2026-07-28`, `Proposed: SEP-3304, …`); specification entries only. */
  status?: string;
  rpcCodes: number[];
  statuses: number[];
  /** String codes as the server sends them: `rate_limited`, `invalid_token`. */
  codes: string[];
  /** Header names as the catalog writes them: `Retry-After`. */
  headers: string[];
}

/** What `/lookup.json` holds: every entry and limit, in catalog order. */
export interface LookupIndex {
  version: string;
  records: LookupRecord[];
}

/** Which key of a record the query matched. */
export type MatchedBy = 'id' | 'json-rpc-code' | 'http-status' | 'code' | 'header';

export interface LookupMatch {
  record: LookupRecord;
  matchedBy: MatchedBy;
}

/** How each kind of match reads in a sentence: `JSON-RPC code -32602`. */
export const matchedByWords: Record<MatchedBy, string> = {
  id: 'entry id',
  'json-rpc-code': 'JSON-RPC code',
  'http-status': 'HTTP status',
  code: 'error code',
  header: 'header',
};

/**
 * The query as a reader types it, tidied: quotes, backticks, a leading `#`, a trailing `:` and
 * the words `HTTP` or `status` go; a typographic minus becomes `-`.
 */
export function normalizeQuery(query: string): string {
  return query
    .trim()
    .replace(/^[`'"“‘]+|[`'"”’]+$/g, '')
    .replace(/^#/, '')
    .replace(/:$/, '')
    .replace(/^(?:http|status)\s+/i, '')
    .replace(/^[\u2212\u2013]/, '-')
    .trim();
}

/**
 * The entries and limits whose code, status, code string, header name or id is exactly the
 * query (case-insensitive for words), in catalog order. A bare `32602` also finds `-32602`:
 * every JSON-RPC error code is negative.
 *
 * @example
 * lookupCode('-32602', index).map((match) => match.record.id) // ['clockford.protocol.unknown-tool', ...]
 * lookupCode('retry-after', index)[0]?.matchedBy // 'header'
 */
export function lookupCode(query: string, index: LookupIndex): LookupMatch[] {
  const wanted = normalizeQuery(query);
  if (wanted === '') return [];
  const lower = wanted.toLowerCase();
  const number = /^-?\d+$/.test(wanted) ? Number(wanted) : undefined;
  const matches: LookupMatch[] = [];
  for (const record of index.records) {
    const matchedBy = matchOf(record, lower, number);
    if (matchedBy) matches.push({ record, matchedBy });
  }
  return matches;
}

function matchOf(record: LookupRecord, lower: string, number: number | undefined): MatchedBy | undefined {
  if (record.id === lower) return 'id';
  if (number !== undefined) {
    if (record.rpcCodes.includes(number) || (number > 0 && record.rpcCodes.includes(-number))) return 'json-rpc-code';
    if (record.statuses.includes(number)) return 'http-status';
    return undefined;
  }
  if (record.codes.some((code) => code.toLowerCase() === lower)) return 'code';
  if (record.headers.some((header) => header.toLowerCase() === lower)) return 'header';
  return undefined;
}
