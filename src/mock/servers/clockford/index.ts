/** Clockford's module: its mock, the scenarios that produce its entries, and its demo account. */
import type { ServerModule } from '../server-module.ts';
import { clockfordDemo } from './demo.ts';
import { clockfordScenarios } from './scenarios.ts';
import { createClockford } from './server.ts';
import { clockfordSnippets } from './snippets.ts';
import { specOnClockford } from './spec-scenarios.ts';

export type { ClockfordHall, ClockfordServer } from './server.ts';
export { clockfordToken, inHall, signedIn } from './scenarios.ts';
export { clockfordConfig, clockfordLimit } from './config.ts';

export const clockford = {
  id: 'clockford',
  create: createClockford,
  scenarios: clockfordScenarios,
  specScenarios: specOnClockford,
  demo: clockfordDemo,
  snippets: clockfordSnippets,
  about: (_origin: string) => '(2026-07-28 signed in, 2025-11-25 sessions; OAuth)',
} satisfies ServerModule;
