/**
 * The reference client end to end: the official SDK client, wrapped by the reference client,
 * against the mock servers in process, on an injected clock. Nothing here sleeps for real: a wait
 * moves the mock's clock.
 */
import { Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import { describe, expect, test } from 'vitest';
import {
  callToolResiliently,
  createResilientFetch,
  isUnsafeRetryError,
  type Decision,
} from '../../../src/client/index.ts';
import { bench, origin, type Bench } from '../../harness/in-process-mock.ts';
import { roomsDemoInvite, roomsDemoKeys } from '../../../src/mock/servers/rooms.ts';

async function connect(h: Bench, server: string, headers: Record<string, string> = {}): Promise<Client> {
  const client = new Client({ name: 'atlas-test', version: '1.0.0' }, { versionNegotiation: { mode: 'auto' } });
  const fetch = createResilientFetch({ fetch: h.fetch, server, sleep: h.sleep, now: h.now });
  await client.connect(
    new StreamableHTTPClientTransport(new URL(`${origin}/${server}/mcp`), { fetch, requestInit: { headers } }),
  );
  return client;
}

const textOf = (result: { content: Array<{ type: string; text?: string }> }) =>
  result.content.map((block) => block.text ?? '').join('\n');

describe('the reference client against the Rooms mock', () => {
  const alpha = { Authorization: `Bearer ${roomsDemoKeys.agentAlpha}` };

  test('retries a write whose answer was lost with the same idempotency key, and it posts once', async () => {
    const h = bench();
    const client = await connect(h, 'rooms', alpha);
    await client.callTool({ name: 'join_room', arguments: { room: 'kitchen', invite: roomsDemoInvite } });
    h.loseNextAnswerTo('send_message');
    const decisions: Decision[] = [];
    const result = await callToolResiliently(
      client,
      { name: 'send_message', arguments: { room: 'kitchen', body: 'Lamps at six.' } },
      {
        server: 'rooms',
        idempotencyKey: { argument: 'idempotency_key', create: () => 'k-lamps' },
        sleep: h.sleep,
        now: h.now,
        random: () => 0.5,
        budget: false,
        onDecision: ({ decision }) => decisions.push(decision),
      },
    );
    expect(h.callsOf('send_message').length).toBe(2);
    expect(decisions.map((decision) => decision.action)).toEqual(['backoff', 'replay-ok']);
    expect(result.structuredContent).toMatchObject({ replayed: true });
    const page = await client.callTool({ name: 'read_messages', arguments: { room: 'kitchen' } });
    expect(textOf(page).split('Lamps at six.').length - 1).toBe(1);
  });

  test('never retries a write without a key after a lost answer', async () => {
    const h = bench();
    const client = await connect(h, 'rooms', alpha);
    await client.callTool({ name: 'join_room', arguments: { room: 'kitchen', invite: roomsDemoInvite } });
    h.loseNextAnswerTo('send_message');
    const error = await callToolResiliently(
      client,
      { name: 'send_message', arguments: { room: 'kitchen', body: 'Once only.' } },
      { server: 'rooms', write: true, sleep: h.sleep, now: h.now, budget: false },
    ).catch((caught: unknown) => caught);
    expect(isUnsafeRetryError(error)).toBe(true);
    expect(h.callsOf('send_message').length).toBe(1);
  });

  test('re-initializes a session the server no longer knows, then repeats the call once', async () => {
    const h = bench();
    let client = await connect(h, 'rooms', alpha);
    const transport = () => (client.transport as StreamableHTTPClientTransport | undefined)!;
    // End the session on the server, as an idle timeout or a restart would.
    await h.mock.handle(
      new Request(`${origin}/rooms/mcp`, {
        method: 'DELETE',
        headers: { 'Mcp-Session-Id': transport().sessionId!, 'MCP-Protocol-Version': '2025-11-25', ...alpha },
      }),
    );
    const decisions: Decision[] = [];
    const caller = { callTool: (...args: Parameters<Client['callTool']>) => client.callTool(...args) };
    const result = await callToolResiliently(
      caller,
      { name: 'list_rooms', arguments: {} },
      {
        server: 'rooms',
        revision: '2025-11-25',
        sleep: h.sleep,
        now: h.now,
        budget: false,
        reinitialize: async () => {
          await client.close();
          client = await connect(h, 'rooms', alpha);
        },
        onDecision: ({ decision }) => decisions.push(decision),
      },
    );
    // Rooms answers an already-applied call with a plain answer too, so a success may read as "not an error".
    expect(decisions.map((decision) => decision.action).filter((action) => action !== 'not-an-error')).toEqual([
      'reinitialize',
    ]);
    expect(result.isError ?? false).toBe(false);
  });
});

describe('the reference client against the Clockford mock', () => {
  test('waits out a 429 with Retry-After: 3, at least 3 s, and succeeds on the next attempt', async () => {
    const h = bench();
    const client = await connect(h, 'clockford');
    h.mock.faults.add({ server: 'clockford', entry: 'clockford.http.rate-limited', times: 1, retryAfterSeconds: 3 });
    const before = h.callsOf('districts').length;
    const result = await client.callTool({ name: 'districts', arguments: {} });
    expect(result.isError ?? false).toBe(false);
    expect(h.waits).toEqual([3000]);
    expect(h.callsOf('districts').length - before).toBe(2);
  });

  test('re-initializes a legacy session that expired while idle', async () => {
    const h = bench();
    let client = await connect(h, 'clockford');
    expect(client.getNegotiatedProtocolVersion()).toBe('2025-11-25');
    h.clock.advance(31 * 60 * 1000);
    const decisions: Decision[] = [];
    const caller = { callTool: (...args: Parameters<Client['callTool']>) => client.callTool(...args) };
    const result = await callToolResiliently(
      caller,
      { name: 'districts', arguments: {} },
      {
        server: 'clockford',
        revision: '2025-11-25',
        sleep: h.sleep,
        now: h.now,
        budget: false,
        reinitialize: async () => {
          await client.close().catch(() => undefined);
          client = await connect(h, 'clockford');
        },
        onDecision: ({ decision }) => decisions.push(decision),
      },
    );
    expect(decisions.map((decision) => decision.entryId)).toContain('clockford.http.session-not-found');
    expect(decisions[0]?.action).toBe('reinitialize');
    expect(result.isError ?? false).toBe(false);
  });
});
