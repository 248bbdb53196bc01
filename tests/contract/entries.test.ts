/**
 * The contract: for every catalog entry, make the mock produce it — by its rule, or by fault
 * injection where the catalog says no request can — and check the wire, field by field.
 */
import { describe, expect, test } from 'vitest';
import { entries, type ServerId } from '../../src/catalog/index.ts';
import { ManualClock } from '../../src/mock/clock.ts';
import { createMockServers } from '../../src/mock/handler.ts';
import { RawMcpDriver, triggerEntry, type ScenarioContext } from '../../src/mock/scenarios/index.ts';
import { getServer } from '../../src/catalog/index.ts';
import { wireMismatches } from './match-wire.ts';

const origin = 'http://mock.test';

function freshContext(): ScenarioContext {
  const clock = new ManualClock();
  const mock = createMockServers({ clock, origin });
  const fetch = async (input: string | URL | Request, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    return (await mock.handle(request)) ?? new Response('No mock serves this path.', { status: 404 });
  };
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
