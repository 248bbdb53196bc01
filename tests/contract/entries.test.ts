/**
 * The contract: for every catalog entry, make the mock produce it — by its rule, or by fault
 * injection where the catalog says no request can — and check the wire, field by field.
 */
import { describe, expect, test } from 'vitest';
import { entries, type ServerId } from '../../src/catalog/index.ts';
import { RawMcpDriver, triggerEntry, type ScenarioContext } from '../../src/mock/scenarios/index.ts';
import { getServer } from '../../src/catalog/index.ts';
import { bench, origin } from '../harness/in-process-mock.ts';
import { wireMismatches } from './match-wire.ts';

function freshContext(): ScenarioContext {
  const { clock, mock, fetch } = bench();
  return {
    origin,
    fetch,
    driver: (server: Exclude<ServerId, 'spec'>, revision = getServer(server).revisions[0]!) =>
      new RawMcpDriver(fetch, `${origin}/${server}/mcp`, revision),
    inject: (server, entry, times = 1) => mock.faults.add({ server, entry, times }),
    advance: (ms) => clock.advance(ms),
  };
}

describe('every catalog entry on the wire', () => {
  test.each(entries.map((entry) => [entry.id, entry] as const))('%s', async (_, entry) => {
    const observations = await triggerEntry(entry, freshContext());
    for (const wire of entry.wire) {
      const observed = observations.find(
        (observation) => observation.surface === (wire.surface === 'rest' ? 'rest' : 'mcp'),
      );
      expect(observed, `${entry.id}: no observation on the ${wire.surface} surface`).toBeDefined();
      expect(wireMismatches(entry, wire, observed!)).toEqual([]);
    }
  });
});
