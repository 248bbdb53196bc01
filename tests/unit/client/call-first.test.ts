/**
 * `call-first`, end to end: Rooms' "Call join_room first if you have not joined this room." The
 * catalog says it, the client makes the named call with the refused call's `room` and repeats
 * once, the mock lets a member send, and the playground shows the join before the repeat.
 */
import type { CallToolRequest, CallToolResult } from '@modelcontextprotocol/client';
import { describe, expect, test } from 'vitest';
import { getEntry, type ToolWire } from '../../../src/catalog/index.ts';
import { failureFromToolResult } from '../../../src/client/failure.ts';
import { classify, isMcpClientError, type ToolCaller } from '../../../src/client/index.ts';
import { roomsDemoInvite, roomsDemoKeys } from '../../../src/mock/servers/rooms/server.ts';
import { callsOf, runInProcess } from '../playground/run-harness.ts';
import { atlas } from './atlas.ts';
import { caught } from './caught.ts';
import { mockClientBench } from './mock-client.ts';
import { toolResultFor } from './wire-forms.ts';

type Params = CallToolRequest['params'];
const entry = getEntry('rooms.tool.forbidden');
const forbidden = (): CallToolResult => toolResultFor(entry, entry.wire[0] as ToolWire);
const sent: CallToolResult = { content: [{ type: 'text', text: 'Sent message m_1 to kitchen.' }] };
const send: Params = { name: 'send_message', arguments: { room: 'kitchen', body: 'hello' } };

/** A caller that answers each call from `answers` in turn, and records what it was asked. */
function scripted(...answers: Array<CallToolResult | Error>): ToolCaller & { asked: Params[] } {
  const asked: Params[] = [];
  return {
    asked,
    callTool: (params) => {
      asked.push(params);
      const answer = answers.shift();
      if (!answer) return Promise.reject(new Error('no more answers'));
      return answer instanceof Error ? Promise.reject(answer) : Promise.resolve(answer);
    },
  };
}

describe('call-first', () => {
  test('is what the catalog says for a Rooms call refused as not a member', () => {
    expect(entry.reaction).toEqual({ kind: 'call-first', tool: 'join_room', carry: ['room'] });
    const decision = classify(failureFromToolResult(forbidden()), { server: 'rooms', entries: [entry] });
    expect(decision).toMatchObject({ action: 'call-first', callFirst: { tool: 'join_room', carry: ['room'] } });
  });

  test('makes the named call with the refused call’s room and the agent’s invite, then repeats once', async () => {
    const caller = scripted(forbidden(), { content: [{ type: 'text', text: 'Joined kitchen.' }] }, sent);
    const reference = atlas({
      server: 'rooms',
      hooks: { callFirstArguments: { join_room: { invite: roomsDemoInvite } } },
    });
    const result = await reference.callTool(caller, send);
    expect(result).toBe(sent);
    expect(caller.asked).toEqual([
      send,
      { name: 'join_room', arguments: { room: 'kitchen', invite: roomsDemoInvite } },
      send,
    ]);
  });

  test('ends with the first call’s own words when that call is refused, and does not repeat', async () => {
    const caller = scripted(forbidden(), forbidden());
    const error = await caught(atlas({ server: 'rooms' }).callTool(caller, send));
    expect(isMcpClientError(error) && error.code).toBe('first-call-failed');
    expect((error as Error).message).toContain('Called join_room first');
    expect(caller.asked.map((params) => params.name)).toEqual(['send_message', 'join_room']);
  });

  test('repeats only once: refused again after the first call, it stops', async () => {
    const joined: CallToolResult = { content: [{ type: 'text', text: 'Joined kitchen.' }] };
    const caller = scripted(forbidden(), joined, forbidden());
    const error = await caught(atlas({ server: 'rooms' }).callTool(caller, send));
    expect(isMcpClientError(error) && error.code).toBe('repeated-once');
    expect(caller.asked.map((params) => params.name)).toEqual(['send_message', 'join_room', 'send_message']);
  });

  test('against the Rooms mock: joins the room, then the message is sent once', async () => {
    const bench = mockClientBench();
    const { client, reference } = await bench.connect(
      'rooms',
      { Authorization: `Bearer ${roomsDemoKeys.agentAlpha}` },
      { hooks: { callFirstArguments: { join_room: { invite: roomsDemoInvite } } } },
    );
    const result = await reference.callTool(client, send);
    expect(result.isError).toBeFalsy();
    expect([bench.calls.get('join_room'), bench.calls.get('send_message')]).toEqual([1, 2]);
  });

  test('in the playground: the reference client joins, then sends, and the run succeeds', async () => {
    const result = await runInProcess(entry, 'reference');
    expect(result.outcome.status, result.outcome.summary).toBe('success');
    expect(callsOf(result, 'react')).toEqual(['tools/call join_room', 'tools/call send_message']);
  });
});
