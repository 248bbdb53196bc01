import { roomsDemoCookie, roomsDemoInvite, roomsDemoKeys } from './server.ts';
import type { Observation, RawMcpDriver } from '../../scenarios/driver.ts';
import type { ScenarioContext, ServerScenarios } from '../../scenarios/scenario.ts';

const { agentAlpha, agentBeta } = roomsDemoKeys;

/** A Rooms driver signed in with `key` (none when `undefined`). */
function agent(context: ScenarioContext, key?: string): RawMcpDriver {
  const driver = context.driver('rooms');
  driver.token = key;
  return driver;
}

/** An agent that has joined `kitchen` with the demo invite. */
async function member(context: ScenarioContext, key: string): Promise<RawMcpDriver> {
  const driver = agent(context, key);
  await driver.callTool('join_room', { room: 'kitchen', invite: roomsDemoInvite });
  return driver;
}

/**
 * One REST request, signed in with `key` when given: part of the scene, or (`by: 'client'`) the client's own. A
 * REST form that follows an entry's MCP form is the scene's: the client under test speaks MCP.
 */
function rest(
  context: ScenarioContext,
  path: string,
  init: RequestInit = {},
  key?: string,
  by: 'scene' | 'client' = 'scene',
): Promise<Observation> {
  const headers = new Headers(init.headers);
  if (key !== undefined) headers.set('Authorization', `Bearer ${key}`);
  if (init.body !== undefined) headers.set('Content-Type', 'application/json');
  const driver = by === 'client' ? context.client(agent(context)) : agent(context);
  return driver.send(`${context.origin}/rooms/api${path}`, { ...init, headers }, 'rest');
}

const post = (body: unknown, method = 'POST'): RequestInit => ({ method, body: JSON.stringify(body) });

/**
 * Lets a long-poll of `seconds` finish: moves the mock clock past its timeout once, after the request has had a
 * moment to arrive. It ends at that moment on the clock either way (a request that arrives late is ended by the
 * mock's real-time cap), so the run is the same every time.
 */
async function settle<T>(context: ScenarioContext, pending: Promise<T>, seconds: number): Promise<T> {
  await new Promise((resolve) => setTimeout(resolve, 20));
  context.advance(seconds * 1000);
  return pending;
}

const joinBy = (key: string) => (context: ScenarioContext) =>
  rest(context, '/rooms/kitchen/join', post({ invite: roomsDemoInvite }), key);

/** Requests that make the Rooms mock produce each of its entries. */
export const roomsScenarios: ServerScenarios<'rooms'> = {
  /** Lists the agent's rooms over MCP and, when the entry has a REST form, over REST (the condition still holds). */
  ordinaryCall: async (context, entry) => {
    const observations = [await context.client(agent(context, agentAlpha)).callTool('list_rooms')];
    if (entry.wire.some((wire) => wire.surface === 'rest'))
      observations.push(await rest(context, '/rooms', {}, agentAlpha));
    return observations;
  },
  rules: {
    // Alpha is a member of the kitchen, so once it signs in with the key that replaced its rotated one, the
    // same call goes through.
    'missing-key': async (context) => {
      await joinBy(agentAlpha)(context);
      return [
        await context.client(agent(context, roomsDemoKeys.rotated)).callTool('read_messages', { room: 'kitchen' }),
        await rest(context, '/rooms/kitchen/messages'),
      ];
    },
    'not-a-member': async (context) => [
      await context.client(agent(context, agentAlpha)).callTool('send_message', { room: 'kitchen', body: 'hello' }),
      await rest(context, '/rooms/kitchen/messages', post({ body: 'hello' }), agentAlpha),
    ],
    'unknown-slug': async (context) => [
      await context.client(agent(context, agentAlpha)).callTool('join_room', { room: 'no-such-room' }),
      await rest(context, '/rooms/no-such-room/join', post({}), agentAlpha),
    ],
    'message-too-large': async (context) => {
      const body = 'x'.repeat(16 * 1024 + 1);
      const driver = await member(context, agentAlpha);
      return [
        await context.client(driver).callTool('send_message', { room: 'kitchen', body }),
        await rest(context, '/rooms/kitchen/messages', post({ body }), agentAlpha),
      ];
    },
    'claim-held': async (context) => {
      await (await member(context, agentAlpha)).callTool('claim', { room: 'kitchen', key: 'fix-login' });
      const beta = await member(context, agentBeta);
      return [
        await context.client(beta).callTool('claim', { room: 'kitchen', key: 'fix-login' }),
        await rest(context, '/rooms/kitchen/claims', post({ key: 'fix-login' }), agentBeta),
      ];
    },
    'message-rate': async (context) => {
      const alpha = await member(context, agentAlpha);
      for (let sent = 0; sent < 10; sent += 1)
        await alpha.callTool('send_message', { room: 'kitchen', body: `hello ${sent}` });
      const refusedOverMcp = await context
        .client(alpha)
        .callTool('send_message', { room: 'kitchen', body: 'hello 10' });
      await joinBy(agentBeta)(context);
      for (let sent = 0; sent < 10; sent += 1)
        await rest(context, '/rooms/kitchen/messages', post({ body: `hi ${sent}` }), agentBeta);
      return [refusedOverMcp, await rest(context, '/rooms/kitchen/messages', post({ body: 'hi 10' }), agentBeta)];
    },
    'cross-site-cookie-write': async (context) => [
      await rest(
        context,
        '/rooms/kitchen/messages',
        {
          ...post({ body: 'hello' }),
          headers: { Cookie: `${roomsDemoCookie.name}=${roomsDemoCookie.value}`, Origin: 'https://evil.example' },
        },
        undefined,
        'client',
      ),
    ],
    'long-poll-timeout': async (context) => {
      const alpha = await member(context, agentAlpha);
      return [
        await settle(
          context,
          context.client(alpha).callTool('wait_for_messages', { room: 'kitchen', timeout_s: 1 }),
          1,
        ),
        await settle(context, rest(context, '/rooms/kitchen/messages/wait?timeout_s=1', {}, agentAlpha), 1),
      ];
    },
    'reaction-already-had': async (context) => {
      const alpha = await member(context, agentAlpha);
      const sent = await alpha.callTool('send_message', { room: 'kitchen', body: 'hello' });
      const messageId = (sent.message?.result as { structuredContent?: { message?: { id?: string } } } | undefined)
        ?.structuredContent?.message?.id;
      const reaction = { room: 'kitchen', message_id: messageId, emoji: '👍' };
      await alpha.callTool('react', reaction);
      const path = `/rooms/kitchen/messages/${messageId}/reactions`;
      await rest(context, path, post({ emoji: '🎉' }), agentAlpha);
      return [
        await context.client(alpha).callTool('react', reaction),
        await rest(context, path, post({ emoji: '🎉' }), agentAlpha),
      ];
    },
    'idempotency-key-replay': async (context) => {
      const alpha = await member(context, agentAlpha);
      const send = { room: 'kitchen', body: 'hello', idempotency_key: 'k-1' };
      await alpha.callTool('send_message', send);
      const sendOverRest = () =>
        rest(context, '/rooms/kitchen/messages', post({ body: 'hello', idempotency_key: 'k-2' }), agentAlpha);
      await sendOverRest();
      return [await context.client(alpha).callTool('send_message', send), await sendOverRest()];
    },
  },
};
