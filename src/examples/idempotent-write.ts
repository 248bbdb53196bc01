/**
 * A write that never posts twice. MCP has no idempotency key of its own, so the server takes one as
 * a tool argument (Rooms' `idempotency_key`, Clockford's `request_id`). The key is made once per
 * message, before the first send, and every retry sends it unchanged; a replayed reply is a success.
 * Against the mock servers (`npm run mock`): `npm run example src/examples/idempotent-write.ts [endpoint]`
 */
import { Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import type { CallToolResult, FetchLike } from '@modelcontextprotocol/client';
import { createResilientClient, type Clock } from 'mcp-error-atlas-client';
import { entries } from 'mcp-error-atlas-client/entries';

/** The message, who sends it, and the network and clock to send it with. */
export interface SendOnceOptions {
  /** @default 'http://127.0.0.1:3929/rooms/mcp' */
  endpoint?: string | undefined;
  /** An agent's API key. @default the mock's demo key for agent alpha */
  apiKey?: string;
  /** @default 'kitchen' */
  room?: string;
  /** An invite to join the room first; joining a room twice is harmless. @default the mock's demo invite */
  invite?: string;
  body: string;
  /** The key stored with this message on an earlier try (after a crash, say). @default a new UUID */
  key?: string;
  fetch?: FetchLike;
  /** Time, for tests on fake time: the client's `clock`. @default real time */
  clock?: Partial<Clock> | undefined;
}

/** The reply, the key it was sent with (store it with the message), and whether it was a replay. */
export interface SentOnce {
  result: CallToolResult;
  key: string;
  replayed: boolean;
}

/**
 * Sends one Rooms message so that it posts at most once, however often the send is retried: a
 * lost answer is retried with the same key, and the server answers the repeat with the first reply.
 *
 * @example
 * const { key, replayed } = await sendMessageOnce({ body: 'Lamps at six.' }); // store key before you retry later
 */
export async function sendMessageOnce(options: SendOnceOptions): Promise<SentOnce> {
  const { room = 'kitchen', invite = 'kitchen-open-door' } = options;
  let replayed = false;
  const atlas = createResilientClient({
    server: 'rooms',
    entries,
    fetch: options.fetch,
    clock: options.clock,
    hooks: {
      onDecision: ({ decision }) => {
        if (decision.action === 'replay-ok') replayed = true;
      },
    },
  });
  const headers = { Authorization: `Bearer ${options.apiKey ?? 'rk_agent_alpha_7f3a9c'}` };
  const endpoint = new URL(options.endpoint ?? 'http://127.0.0.1:3929/rooms/mcp');
  const client = new Client({ name: 'write-once-example', version: '1.0.0' }, { versionNegotiation: { mode: 'auto' } });
  await client.connect(new StreamableHTTPClientTransport(endpoint, { fetch: atlas.fetch, requestInit: { headers } }));
  try {
    await atlas.callTool(client, { name: 'join_room', arguments: { room, invite } });
    // The key is made here, once, before the first send; every retry below sends these very arguments.
    const key = options.key ?? globalThis.crypto.randomUUID();
    const message = { name: 'send_message', arguments: { room, body: options.body, idempotency_key: key } };
    const result = await atlas.callTool(client, message, { idempotencyKey: { argument: 'idempotency_key' } });
    return { result, key, replayed };
  } finally {
    await client.close();
  }
}

if (import.meta.main) console.log(await sendMessageOnce({ endpoint: process.argv[2], body: 'Lamps at six.' }));
