import { roomsDemoInvite, roomsDemoKeys } from './server.ts';
import type { RawMcpDriver } from '../../scenarios/driver.ts';
import type { RuleName } from '../../../catalog/index.ts';
import type { Scenario, ScenarioContext } from '../../scenarios/scenario.ts';

/** A Rooms driver inside a fresh session. */
async function inSession(context: ScenarioContext): Promise<RawMcpDriver> {
  const driver = context.driver('rooms');
  driver.token = roomsDemoKeys.agentAlpha;
  await driver.initialize();
  return driver;
}

/** The specification's entries that the Rooms mock (2025-11-25, with sessions) produces, by rule. */
export const specOnRooms = {
  'invalid-json': async (context) => [
    await context.client(await inSession(context)).rpc('tools/list', {}, { rawBody: '{not json' }),
  ],
  // Rooms' SDK answers a null id with -32700; a second initialize on an open session is its -32600.
  'null-id': async (context) => [await context.client(await inSession(context)).initialize()],
  'unknown-method': async (context) => [await context.client(await inSession(context)).rpc('tools/run')],
  'notification-accepted': async (context) => [
    await context.client(await inSession(context)).rpc('notifications/initialized', {}, { notification: true }),
  ],
  'unknown-tool': async (context) => [await context.client(await inSession(context)).callTool('no_such_tool')],
  'bad-arguments': async (context) => [
    await context.client(await inSession(context)).callTool('send_message', { room: 42, body: 'hello' }),
  ],
  'unknown-resource': async (context) => [
    await context.client(await inSession(context)).rpc('resources/read', { uri: 'rooms://rooms/no-such-room' }),
  ],
  'bad-version-header': async (context) => [
    await context
      .client(await inSession(context))
      .rpc('tools/list', {}, { headers: { 'MCP-Protocol-Version': '1999-01-01' } }),
  ],
  'missing-session': async (context) => [await context.client(context.driver('rooms')).rpc('tools/list')],
  'unknown-session': async (context) => {
    const driver = context.driver('rooms');
    driver.sessionId = '00000000-0000-0000-0000-000000000000';
    return [await context.client(driver).rpc('tools/list')];
  },
  'missing-accept': async (context) => [
    await context.client(await inSession(context)).rpc('tools/list', {}, { headers: { Accept: 'application/json' } }),
  ],
  'url-elicitation-required': async (context) => {
    const driver = await inSession(context);
    await driver.callTool('join_room', { room: 'kitchen', invite: roomsDemoInvite });
    return [await context.client(driver).callTool('open_review', { room: 'kitchen', repository: 'octo/lamps' })];
  },
  'wrong-content-type': async (context) => [
    await context.client(await inSession(context)).rpc('tools/list', {}, { headers: { 'Content-Type': 'text/plain' } }),
  ],
} satisfies Partial<Record<RuleName<'spec'>, Scenario>>;
