/**
 * The reference client end to end: the official SDK client, wrapped by the reference client,
 * against the mock servers in process, on an injected clock. Nothing here sleeps for real: a wait
 * moves the mock's clock.
 */
import { Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import { describe, expect, test } from 'vitest';
import type { EntryId } from '../../../src/catalog/index.ts';
import { isMcpClientError, type Decision, type Hooks, type ResilientClient } from '../../../src/client/index.ts';
import { ManualClock } from '../../../src/mock/clock.ts';
import { createMockServers, type MockServers } from '../../../src/mock/handler.ts';
import { roomsDemoInvite, roomsDemoKeys } from '../../../src/mock/servers/rooms/server.ts';
import { atlas } from './atlas.ts';

const origin = 'http://mock.test';

interface Harness {
  clock: ManualClock;
  mock: MockServers;
  /** Every wait the client asked for, in milliseconds. */
  waits: number[];
  /** Requests the mock answered, by tool name. */
  calls: Map<string, number>;
  sleep: (ms: number) => Promise<void>;
  now: () => number;
  /** The fetch into the mock; `loseNextResponseTo(tool)` makes it drop the answer to that tool's next call. */
  fetch: (url: string | URL, init?: RequestInit) => Promise<Response>;
  loseNextResponseTo(tool: string): void;
  /** Decisions the client reported, its handshakes' left out. */
  decisions: Decision[];
}

function harness(): Harness {
  const clock = new ManualClock();
  const mock = createMockServers({ clock, origin });
  const waits: number[] = [];
  const calls = new Map<string, number>();
  const lose = new Set<string>();
  return {
    clock,
    mock,
    waits,
    calls,
    decisions: [],
    sleep: (ms) => {
      waits.push(ms);
      clock.advance(ms);
      return Promise.resolve();
    },
    now: () => clock.now(),
    loseNextResponseTo: (tool) => void lose.add(tool),
    async fetch(url, init) {
      const request = new Request(url, init);
      const body = request.method === 'POST' ? await request.clone().text() : '';
      const tool = /"method":"tools\/call".*?"name":"([^"]+)"/.exec(body)?.[1];
      if (tool) calls.set(tool, (calls.get(tool) ?? 0) + 1);
      const response = (await mock.handle(request)) ?? new Response('no mock here', { status: 404 });
      if (tool && lose.delete(tool)) {
        // The server did the work; the answer is lost on the way back, as on a reset connection.
        await response.body?.cancel();
        throw new TypeError('fetch failed', { cause: new Error('ECONNRESET') });
      }
      return response;
    },
  };
}

const handshake = ['server/discover', 'initialize'];

/** One reference client for `server`, reporting to `h.decisions`, with `hooks` besides. */
function referenceClient(h: Harness, server: string, hooks: Hooks<EntryId> = {}): ResilientClient {
  return atlas({
    server,
    fetch: h.fetch,
    clock: { sleep: h.sleep, now: h.now, random: () => 0.5 },
    hooks: {
      // The handshake's own decisions (Rooms refuses the discover probe, and the SDK falls back) are left out.
      onDecision: ({ decision, method }) => void (handshake.includes(method ?? '') || h.decisions.push(decision)),
      ...hooks,
    },
  });
}

/** An SDK client connected through `reference`'s fetch. */
async function connect(
  reference: ResilientClient,
  server: string,
  headers: Record<string, string> = {},
): Promise<Client> {
  const client = new Client({ name: 'atlas-test', version: '1.0.0' }, { versionNegotiation: { mode: 'auto' } });
  await client.connect(
    new StreamableHTTPClientTransport(new URL(`${origin}/${server}/mcp`), {
      fetch: reference.fetch,
      requestInit: { headers },
    }),
  );
  return client;
}

const textOf = (result: { content: Array<{ type: string; text?: string }> }) =>
  result.content.map((block) => block.text ?? '').join('\n');

describe('the reference client against the Rooms mock', () => {
  const alpha = { Authorization: `Bearer ${roomsDemoKeys.agentAlpha}` };

  test('retries a write whose answer was lost with the same idempotency key, and it posts once', async () => {
    const h = harness();
    const reference = referenceClient(h, 'rooms');
    const client = await connect(reference, 'rooms', alpha);
    await client.callTool({ name: 'join_room', arguments: { room: 'kitchen', invite: roomsDemoInvite } });
    h.loseNextResponseTo('send_message');
    const result = await reference.callTool(
      client,
      { name: 'send_message', arguments: { room: 'kitchen', body: 'Lamps at six.' } },
      { idempotencyKey: { argument: 'idempotency_key', create: () => 'k-lamps' } },
    );
    expect(h.calls.get('send_message')).toBe(2);
    expect(h.decisions.map((decision) => decision.action)).toEqual(['backoff', 'replay-ok']);
    expect(result.structuredContent).toMatchObject({ replayed: true });
    const page = await client.callTool({ name: 'read_messages', arguments: { room: 'kitchen' } });
    expect(textOf(page).split('Lamps at six.').length - 1).toBe(1);
  });

  test('never retries a write without a key after a lost answer', async () => {
    const h = harness();
    const reference = referenceClient(h, 'rooms');
    const client = await connect(reference, 'rooms', alpha);
    await client.callTool({ name: 'join_room', arguments: { room: 'kitchen', invite: roomsDemoInvite } });
    h.loseNextResponseTo('send_message');
    const error = await reference
      .callTool(client, { name: 'send_message', arguments: { room: 'kitchen', body: 'Once only.' } }, { write: true })
      .catch((caught: unknown) => caught);
    expect(isMcpClientError(error, 'unsafe-retry')).toBe(true);
    expect(h.calls.get('send_message')).toBe(1);
  });

  test('re-initializes a session the server no longer knows, then repeats the call once', async () => {
    const h = harness();
    const reference = referenceClient(h, 'rooms', {
      reinitialize: async () => {
        await client.close();
        client = await connect(reference, 'rooms', alpha);
      },
    });
    let client = await connect(reference, 'rooms', alpha);
    const transport = () => (client.transport as StreamableHTTPClientTransport | undefined)!;
    // End the session on the server, as an idle timeout or a restart would.
    await h.mock.handle(
      new Request(`${origin}/rooms/mcp`, {
        method: 'DELETE',
        headers: { 'Mcp-Session-Id': transport().sessionId!, 'MCP-Protocol-Version': '2025-11-25', ...alpha },
      }),
    );
    const caller = {
      callTool: (...args: Parameters<Client['callTool']>) => client.callTool(...args),
      getNegotiatedProtocolVersion: () => client.getNegotiatedProtocolVersion(),
    };
    const result = await reference.callTool(caller, { name: 'list_rooms', arguments: {} });
    // Rooms answers an already-applied call with a plain answer too, so a success may read as "not an error".
    expect(h.decisions.map((decision) => decision.action).filter((action) => action !== 'not-an-error')).toEqual([
      'reinitialize',
    ]);
    expect(result.isError ?? false).toBe(false);
  });
});

describe('the reference client against the Clockford mock', () => {
  test('waits out a 429 with Retry-After: 3, at least 3 s, and succeeds on the next attempt', async () => {
    const h = harness();
    const client = await connect(referenceClient(h, 'clockford'), 'clockford');
    h.mock.faults.add({ server: 'clockford', entry: 'clockford.http.rate-limited', times: 1, retryAfterSeconds: 3 });
    const before = h.calls.get('districts') ?? 0;
    const result = await client.callTool({ name: 'districts', arguments: {} });
    expect(result.isError ?? false).toBe(false);
    expect(h.waits).toEqual([3000]);
    expect((h.calls.get('districts') ?? 0) - before).toBe(2);
  });

  test('re-initializes a legacy session that expired while idle', async () => {
    const h = harness();
    const reference = referenceClient(h, 'clockford', {
      reinitialize: async () => {
        await client.close().catch(() => undefined);
        client = await connect(reference, 'clockford');
      },
    });
    let client = await connect(reference, 'clockford');
    expect(client.getNegotiatedProtocolVersion()).toBe('2025-11-25');
    h.clock.advance(31 * 60 * 1000);
    const caller = {
      callTool: (...args: Parameters<Client['callTool']>) => client.callTool(...args),
      getNegotiatedProtocolVersion: () => client.getNegotiatedProtocolVersion(),
    };
    const result = await reference.callTool(caller, { name: 'districts', arguments: {} });
    expect(h.decisions.map((decision) => decision.entryId)).toEqual(['clockford.http.session-not-found']);
    expect(h.decisions[0]?.action).toBe('reinitialize');
    expect(result.isError ?? false).toBe(false);
  });
});
