/**
 * `src/examples/idempotent-write.ts`, the program the "Idempotent writes" guide shows, run against
 * the in-process Rooms mock on a manual clock.
 */
import { Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import { describe, expect, test } from 'vitest';
import { roomsDemoKeys } from '../../../src/mock/servers/rooms/server.ts';
import { sendMessageOnce } from '../../../src/examples/idempotent-write.ts';
import { bench, origin, type Bench } from '../../harness/in-process-mock.ts';

const endpoint = `${origin}/rooms/mcp`;

/** How many messages in `kitchen` read `body`, as another client sees the room. */
async function postedCount(b: Bench, body: string): Promise<number> {
  const reader = new Client({ name: 'reader', version: '1.0.0' });
  const headers = { Authorization: `Bearer ${roomsDemoKeys.userAda}` };
  await reader.connect(
    new StreamableHTTPClientTransport(new URL(endpoint), { fetch: b.fetch, requestInit: { headers } }),
  );
  const page = await reader.callTool({ name: 'read_messages', arguments: { room: 'kitchen', limit: 50 } });
  await reader.close();
  const { messages } = page.structuredContent as { messages: Array<{ body: string }> };
  return messages.filter((message) => message.body === body).length;
}

const keyOf = (b: Bench, index: number): unknown =>
  (JSON.parse(b.callsOf('send_message')[index]!.body) as { params: { arguments: Record<string, unknown> } }).params
    .arguments['idempotency_key'];

describe('the idempotent write example', () => {
  test('posts once when the answer to the first send is lost, and counts the replay as success', async () => {
    const b = bench();
    b.loseNextAnswerTo('send_message');
    const sent = await sendMessageOnce({
      endpoint,
      body: 'Lamps at six.',
      fetch: b.fetch,
      clock: { sleep: b.sleep, now: b.now },
    });
    expect(b.callsOf('send_message')).toHaveLength(2);
    expect(sent.replayed).toBe(true);
    expect(sent.result.isError ?? false).toBe(false);
    expect(await postedCount(b, 'Lamps at six.')).toBe(1);
  });

  test('sends the same key on the retry as on the first send', async () => {
    const b = bench();
    b.loseNextAnswerTo('send_message');
    const sent = await sendMessageOnce({
      endpoint,
      body: 'Lamps at six.',
      fetch: b.fetch,
      clock: { sleep: b.sleep, now: b.now },
    });
    expect(keyOf(b, 0)).toBe(sent.key);
    expect(keyOf(b, 1)).toBe(sent.key);
    expect(sent.key).toMatch(/^[0-9a-f-]{36}$/);
  });

  test('backs off before the retry, within the first full-jitter ceiling of 1 s', async () => {
    const b = bench();
    b.loseNextAnswerTo('send_message');
    await sendMessageOnce({ endpoint, body: 'Lamps at six.', fetch: b.fetch, clock: { sleep: b.sleep, now: b.now } });
    expect(b.waits).toHaveLength(1);
    expect(b.waits[0]).toBeLessThan(1000);
  });

  test('replays, and posts nothing, when a stored key is sent again after a restart', async () => {
    const b = bench();
    const first = await sendMessageOnce({
      endpoint,
      body: 'Bread is up.',
      fetch: b.fetch,
      clock: { sleep: b.sleep, now: b.now },
    });
    expect(first.replayed).toBe(false);
    const again = await sendMessageOnce({
      endpoint,
      body: 'Bread is up.',
      key: first.key,
      fetch: b.fetch,
      clock: { sleep: b.sleep, now: b.now },
    });
    expect(again.replayed).toBe(true);
    expect(again.key).toBe(first.key);
    expect(await postedCount(b, 'Bread is up.')).toBe(1);
  });

  test('posts twice when two sends each make their own key', async () => {
    const b = bench();
    await sendMessageOnce({ endpoint, body: 'Soup.', fetch: b.fetch, clock: { sleep: b.sleep, now: b.now } });
    await sendMessageOnce({ endpoint, body: 'Soup.', fetch: b.fetch, clock: { sleep: b.sleep, now: b.now } });
    expect(await postedCount(b, 'Soup.')).toBe(2);
  });
});
