/**
 * `ask-person`, end to end: Ichabod's "Top up at the dashboard, then retry." and the
 * specification's `-32042` (a URL a person must complete). The client hands the decision to
 * `onPersonNeeded` and repeats once when the person has acted; the mocks take the person's act;
 * the playground shows what the person did.
 */
import type { CallToolResult } from '@modelcontextprotocol/client';
import { describe, expect, test } from 'vitest';
import { getEntry, type ToolWire } from '../../../src/catalog/index.ts';
import type { Decision, ToolCaller } from '../../../src/client/index.ts';
import { ichabodDemoKeys } from '../../../src/mock/servers/ichabod/server.ts';
import { roomsDemoInvite, roomsDemoKeys } from '../../../src/mock/servers/rooms/server.ts';
import { notesOf, runInProcess } from '../playground/run-harness.ts';
import { atlas, endedOn } from './atlas.ts';
import { caught } from './caught.ts';
import { mockClientBench, origin } from './mock-client.ts';
import { toolResultFor } from './wire-forms.ts';

const entry = getEntry('ichabod.tool.insufficient-balance');
const overdrawn = (): CallToolResult => toolResultFor(entry, entry.wire[0] as ToolWire);
const posted: CallToolResult = { content: [{ type: 'text', text: '{"role":{"id":"r_3"}}' }] };
const role = { name: 'post_role', arguments: { title: 'Founding engineer', description: 'Build the first product.' } };

function scripted(...answers: CallToolResult[]): ToolCaller & { calls: number } {
  const caller = {
    calls: 0,
    callTool: () => {
      caller.calls += 1;
      const answer = answers.shift();
      return answer ? Promise.resolve(answer) : Promise.reject(new Error('no more answers'));
    },
  };
  return caller;
}

describe('ask-person', () => {
  test('is what the catalog says where a person must act before the call can go through', () => {
    for (const id of [
      'ichabod.tool.insufficient-balance',
      'clockford.tool.exchange-closed',
      'clockford.tool.held-table-full',
      'spec.protocol.url-elicitation-required',
    ] as const) {
      expect(getEntry(id).reaction.kind, id).toBe('ask-person');
    }
  });

  test('without a person to ask, ends on the ask-person decision after one call', async () => {
    const caller = scripted(overdrawn());
    const error = await caught(atlas({ server: 'ichabod' }).callTool(caller, role));
    expect(endedOn(error, 'ask-person')).toBe(true);
    expect(caller.calls).toBe(1);
  });

  test('waits for the person, then repeats once; asked again, it stops', async () => {
    const asked: Decision[] = [];
    const onPersonNeeded = (decision: Decision) => {
      asked.push(decision);
      return Promise.resolve();
    };
    const done = scripted(overdrawn(), posted);
    expect(await atlas({ server: 'ichabod', hooks: { onPersonNeeded } }).callTool(done, role)).toBe(posted);
    expect([asked.length, done.calls]).toEqual([1, 2]);
    const again = scripted(overdrawn(), overdrawn());
    expect(
      endedOn(
        await caught(atlas({ server: 'ichabod', hooks: { onPersonNeeded } }).callTool(again, role)),
        'ask-person',
      ),
    ).toBe(true);
    expect(again.calls).toBe(2);
  });

  test('against the Ichabod mock: the person tops up at the dashboard, and the role is posted', async () => {
    const bench = mockClientBench();
    const key = ichabodDemoKeys.founderWithoutCredits;
    const topUp = async () => {
      const response = await bench.fetch(`${origin}/ichabod/dashboard/credits`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${key}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({ credits: 1 }),
      });
      expect(response.status).toBe(200);
    };
    const { client, reference } = await bench.connect(
      'ichabod',
      { Authorization: `Bearer ${key}` },
      { hooks: { onPersonNeeded: topUp } },
    );
    const result = await reference.callTool(client, role);
    expect(result.isError).toBeFalsy();
    expect(bench.calls.get('post_role')).toBe(2);
  });

  test('against the Rooms mock: a -32042 names the URL; once the person completes it, the review opens', async () => {
    const bench = mockClientBench();
    const urls: string[] = [];
    const { client, reference } = await bench.connect(
      'rooms',
      { Authorization: `Bearer ${roomsDemoKeys.agentAlpha}` },
      {
        hooks: {
          onPersonNeeded: async (decision) => {
            expect(decision.entryId).toBe('spec.protocol.url-elicitation-required');
            for (const task of decision.personTasks ?? []) {
              urls.push(task.url);
              expect((await bench.fetch(task.url)).status).toBe(200);
            }
          },
        },
      },
    );
    await client.callTool({ name: 'join_room', arguments: { room: 'kitchen', invite: roomsDemoInvite } });
    const result = await reference.callTool(client, {
      name: 'open_review',
      arguments: { room: 'kitchen', repository: 'octo/lamps' },
    });
    expect(urls).toEqual([`${origin}/rooms/connect/github?elicitation=e-1`]);
    expect(result.isError).toBeFalsy();
  });

  test('in the playground: the person tops up, the timeline says so, and the repeat goes through', async () => {
    const result = await runInProcess(entry, 'reference');
    expect(result.outcome.status, result.outcome.summary).toBe('success');
    expect(notesOf(result)).toContain(
      'The person topped up 5 credits at the dashboard. The client repeats the call once.',
    );
  });
});
