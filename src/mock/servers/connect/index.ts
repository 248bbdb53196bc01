/** Connect's module: its mock, the scenarios that produce its entries, and its demo account. */
import type { ServerModule } from '../server-module.ts';

import { connectScenarios } from './scenarios.ts';
import { createConnect } from './server.ts';
import { connectSnippets } from './snippets.ts';
import { specOnConnect } from './spec-scenarios.ts';

export { buildConnectServer } from './server.ts';

export const connect = {
  id: 'connect',
  create: createConnect,
  scenarios: connectScenarios,
  specScenarios: specOnConnect,
  demo: { authorization: () => Promise.resolve(undefined) },
  snippets: connectSnippets,
  about: (origin: string) => `(2026-07-28 only, stateless)       REST ${origin}/connect/api/public/`,
} satisfies ServerModule;
