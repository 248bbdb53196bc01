import { describe, expect, test } from 'vitest';
import { catalog, describeReaction, entries, limits, type ErrorEntry } from '../../../src/catalog/index.ts';
import { entryPath, limitsPath } from '../../../src/components/routes.ts';
import { buildLookupIndex } from '../../../src/search/lookup-index.ts';
import { lookupCode, normalizeQuery } from '../../../src/search/lookup.ts';

const index = buildLookupIndex(catalog);
const ids = (query: string): string[] => lookupCode(query, index).map((match) => match.record.id);
const idsOf = (selected: readonly ErrorEntry[]): string[] => selected.map((entry) => entry.id);

/** Entries whose wire forms carry this JSON-RPC code as a field (not only in text). */
const withRpcCode = (code: number): ErrorEntry[] =>
  entries.filter((entry) =>
    entry.wire.some(
      (wire) =>
        (wire.kind === 'jsonrpc-error' && wire.code === code) ||
        (wire.kind === 'http' && wire.body.type === 'jsonrpc-error' && wire.body.code === code),
    ),
  );

describe('buildLookupIndex', () => {
  test('holds every entry and limit once, in catalog order, each linked to its page or its row', () => {
    expect(index.records.map((record) => record.id)).toEqual([...idsOf(entries), ...limits.map((limit) => limit.id)]);
    for (const record of index.records) {
      const href = record.kind === 'limit' ? `${limitsPath(record.server)}#${record.id}` : entryPath(record.id);
      expect(record.href).toBe(href);
    }
  });

  test('carries the status of each specification entry, and none for a server’s own', () => {
    const statusOf = (id: string) => index.records.find((record) => record.id === id)?.status;
    expect(statusOf('spec.protocol.resource-not-found-legacy')).toBe('Retired at 2026-07-28');
    expect(statusOf('spec.protocol.rate-limited-proposed')).toMatch(
      /^Proposed: SEP-3304, open .*, checked \d{4}-\d{2}-\d{2}$/,
    );
    expect(statusOf('spec.http.session-not-found')).toBe('Implementation-defined code (-32000 to -32019)');
    expect(statusOf('spec.protocol.parse-error')).toBe('Active');
    expect(statusOf('clockford.http.rate-limited')).toBeUndefined();
    expect(ids('-32603')).toEqual(
      expect.arrayContaining(['spec.protocol.internal-error', 'connect.http.rate-limited']),
    );
  });

  test('carries each entry’s first wire form and its reaction, for the results to show inline', () => {
    for (const entry of entries) {
      const record = index.records.find((candidate) => candidate.id === entry.id)!;
      expect(record.reaction).toBe(describeReaction(entry.reaction));
      const first = entry.wire[0]!;
      const status =
        first.kind === 'http' ? first.status : first.kind === 'jsonrpc-error' ? first.httpStatus : 'tool result';
      expect(record.wire).toContain(String(status));
      expect(record.wire.length).toBeLessThanOrEqual(140);
    }
  });

  test('is plain JSON, as /lookup.json publishes it', () => {
    expect(JSON.parse(JSON.stringify(index))).toEqual(index);
  });
});

describe('lookupCode', () => {
  test('finds every entry and limit by its id, and only it', () => {
    for (const record of index.records) expect(ids(record.id)).toEqual([record.id]);
  });

  test('finds every entry by each JSON-RPC code its wire forms carry', () => {
    for (const entry of entries) {
      for (const wire of entry.wire) {
        const code =
          wire.kind === 'jsonrpc-error'
            ? wire.code
            : wire.kind === 'http' && wire.body.type === 'jsonrpc-error'
              ? wire.body.code
              : undefined;
        if (code !== undefined) expect(ids(String(code)), `${entry.id} by ${code}`).toContain(entry.id);
      }
    }
  });

  test('finds -32602 in the catalog fields and in the SDK text "MCP error -32602: ..." of a tool result', () => {
    const found = ids('-32602');
    expect(found).toEqual(expect.arrayContaining(idsOf(withRpcCode(-32602))));
    const inText = entries.filter((entry) =>
      entry.wire.some((wire) => wire.kind === 'tool-result' && wire.text.includes('-32602')),
    );
    expect(inText.length).toBeGreaterThan(0);
    expect(found).toEqual(expect.arrayContaining(idsOf(inText)));
    for (const id of found) expect(JSON.stringify(entries.find((entry) => entry.id === id)?.wire)).toContain('-32602');
  });

  test('reads a code the way a reader types it: without its minus, with a typographic minus, in quotes', () => {
    const expected = ids('-32602');
    for (const query of ['32602', '\u221232602', '`-32602`', ' "-32602" ']) expect(ids(query), query).toEqual(expected);
  });

  test('finds every entry by its HTTP status, and no in-band error by 200', () => {
    for (const entry of entries) {
      for (const wire of entry.wire) {
        if (wire.kind === 'http') expect(ids(String(wire.status)), `${entry.id} by ${wire.status}`).toContain(entry.id);
      }
    }
    const inBand = entries.filter((entry) =>
      entry.wire.every((wire) => wire.kind === 'jsonrpc-error' && wire.httpStatus === 200),
    );
    for (const entry of inBand) expect(ids('200')).not.toContain(entry.id);
    expect(ids('HTTP 429')).toEqual(ids('429'));
  });

  test('finds 429 on every server that sends it, and nothing that never does', () => {
    const sends429 = entries.filter((entry) =>
      entry.wire.some(
        (wire) => (wire.kind === 'http' ? wire.status : wire.kind === 'jsonrpc-error' ? wire.httpStatus : 0) === 429,
      ),
    );
    expect(new Set(sends429.map((entry) => entry.server)).size).toBeGreaterThan(1);
    expect(ids('429').sort()).toEqual(idsOf(sends429).sort());
  });

  test('finds a header by its name in any case, with or without its colon', () => {
    const withRetryAfter = entries.filter((entry) =>
      entry.wire.some((wire) => wire.kind === 'http' && 'Retry-After' in wire.headers),
    );
    expect(withRetryAfter.length).toBeGreaterThan(0);
    for (const query of ['Retry-After', 'retry-after', 'RETRY-AFTER:']) {
      expect(ids(query).sort(), query).toEqual(idsOf(withRetryAfter).sort());
      expect(lookupCode(query, index).every((match) => match.matchedBy === 'header')).toBe(true);
    }
  });

  test('finds string codes in JSON bodies, in JSON text, in a tool text prefix and in WWW-Authenticate', () => {
    const byCode = (code: string) =>
      entries.filter((entry) =>
        entry.wire.some((wire) =>
          wire.kind === 'http'
            ? (wire.body.type === 'json' && JSON.stringify(wire.body.json).includes(`"${code}"`)) ||
              Object.values(wire.headers).some((value) => value.includes(`error="${code}"`))
            : wire.kind === 'tool-result' &&
              (wire.text.startsWith(`${code}:`) || wire.text.includes(`"error": "${code}"`)),
        ),
      );
    for (const code of ['rate_limited', 'not_found', 'invalid_token', 'insufficient_scope']) {
      const expected = idsOf(byCode(code));
      expect(expected.length, code).toBeGreaterThan(0);
      expect(ids(code).sort(), code).toEqual(expected.sort());
      expect(ids(code.toUpperCase()).sort(), code).toEqual(expected.sort());
    }
    expect(new Set(byCode('rate_limited').map((entry) => entry.server)).size).toBeGreaterThan(2);
  });

  test('finds nothing for an empty query, a part of a code, or a phrase of a reply', () => {
    const rateLimited = entries.find((entry) => entry.id === 'clockford.http.rate-limited')?.wire[0];
    const phrase = rateLimited?.kind === 'http' && rateLimited.body.type === 'text' ? rateLimited.body.text : '';
    expect(phrase).not.toBe('');
    for (const query of ['', '   ', '3260', '-3260', 'rate', 'Retry', phrase]) expect(ids(query), query).toEqual([]);
  });
});

describe('normalizeQuery', () => {
  test('drops what a reader copies along with a code', () => {
    expect(normalizeQuery('  `Retry-After:` ')).toBe('Retry-After');
    expect(normalizeQuery('#clockford.http.rate-limited')).toBe('clockford.http.rate-limited');
    expect(normalizeQuery('status 503')).toBe('503');
    expect(normalizeQuery('\u201c-32602\u201d')).toBe('-32602');
  });
});
