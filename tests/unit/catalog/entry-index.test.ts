import { describe, expect, test } from 'vitest';
import { checkedEntryIndex, prebuiltEntryIndexSource } from '../../../src/build/prebuilt-entry-index.ts';
import { catalogSource } from '../../../src/catalog/catalog-source.ts';
import { entryIndexOf } from '../../../src/catalog/entry-index-data.ts';
import {
  entryIndex,
  findIndexedEntry,
  getIndexedEntry,
  getIndexedServer,
  indexedEntriesOf,
  type EntryIndex,
} from '../../../src/catalog/entry-index.ts';
import { entries, servers } from '../../../src/catalog/index.ts';
import { CatalogSchema } from '../../../src/catalog/schema.ts';

/** What `CatalogSchema` gives for the catalog's data, independently of the site's plain defaults. */
const parsedIndex = entryIndexOf(CatalogSchema.parse(catalogSource));

/** Runs the prebuilt module's source, as a page would, and returns what it exports. */
async function runPrebuilt(source: string): Promise<EntryIndex> {
  const module = (await import(`data:text/javascript;base64,${Buffer.from(source).toString('base64')}`)) as {
    entryIndexData: EntryIndex;
  };
  return module.entryIndexData;
}

describe('entry index', () => {
  test('equals the index of the parsed catalog', () => {
    expect(entryIndex).toStrictEqual(parsedIndex);
  });

  test('is prebuilt for the browser as the same plain data', async () => {
    expect(await runPrebuilt(prebuiltEntryIndexSource(await checkedEntryIndex()))).toStrictEqual(parsedIndex);
  }, 60_000);

  test('holds every server and entry, in catalog order', () => {
    expect(entryIndex.servers.map((server) => server.id)).toEqual(servers.map((server) => server.id));
    expect(entryIndex.entries.map((entry) => entry.id)).toEqual(entries.map((entry) => entry.id));
  });

  test('carries none of an entry’s wire forms or prose', () => {
    const text = JSON.stringify(entryIndex);
    for (const key of ['wire', 'meaning', 'action', 'placeholders', 'inferred', 'intro', 'rules'])
      expect(text).not.toContain(`"${key}":`);
    for (const entry of entries.filter((candidate) => candidate.meaning.length > 40))
      expect(text, entry.id).not.toContain(JSON.stringify(entry.meaning).slice(1, -1));
  });

  test('keeps the statuses an entry is refused with over HTTP', () => {
    expect(getIndexedEntry('clockford.http.rate-limited').refusedWith).toEqual([429]);
    expect(getIndexedEntry('clockford.tool.clerk-busy').refusedWith).toEqual([]);
  });

  test('finds entries and servers by id, and names an id it does not know', () => {
    expect(findIndexedEntry('clockford.http.batch')?.title).toBe('A JSON-RPC batch');
    expect(findIndexedEntry('nope')).toBeUndefined();
    expect(() => getIndexedEntry('nope')).toThrow('No catalog entry has the id "nope"');
    expect(indexedEntriesOf('rooms').every((entry) => entry.server === 'rooms')).toBe(true);
    expect(getIndexedServer('clockford').revisions).toEqual(['2026-07-28', '2025-11-25']);
  });
});
