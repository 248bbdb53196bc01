/**
 * The Harbor fixture (a catalog alone) served by the generic mock in process, on a manual clock, with a scenario
 * context like the contract's: the scene and the client's call are one, and the wire is what is checked.
 */
import { readFileSync } from 'node:fs';
import type { Revision } from '../../../../src/catalog/index.ts';
import { CatalogSchema } from '../../../../src/catalog/schema.ts';
import { ManualClock } from '../../../../src/mock/clock.ts';
import { FaultTable } from '../../../../src/mock/faults.ts';
import {
  createGenericServer,
  type CatalogPart,
  type GenericScenarioContext,
} from '../../../../src/mock/generic/index.ts';
import { randomIds } from '../../../../src/mock/ids.ts';
import type { MockServer } from '../../../../src/mock/mock-server.ts';
import { RawMcpDriver } from '../../../../src/mock/scenarios/index.ts';

export const origin = 'http://mock.test';

/** The fixture, checked against the catalog's schema. */
export const harborCatalog = CatalogSchema.parse(
  JSON.parse(readFileSync(new URL('../../../fixtures/catalogs/harbor.json', import.meta.url), 'utf8')),
);

/** Harbor's part of its catalog. */
export const harbor: CatalogPart = {
  server: harborCatalog.servers[0]!,
  entries: harborCatalog.entries.filter((entry) => entry.server === 'harbor'),
  limits: harborCatalog.limits.filter((limit) => limit.server === 'harbor'),
};

export interface HarborBench {
  clock: ManualClock;
  faults: FaultTable;
  server: MockServer;
  fetch: (url: string | URL, init?: RequestInit) => Promise<Response>;
  driver: (revision?: Revision) => RawMcpDriver;
  /** A scenario context over this bench; `later` steps run at `settle`. */
  context: (revision?: Revision) => GenericScenarioContext & { settle(): Promise<void> };
}

/** A fresh generic Harbor on a manual clock, callers from one address unless a request says otherwise. */
export function harborBench(part: CatalogPart = harbor): HarborBench {
  const clock = new ManualClock();
  const faults = new FaultTable(clock);
  const server = createGenericServer({ clock, faults, ids: randomIds, origin }, part);
  const fetch = (url: string | URL, init?: RequestInit) =>
    server.handle(new Request(url, init), { address: '203.0.113.7' });
  const driver = (revision: Revision = part.server.revisions[0]!) =>
    new RawMcpDriver(fetch, `${origin}/${part.server.id}/mcp`, revision);
  const context = (revision?: Revision) => {
    const afterwards: Array<() => Promise<void>> = [];
    return {
      origin,
      fetch,
      driver: (_server: string, era?: Revision) => driver(era ?? revision),
      client: (made: RawMcpDriver) => made,
      inject: (serverId: string, entry: string) => void faults.add({ server: serverId, entry }),
      advance: (ms: number) => clock.advance(ms),
      later: (_ms: number, action: () => Promise<void>) => void afterwards.push(action),
      settle: async () => {
        for (const action of afterwards.splice(0)) await action();
      },
    };
  };
  return { clock, faults, server, fetch, driver, context };
}
