/**
 * The module of a server known only by its catalog data, made by the generic mock (`src/mock/generic/`). Node has it
 * from the start (`seed-modules.ts`); the page loads it only when a run meets such a server (`seed-modules-lazy.ts`),
 * so a run on a seed server carries none of the generic mock.
 */
import { entriesOf, limitsOf, type Server } from '../../catalog/index.ts';
import { createGenericServer, genericScenarios } from '../generic/index.ts';
import type { ServerModule, ServerScenarioTable } from './server-module.ts';

/**
 * The module of a server known only by its catalog data: a mock of its tools, rates and conditions
 * (`src/mock/generic/`), scenarios made from its data, and a demo account with no sign-in.
 */
export function dataModule(server: Server): ServerModule {
  const part = { server, entries: entriesOf(server.id), limits: limitsOf(server.id) };
  // A generic scenario injects any entry id; the scenario context's `inject` takes the catalog's ids, which these are.
  const scenarios = genericScenarios(part) as ServerScenarioTable;
  return {
    id: server.id,
    create: (context) => createGenericServer(context, part),
    scenarios,
    specScenarios: {},
    demo: { authorization: () => Promise.resolve(undefined) },
  };
}
