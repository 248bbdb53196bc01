/**
 * The contract for a catalog alone: every entry of the Harbor fixture, triggered through the generic scenarios in
 * every revision the server speaks, comes back on the wire as its catalog wire form, field by field.
 */
import { describe, expect, test } from 'vitest';
import { CatalogSchema } from '../../../../src/catalog/schema.ts';
import {
  bodyLimitOf,
  notFoundEntryOf,
  ratedLimits,
  replayEntryOf,
  triggerGenericEntry,
} from '../../../../src/mock/generic/index.ts';
import { wireMismatches } from '../../../contract/match-wire.ts';
import { harbor, harborBench, harborCatalog } from './harbor-bench.ts';

describe('the Harbor fixture', () => {
  test('is a catalog: it passes the schema, and its ids use its server’s id', () => {
    expect(() => CatalogSchema.parse(harborCatalog)).not.toThrow();
    const ids = [...harborCatalog.entries, ...harborCatalog.limits].map((item) => item.id);
    expect(ids.filter((id) => !id.startsWith('harbor.'))).toEqual([]);
  });
});

const cases = harbor.server.revisions.flatMap((revision) =>
  harbor.entries.map((entry) => [entry.id, revision, entry] as const),
);

describe('every Harbor entry on the wire', () => {
  test.each(cases)('%s at %s', async (_, revision, entry) => {
    const context = harborBench().context(revision);
    const observations = await triggerGenericEntry(harbor, entry, context);
    await context.settle();
    for (const [index, wire] of entry.wire.entries()) {
      const observed = observations.length === entry.wire.length ? observations[index] : observations[0];
      expect(observed, `${entry.id}: nothing observed`).toBeDefined();
      expect(wireMismatches(entry, wire, observed!)).toEqual([]);
    }
  });
});

/** The entries the part's own data says how to cause: a rate's breach, a body limit's, its not-found and replay. */
const byData = [
  ...ratedLimits(harbor).map((rated) => rated.breach),
  bodyLimitOf(harbor)?.breach,
  notFoundEntryOf(harbor),
  replayEntryOf(harbor),
].filter((entry) => entry !== undefined);

describe('the entries the data implements', () => {
  test.each(byData.map((entry) => [entry.id, entry] as const))(
    '%s is produced with no condition injected',
    async (_, entry) => {
      const bench = harborBench();
      await triggerGenericEntry(harbor, entry, bench.context());
      expect(bench.faults.list()).toEqual([]);
    },
  );

  test('the others are produced by injection, as conditions of the table', async () => {
    const others = harbor.entries.filter((entry) => !byData.includes(entry));
    for (const entry of others) {
      const bench = harborBench();
      await triggerGenericEntry(harbor, entry, bench.context());
      expect(bench.faults.list().map((fault) => fault.entry)).toEqual([entry.id]);
    }
    expect(others.length + byData.length).toBe(harbor.entries.length);
  });
});
