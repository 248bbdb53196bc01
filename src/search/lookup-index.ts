/**
 * Builds the exact-lookup index (`/lookup.json`) from the catalog at build time: for each entry
 * the JSON-RPC codes, HTTP statuses, code strings and header names its wire forms carry.
 */
import {
  describeReaction,
  describeSpecStatus,
  type Catalog,
  type ErrorEntry,
  type LimitEntry,
  type ServerId,
  type Wire,
} from '../catalog/index.ts';
import { exampleReply, replyText } from '../components/entry/example-reply.ts';
import { entryPath, limitHref } from '../components/routes.ts';
import type { LookupIndex, LookupRecord } from './lookup.ts';

/** JSON-RPC reserves -32768 to -32000; the SDK writes them into text as `MCP error -32602: ...`. */
const rpcCodeInText = /(?<![\w-])-32\d{3}(?!\d)/g;
/** Rooms writes its code first in a tool's text: `rate_limited: MESSAGE — HINT`. */
const leadingCode = /^([a-z]+(?:_[a-z]+)*): /;
/** OAuth's `error="invalid_token"` in a WWW-Authenticate header. */
const authErrorParam = /\berror="([a-z_]+)"/g;

/** The string codes in a JSON body: `{ "error": "not_found" }` or `{ "error": { "code": "rate_limited" } }`. */
function jsonCodes(json: unknown): string[] {
  if (json === null || typeof json !== 'object' || !('error' in json)) return [];
  const { error } = json;
  if (typeof error === 'string') return [error];
  if (error !== null && typeof error === 'object' && 'code' in error && typeof error.code === 'string')
    return [error.code];
  return [];
}

function parsedJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function keysOf(wire: Wire): Pick<LookupRecord, 'rpcCodes' | 'statuses' | 'codes' | 'headers'> {
  switch (wire.kind) {
    case 'http': {
      const headers = Object.keys(wire.headers);
      const authCodes = Object.values(wire.headers).flatMap((value) =>
        [...value.matchAll(authErrorParam)].map((match) => match[1] ?? ''),
      );
      const body = wire.body;
      return {
        rpcCodes: body.type === 'jsonrpc-error' ? [body.code] : [],
        statuses: [wire.status],
        codes: [...(body.type === 'json' ? jsonCodes(body.json) : []), ...authCodes],
        headers,
      };
    }
    case 'jsonrpc-error':
      // An in-band error travels on 200; a reader looking up "200" is not after these.
      return {
        rpcCodes: [wire.code],
        statuses: wire.httpStatus === 200 ? [] : [wire.httpStatus],
        codes: [],
        headers: [],
      };
    case 'tool-result': {
      const leading = leadingCode.exec(wire.text)?.[1];
      return {
        rpcCodes: [...wire.text.matchAll(rpcCodeInText)].map((match) => Number(match[0])),
        statuses: [],
        codes: wire.textFormat === 'json' ? jsonCodes(parsedJson(wire.text)) : leading ? [leading] : [],
        headers: [],
      };
    }
  }
}

const unique = <T>(values: T[]): T[] => [...new Set(values)];

/** The JSON-RPC codes, HTTP statuses, code strings and header names an entry's wire forms carry, each once. */
export function lookupKeysOf(
  entry: Pick<ErrorEntry, 'wire'>,
): Pick<LookupRecord, 'rpcCodes' | 'statuses' | 'codes' | 'headers'> {
  const keys = entry.wire.map(keysOf);
  return {
    rpcCodes: unique(keys.flatMap((key) => key.rpcCodes)),
    statuses: unique(keys.flatMap((key) => key.statuses)),
    codes: unique(keys.flatMap((key) => key.codes)),
    headers: unique(keys.flatMap((key) => key.headers)),
  };
}

/** How long a wire summary may run before it is cut with an ellipsis. */
const summaryLength = 140;

/** One wire form on one line, placeholders as the catalog writes them: `429 · Retry-After: N · Too many requests.` */
export function wireSummary(wire: Wire): string {
  const surface = wire.surface === 'rest' ? 'REST ' : '';
  let parts: string[];
  if (wire.kind === 'tool-result') parts = [`${surface}tool result, isError: ${String(wire.isError)}`, wire.text];
  else if (wire.kind === 'jsonrpc-error') parts = [`${surface}${wire.httpStatus}, JSON-RPC ${wire.code}`, wire.message];
  else {
    const { body } = wire;
    const bodyText =
      body.type === 'text'
        ? body.text
        : body.type === 'json'
          ? JSON.stringify(body.json)
          : body.type === 'jsonrpc-error'
            ? `JSON-RPC ${body.code}: ${body.message}`
            : '';
    parts = [
      `${surface}${wire.status}`,
      ...Object.entries(wire.headers).map(([name, value]) => `${name}: ${value}`),
      ...(bodyText === '' ? [] : [bodyText]),
    ];
  }
  const line = parts.join(' · ');
  return line.length > summaryLength ? `${line.slice(0, summaryLength - 1).trimEnd()}…` : line;
}

function errorRecord(entry: ErrorEntry, serverName: string): LookupRecord {
  return {
    id: entry.id,
    kind: 'error',
    server: entry.server,
    serverName,
    title: entry.title,
    href: entryPath(entry.id),
    wire: wireSummary(entry.wire[0]!),
    example: replyText(exampleReply(entry, entry.wire[0]!)),
    reaction: describeReaction(entry.reaction),
    reactionKind: entry.reaction.kind,
    ...(entry.status ? { status: describeSpecStatus(entry.status) } : {}),
    ...lookupKeysOf(entry),
  };
}

function limitRecord(limit: LimitEntry, serverName: string): LookupRecord {
  return {
    id: limit.id,
    kind: 'limit',
    server: limit.server,
    serverName,
    title: limit.what,
    href: limitHref(limit),
    wire: limit.text.replaceAll('`', ''),
    rpcCodes: [],
    statuses: [],
    codes: [],
    headers: [],
  };
}

/** The lookup index of the whole catalog: errors first, then limits, each in catalog order. */
export function buildLookupIndex(catalog: Catalog): LookupIndex {
  const names = new Map(catalog.servers.map((server) => [server.id, server.name]));
  const nameOf = (id: ServerId): string => names.get(id) ?? id;
  return {
    version: catalog.version,
    records: [
      ...catalog.entries.map((entry) => errorRecord(entry, nameOf(entry.server))),
      ...catalog.limits.map((limit) => limitRecord(limit, nameOf(limit.server))),
    ],
  };
}
