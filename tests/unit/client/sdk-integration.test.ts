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
import { McpClientError, isMcpClientError, type DecisionEvent } from '../../../src/client/index.ts';
import { atlas, endedOn } from './atlas.ts';
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
  const toolCalls: number[] = [];
  const events: DecisionEvent[] = [];
  const reference = atlas({
    clock,
    server: 'clockford',
    hooks: { onDecision: (event) => events.push(event) },
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
  await client.connect(new StreamableHTTPClientTransport(new URL('http://echo.test/mcp'), { fetch: reference.fetch }));
  return { client, clock, reference, toolCalls, events };
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

  test('delivers the fetch’s error to callTool unchanged', async () => {
    const { client } = await connect([() => refusal('clockford.http.town-full', { N: '3600' })]);
    const error = await caught(client.callTool({ name: 'echo', arguments: { text: 'hello' } }));
    expect(error).toBeInstanceOf(McpClientError);
    expect(isMcpClientError(error, 'wait-too-long') && error.decision?.waitMs).toBe(3_600_000);
  });

  test('reads a refusal the SDK surfaced itself, with the server’s words, and reports it once', async () => {
    const { client, reference, events } = await connect([() => refusal('clockford.http.too-large')]);
    events.length = 0;
    const error = await caught(reference.callTool(client, { name: 'echo', arguments: { text: 'hello' } }));
    expect(endedOn(error, 'fix-request')).toBe(true);
    expect(error).toMatchObject({ entryId: 'clockford.http.too-large', serverWords: 'Too large.' });
    // The fetch met it (with its headers) and handed it to the SDK; callTool took that decision, not a second one.
    expect(events.map(({ layer, decision }) => [layer, decision.entryId])).toEqual([
      ['http', 'clockford.http.too-large'],
    ]);
    expect((error as McpClientError).decision).toBe(events[0]?.decision);
  });

  test('reports a refusal the fetch waits out once, and callTool nothing more', async () => {
    const { client, reference, events } = await connect([() => refusal('clockford.http.rate-limited', { N: '2' })]);
    events.length = 0;
    await reference.callTool(client, { name: 'echo', arguments: { text: 'hello' } });
    expect(events.map(({ layer, attempt, method, tool }) => [layer, attempt, method, tool])).toEqual([
      ['http', 1, 'tools/call', 'echo'],
    ]);
  });
});
