/** A write whose answer is lost on the way back: the server posted it, the client never heard. */
import { roomsDemoInvite, roomsDemoKeys } from '../../mock/servers/rooms/index.ts';
import type { CheckId } from '../checks/index.ts';
import type { GradeScenario } from '../scenario.ts';
import { toolCallOf } from '../wire-record.ts';
import { says } from './scene-helpers.ts';

export const writeScenarios = {
  'lost-reply': {
    suite: 'writes',
    title: 'Agent alpha sends a message to the kitchen; Rooms posts it, and the connection drops before the answer.',
    server: 'rooms',
    revision: '2025-11-25',
    entries: ['rooms.tool.idempotent-replay'],
    checks: ['idempotency-key'],
    async prepare(scene) {
      const alpha = scene.driver('rooms');
      alpha.token = roomsDemoKeys.agentAlpha;
      await alpha.callTool('join_room', { room: 'kitchen', invite: roomsDemoInvite });
      let lost = false;
      const calls = [{ tool: 'send_message', arguments: { room: 'kitchen', body: 'Lamps at six.' } }];
      return {
        context: {
          task: { kind: 'call-tools', calls, idempotencyKey: { argument: 'idempotency_key' }, says: says(calls) },
          credentials: { bearer: roomsDemoKeys.agentAlpha },
        },
        hooks: {
          loseAnswer(exchange) {
            if (lost || toolCallOf(exchange)?.name !== 'send_message') return false;
            lost = true;
            scene.note('Rooms posted the message; the connection dropped before its answer reached the client.');
            return true;
          },
        },
      };
    },
  },
} satisfies Record<string, GradeScenario<CheckId>>;
