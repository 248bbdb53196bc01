/** Ichabod's module: its mock, the scenarios that produce its entries, and its demo account. */
import type { ServerModule } from '../server-module.ts';
import { ichabodDemo } from './demo.ts';
import { ichabodScenarios } from './scenarios.ts';
import { createIchabod } from './server.ts';
import { ichabodSnippets } from './snippets.ts';
import { specOnIchabod } from './spec-scenarios.ts';

export { ichabodDemoKeys, ichabodDemoOAuthClients } from './credentials.ts';
export { ichabodMaxBodyBytes } from './server.ts';

export const ichabod = {
  id: 'ichabod',
  create: createIchabod,
  scenarios: ichabodScenarios,
  specScenarios: specOnIchabod,
  demo: ichabodDemo,
  snippets: ichabodSnippets,
  about: (_origin: string) => '(2025-11-25; API key or OAuth)',
} satisfies ServerModule;
