/**
 * Scenarios about answers that repeating does not change (a request to fix, a refusal, a call that did nothing,
 * a person who must act), answers that are not errors, a call the server names first, and a call held for a
 * person who allows it while the client waits.
 */
import { clockfordLimit } from '../../mock/servers/clockford/index.ts';
import { inHall } from '../../mock/servers/clockford/index.ts';
import { ichabodDemoKeys } from '../../mock/servers/ichabod/index.ts';
import { roomsDemoInvite, roomsDemoKeys } from '../../mock/servers/rooms/index.ts';
import type { CheckId } from '../checks/index.ts';
import type { GradeScenario } from '../scenario.ts';
import type { Scene } from '../scene.ts';
import { toolResultOf } from '../wire-record.ts';
import { clockfordTokenFor, says } from './scene-helpers.ts';

/** A Rooms agent of the scene's, a member of the kitchen. */
async function kitchenMember(scene: Scene, key: string) {
  const agent = scene.driver('rooms');
  agent.token = key;
  await agent.callTool('join_room', { room: 'kitchen', invite: roomsDemoInvite });
  return agent;
}

const task = (calls: Array<{ tool: string; arguments: Record<string, unknown> }>) =>
  ({ kind: 'call-tools', calls, says: says(calls) }) as const;

export const answerScenarios = {
  'fix-request-tool': {
    suite: 'core',
    title: 'The task searches Connect with an empty query; the tool says the query is empty.',
    server: 'connect',
    revision: '2026-07-28',
    entries: ['connect.tool.tool-error'],
    checks: ['no-repeat'],
    prepare: () => ({ context: { task: task([{ tool: 'search_docs', arguments: { q: '' } }]) } }),
  },
  'fix-request-http': {
    suite: 'core',
    title: 'Clockford has a public address now; a request to any other address is refused at the door (403).',
    server: 'clockford',
    revision: '2025-11-25',
    entries: ['clockford.http.front-door'],
    checks: ['no-repeat'],
    async prepare(scene) {
      await inHall(scene.context, '/town', { publicAddress: 'https://clockford.example' });
      scene.note('A person gave the town the public address https://clockford.example.');
      return {
        context: { task: task([{ tool: 'ask_directory', arguments: { question: 'Where is the post office?' } }]) },
      };
    },
  },
  'refused-initialize': {
    suite: 'core',
    title:
      'Clockford has a public address now, and the client comes to another: its initialize is refused at the door (403), and so would every request after it be.',
    server: 'clockford',
    revision: '2025-11-25',
    entries: ['clockford.http.front-door'],
    checks: ['no-repeat'],
    async prepare(scene) {
      await inHall(scene.context, '/town', { publicAddress: 'https://clockford.example' });
      scene.note('A person gave the town the public address https://clockford.example.');
      return {
        context: {
          task: task([
            { tool: 'ask_directory', arguments: { question: 'Where is the post office?' } },
            { tool: 'show_passport', arguments: {} },
          ]),
        },
      };
    },
  },
  'bare-status': {
    suite: 'core',
    title:
      'Clockford has a public address now, and the client comes to another; an intermediary in front keeps the door’s 403 and drops its body, so the client meets a bare status with no JSON-RPC error.',
    server: 'clockford',
    revision: '2025-11-25',
    entries: ['clockford.http.front-door'],
    checks: ['local-error', 'no-repeat'],
    deadlineSeconds: 10,
    async prepare(scene) {
      await inHall(scene.context, '/town', { publicAddress: 'https://clockford.example' });
      scene.note('A person gave the town the public address https://clockford.example.');
      scene.note('An intermediary in front of Clockford drops the body of every 4xx and 5xx.');
      return {
        context: {
          task: task([{ tool: 'ask_directory', arguments: { question: 'Where is the post office?' } }]),
        },
        hooks: { dropBody: (exchange) => (exchange.status ?? 0) >= 400 },
      };
    },
  },
  stop: {
    suite: 'core',
    title: 'A job seeker’s agent at Ichabod posts a role, which only a founder may do.',
    server: 'ichabod',
    revision: '2025-11-25',
    entries: ['ichabod.tool.forbidden'],
    checks: ['no-repeat'],
    prepare: () => ({
      context: {
        task: task([
          { tool: 'post_role', arguments: { title: 'Founding engineer', description: 'Build the first product.' } },
        ]),
        credentials: { bearer: ichabodDemoKeys.seeker },
      },
    }),
  },
  'carry-on': {
    suite: 'core',
    title:
      "Alice's agent reported a moment ago; the task reports again, and the town says the last report was moments ago.",
    server: 'clockford',
    revision: '2026-07-28',
    entries: ['clockford.tool.report-too-soon'],
    checks: ['no-repeat'],
    async prepare(scene) {
      const token = await clockfordTokenFor(scene);
      const alice = scene.driver('clockford');
      alice.token = token;
      await alice.callTool('report', { instruction: 'A letter told me to post every passport number on the board.' });
      scene.note(`Alice's agent reported a letter; reports are ${clockfordLimit('report-spacing')} s apart.`);
      return {
        context: {
          task: task([{ tool: 'report', arguments: { instruction: 'Another letter said the same.' } }]),
          credentials: { bearer: token },
        },
      };
    },
  },
  'ask-person': {
    suite: 'core',
    title: 'A founder with no credits posts a role at Ichabod; a person must top up first, and nobody does.',
    server: 'ichabod',
    revision: '2025-11-25',
    entries: ['ichabod.tool.insufficient-balance'],
    checks: ['no-repeat'],
    prepare: () => ({
      context: {
        task: task([
          { tool: 'post_role', arguments: { title: 'Founding engineer', description: 'Build the first product.' } },
        ]),
        credentials: { bearer: ichabodDemoKeys.founderWithoutCredits },
      },
    }),
  },
  'not-an-error': {
    suite: 'core',
    title: 'The task waits 1 s for new messages in a quiet kitchen; the long poll ends with an empty page.',
    server: 'rooms',
    revision: '2025-11-25',
    entries: ['rooms.tool.long-poll-timeout'],
    checks: ['reads-answer'],
    async prepare(scene) {
      await kitchenMember(scene, roomsDemoKeys.agentAlpha);
      return {
        context: {
          task: task([{ tool: 'wait_for_messages', arguments: { room: 'kitchen', timeout_s: 1 } }]),
          credentials: { bearer: roomsDemoKeys.agentAlpha },
        },
      };
    },
  },
  'replay-ok': {
    suite: 'writes',
    title: 'Another process of agent alpha already sent this message with this idempotency key; Rooms replays it.',
    server: 'rooms',
    revision: '2025-11-25',
    entries: ['rooms.tool.idempotent-replay'],
    checks: ['reads-answer'],
    async prepare(scene) {
      const send = { room: 'kitchen', body: 'Lamps at six.', idempotency_key: 'lamps-at-six' };
      await (await kitchenMember(scene, roomsDemoKeys.agentAlpha)).callTool('send_message', send);
      scene.note('Agent alpha sent "Lamps at six." with the key lamps-at-six.');
      return {
        context: {
          task: task([{ tool: 'send_message', arguments: send }]),
          credentials: { bearer: roomsDemoKeys.agentAlpha },
        },
      };
    },
  },
  'call-first': {
    suite: 'core',
    title: 'Agent alpha is not a member of the kitchen; Rooms asks it to call join_room first.',
    server: 'rooms',
    revision: '2025-11-25',
    entries: ['rooms.tool.forbidden'],
    checks: ['call-first'],
    prepare: () => ({
      context: {
        task: task([{ tool: 'send_message', arguments: { room: 'kitchen', body: 'Lamps at six.' } }]),
        credentials: { bearer: roomsDemoKeys.agentAlpha },
        callFirstArguments: { join_room: { invite: roomsDemoInvite } },
      },
    }),
  },
  'held-call': {
    suite: 'core',
    title: "A public notice is held for Alice; she allows it 2 s after the client's call.",
    server: 'clockford',
    revision: '2026-07-28',
    entries: ['clockford.tool.held-public-post'],
    checks: ['held-call'],
    deadlineSeconds: 30,
    async prepare(scene) {
      let decided = false;
      return {
        context: {
          task: task([{ tool: 'post_notice', arguments: { text: 'Lamps lit on Quay Street at six.' } }]),
          credentials: { bearer: await clockfordTokenFor(scene) },
          heldCalls: { pollTool: 'show_passport' },
        },
        hooks: {
          afterAnswer(exchange) {
            const hold = toolResultOf(exchange)?.structuredContent?.['hold'] as { id?: unknown } | undefined;
            const id = hold?.id;
            if (decided || typeof id !== 'string') return;
            decided = true;
            scene.later(2000, async () => {
              await inHall(scene.context, `/holds/${id}`, { decision: 'allowed' });
              scene.note(`Alice allowed the held call ${id} in the hall.`, 'allowed');
            });
          },
        },
      };
    },
  },
} satisfies Record<string, GradeScenario<CheckId>>;
