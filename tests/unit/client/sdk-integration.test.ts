/**
 * The client on the official SDK: a real `Client` and `StreamableHTTPClientTransport` over the
 * resilient fetch, talking to a minimal in-process SDK server (not the mock). Refusals are
 * scripted onto the `tools/call` POST from the catalog's wire forms.
 */
import { Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import { McpServer, createMcpHandler } from '@modelcontextprotocol/server';
import { describe, expect, test } from 'vitest';
import * as z from 'zod';
import { getEntry, type EntryId, type HttpWire } from '../../../src/catalog/index.ts';
import {
  WaitTooLongError,
  callToolResiliently,
  createQuietGate,
  createResilientFetch,
  isFixRequestError,
} from '../../../src/client/index.ts';
import { caught } from './caught.ts';
import { instantClock } from './fake-time.ts';
import { responseFor } from './wire-forms.ts';

const handler = createMcpHandler(() => {
  const server = new McpServer({ name: 'echo-town', version: '1.0.0' });
  server.registerTool('echo', { description: 'Echo', inputSchema: z.object({ text: z.string() }) }, ({ text }) => ({
    content: [{ type: 'text', text }],
  }));
  return server;
});

/** The HTTP refusal of a catalog entry. */
function refusal(entryId: EntryId, values: Record<string, string> = {}): Response {
  const entry = getEntry(entryId);
  return responseFor(entry, entry.wire[0] as HttpWire, values);
}

async function connect(refusals: Array<() => Response>) {
  const clock = instantClock();
  const gate = createQuietGate();
  const toolCalls: number[] = [];
  const fetch = createResilientFetch({
    ...clock,
    gate,
    server: 'clockford',
    fetch: async (url, init) => {
      if (typeof init?.body === 'string' && init.body.includes('"tools/call"')) {
        toolCalls.push(clock.now());
        const next = refusals.shift();
        if (next) return next();
      }
      return handler.fetch(new Request(url, init));
    },
  });
  const client = new Client({ name: 'atlas-test', version: '1.0.0' }, { versionNegotiation: { mode: 'auto' } });
  await client.connect(new StreamableHTTPClientTransport(new URL('http://echo.test/mcp'), { fetch }));
  return { client, clock, gate, toolCalls };
}

describe('the resilient client on the official SDK', () => {
  test('negotiates through the resilient fetch and calls a tool', async () => {
    const { client } = await connect([]);
    expect(client.getNegotiatedProtocolVersion()).toBe('2026-07-28');
    const result = await client.callTool({ name: 'echo', arguments: { text: 'hello' } });
    expect(result.content).toEqual([{ type: 'text', text: 'hello' }]);
  });

  test('waits out a 429 with Retry-After inside the transport, so callTool only sees the success', async () => {
    const { client, clock, toolCalls } = await connect([() => refusal('clockford.http.rate-limited', { N: '3' })]);
    const result = await client.callTool({ name: 'echo', arguments: { text: 'hello' } });
    expect(result.content).toEqual([{ type: 'text', text: 'hello' }]);
    expect(clock.sleeps).toEqual([3000]);
    expect(toolCalls[1]! - toolCalls[0]!).toBe(3000);
  });

  test('delivers the fetch’s typed error to callTool unchanged', async () => {
    const { client } = await connect([() => refusal('clockford.http.town-full', { N: '3600' })]);
    const error = await caught(client.callTool({ name: 'echo', arguments: { text: 'hello' } }));
    expect(error).toBeInstanceOf(WaitTooLongError);
    expect((error as WaitTooLongError).waitMs).toBe(3_600_000);
  });

  test('reads a refusal the SDK surfaced itself, with the server’s words', async () => {
    const { client, gate } = await connect([() => refusal('clockford.http.too-large')]);
    const error = await caught(
      callToolResiliently(client, { name: 'echo', arguments: { text: 'hello' } }, { server: 'clockford', gate }),
    );
    expect(isFixRequestError(error)).toBe(true);
    expect(error).toMatchObject({ entryId: 'clockford.http.too-large', serverWords: 'Too large.' });
  });
});
