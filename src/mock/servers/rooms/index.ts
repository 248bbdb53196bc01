/** Rooms' module: its mock, the scenarios that produce its entries, and its demo account. */
import type { ServerModule } from '../server-module.ts';
import { roomsDemo } from './demo.ts';
import { roomsScenarios } from './scenarios.ts';
import { createRooms } from './server.ts';
import { roomsSnippets } from './snippets.ts';
import { specOnRooms } from './spec-scenarios.ts';

export { roomsDemoCookie, roomsDemoInvite, roomsDemoKeys } from './directory.ts';

export const rooms = {
  id: 'rooms',
  create: createRooms,
  scenarios: roomsScenarios,
  specScenarios: specOnRooms,
  demo: roomsDemo,
  snippets: roomsSnippets,
  about: (origin: string) => `(2025-11-25, sessions; API keys)   REST ${origin}/rooms/api/`,
} satisfies ServerModule;
