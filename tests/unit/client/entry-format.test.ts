/**
 * The client reads the catalog's format with its own types and its own copy of the quoted-text
 * rules, so it needs nothing of the catalog. These tests hold the two together.
 */
import { describe, expect, expectTypeOf, test } from 'vitest';
import {
  entries as catalogEntries,
  reactionWords,
  textPattern,
  type CatalogEntry,
  type ReactionKind as CatalogReactionKind,
  type WaitSource as CatalogWaitSource,
} from '../../../src/catalog/index.ts';
import { validateCatalog } from '../../../src/catalog/validate-catalog.ts';
import { entries } from '../../../src/client-data/entries.ts';
import { reactionLabels } from '../../../src/client/entry.ts';
import type { Entry, ReactionKind, WaitSource } from '../../../src/client/index.ts';
import { quotedPattern } from '../../../src/client/text-pattern.ts';

/** Every quoted text of an entry: tool texts, text bodies, JSON-RPC messages. */
const textsOf = (entry: CatalogEntry): string[] =>
  entry.wire.flatMap((wire) => {
    if (wire.kind === 'tool-result') return [wire.text];
    if (wire.kind === 'jsonrpc-error') return [wire.message];
    if (wire.body.type === 'text') return [wire.body.text];
    return wire.body.type === 'jsonrpc-error' ? [wire.body.message] : [];
  });

describe('the entry format the client reads', () => {
  test('has the catalog’s reactions and wait sources, no more and no fewer', () => {
    expectTypeOf<ReactionKind>().toEqualTypeOf<CatalogReactionKind>();
    expectTypeOf<WaitSource>().toEqualTypeOf<CatalogWaitSource>();
    expectTypeOf<CatalogEntry>().toExtend<Entry>();
    expect(reactionLabels).toEqual(
      Object.fromEntries(Object.entries(reactionWords).map(([kind, words]) => [kind, words.label])),
    );
  });

  test('takes /catalog.json as it is published', () => {
    const published = JSON.parse(JSON.stringify(validateCatalog())) as { entries: Entry[] };
    expect(published.entries.map((entry) => entry.id)).toEqual(entries.map((entry) => entry.id));
  });

  test('keeps, in the generated module, every field the client reads and nothing it does not', () => {
    expect(entries).toHaveLength(catalogEntries.length);
    for (const entry of entries) {
      expect(Object.keys(entry).sort()).toEqual(
        ['id', 'placeholders', 'reaction', 'revisions', 'server', 'title', 'wire'].sort(),
      );
    }
  });

  test.each(catalogEntries.map((entry) => [entry.id, entry] as const))(
    '%s: the client’s patterns are the catalog’s',
    (_, entry) => {
      for (const text of textsOf(entry)) {
        expect(quotedPattern(text, entry.placeholders).pattern.source).toBe(
          textPattern(text, entry.placeholders).source,
        );
      }
    },
  );
});
