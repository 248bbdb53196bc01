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

function freshContext(): ScenarioContext & { settle(): Promise<void> } {
  const { clock, mock, fetch } = bench();
  // Here the scene and the client's call are one and the same: the wire is what is checked.
  const afterwards: Array<() => Promise<void>> = [];
  return {
    origin,
    fetch,
    driver: (server: Exclude<ServerId, 'spec'>, revision = getServer(server).revisions[0]!) =>
      new RawMcpDriver(fetch, `${origin}/${server}/mcp`, revision),
    client: (driver) => driver,
    inject: (server, entry) => mock.faults.add({ server, entry }),
    advance: (ms) => clock.advance(ms),
    // The scene's later steps run once its call has come back (nobody waits on this clock).
    later: (_, action) => void afterwards.push(action),
    settle: async () => {
      for (const action of afterwards.splice(0)) await action();
    },
  };
}

describe('every catalog entry on the wire', () => {
  test.each(entries.map((entry) => [entry.id, entry] as const))('%s', async (_, entry) => {
    const context = freshContext();
    const observations = await triggerEntry(entry, context);
    await context.settle();
    // One observation per wire form when the scenario gives one each (three forms on one surface), else one per surface.
    const paired = observations.length === entry.wire.length;
    for (const [index, wire] of entry.wire.entries()) {
      const observed = paired
        ? observations[index]
        : observations.find((observation) => observation.surface === (wire.surface === 'rest' ? 'rest' : 'mcp'));
      expect(observed, `${entry.id}: no observation on the ${wire.surface} surface`).toBeDefined();
      expect(wireMismatches(entry, wire, observed!)).toEqual([]);
    }
  });
});
