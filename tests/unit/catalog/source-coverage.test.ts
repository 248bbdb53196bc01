import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { entries, limits, servers, type ServerId } from '../../../src/catalog/index.ts';
import { sourceRows } from './source-rows.ts';

const normalize = (text: string): string => text.replace(/`/g, '').replace(/\\"/g, '"').replace(/\s+/g, ' ').trim();

/** All the words the catalog holds for one server: quoted wire text, meanings, actions, limits, intros. */
function catalogText(server: ServerId): string {
  const own = servers.find((candidate) => candidate.id === server)!;
  const parts: string[] = [...own.intro, ...own.rules, ...own.groups.map((group) => group.intro)];
  for (const entry of entries.filter((candidate) => candidate.server === server)) {
    parts.push(entry.title, entry.meaning, entry.action, JSON.stringify(entry.wire));
    for (const wire of entry.wire) {
      if (wire.kind === 'tool-result')
        parts.push(wire.text, ...Object.values(wire.structuredContent ?? {}).map(String));
      if (wire.kind === 'jsonrpc-error') parts.push(wire.message);
      if (wire.kind === 'http' && wire.body.type === 'text') parts.push(wire.body.text);
      if (wire.kind === 'http' && wire.body.type === 'jsonrpc-error') parts.push(wire.body.message);
    }
  }
  for (const limit of limits.filter((candidate) => candidate.server === server)) parts.push(limit.what, limit.text);
  return normalize(parts.join('\n').replace(/\\n/g, ' '));
}

describe.each(Object.entries(sourceRows))('the %s source', (server, rows) => {
  const source = normalize(readFileSync(new URL(`../../../sources/${server}.txt`, import.meta.url), 'utf8'));
  const catalogWords = catalogText(server);
  const fragments = [...rows.errors, ...rows.limits];

  test.each(fragments)('row "%s" is in the source and in the catalog', (fragment) => {
    expect(source).toContain(normalize(fragment));
    expect(catalogWords).toContain(normalize(fragment));
  });
});
