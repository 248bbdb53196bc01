/**
 * An SSE stream that ends without the response (`spec.http.stream-broken`): the fetch reads a request's stream to
 * its end and throws a `BrokenStreamError` for one that lost its response, and `callTool` re-issues the call (the SDK
 * gives it a new id). A notification's answer, an answered stream and a resumable 2025-11-25 stream pass as they are.
 */
import { Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import { McpServer, createMcpHandler } from '@modelcontextprotocol/server';
import { describe, expect, test } from 'vitest';
import * as z from 'zod';
import { getEntry, type HttpWire } from '../../../src/catalog/index.ts';
import { BrokenStreamError, readStream } from '../../../src/client/broken-stream.ts';
import { classify, createResilientClient, type DecisionEvent, type Entry } from '../../../src/client/index.ts';
import { entries } from '../../../src/client-data/entries.ts';
import { atlas } from './atlas.ts';
import { caught } from './caught.ts';
import { instantClock } from './fake-time.ts';
import { responseFor } from './wire-forms.ts';

const entry = getEntry('spec.http.stream-broken');
/** The catalog's broken stream, as a server sends it. */
const brokenStream = (): Response => responseFor(entry, entry.wire[0] as HttpWire);
const sse = (text: string): Response =>
  new Response(text, { status: 200, headers: { 'Content-Type': 'text/event-stream' } });
const answer = 'event: message\ndata: {"jsonrpc":"2.0","id":7,"result":{"content":[]}}\n\n';

const url = 'http://127.0.0.1:3929/connect/mcp';
const request = (revision: string, body: unknown = { jsonrpc: '2.0', id: 7, method: 'tools/call' }): RequestInit => ({
  method: 'POST',
  headers: { 'MCP-Protocol-Version': revision },
  body: JSON.stringify(body),
});

/** The resilient fetch over one scripted reply. */
const fetchOver = (reply: () => Response) =>
  atlas({ clock: instantClock(), server: 'connect', fetch: () => Promise.resolve(reply()) }).fetch;

describe('reading a request’s SSE stream', () => {
  test('finds the response to the request’s id, and whether an event had an id', () => {
    expect(readStream(answer, 7)).toEqual({ answered: true, resumable: false });
    expect(readStream(answer, 8)).toEqual({ answered: false, resumable: false });
    expect(readStream('id: 42\ndata:\n\n: keep-alive\n\n', 7)).toEqual({ answered: false, resumable: true });
    const progress = 'data: {"jsonrpc":"2.0","method":"notifications/progress","params":{"progress":1}}\n\n';
    expect(readStream(progress, 7).answered).toBe(false);
    expect(readStream('data: {"jsonrpc":"2.0","id":7,"error":{"code":-32603,"message":"x"}}\r\n\r\n', 7).answered).toBe(
      true,
    );
  });
});

describe('the fetch on a stream that ends without the response', () => {
  test('at 2026-07-28 throws a BrokenStreamError carrying the response as a failure', async () => {
    const error = await caught(fetchOver(brokenStream)(url, request('2026-07-28')));
    expect(error).toBeInstanceOf(BrokenStreamError);
    expect(error).toMatchObject({
      revision: '2026-07-28',
      failure: { kind: 'http', status: 200, body: ': keep-alive\n\n' },
    });
  });

  test('callTool decides it from the entries (spec.http.stream-broken), at either revision', async () => {
    const error = (await caught(fetchOver(brokenStream)(url, request('2026-07-28')))) as BrokenStreamError;
    for (const revision of ['2025-11-25', '2026-07-28']) {
      const events: DecisionEvent[] = [];
      let calls = 0;
      const client = {
        getNegotiatedProtocolVersion: () => revision,
        callTool: () =>
          ++calls === 1
            ? Promise.reject(new BrokenStreamError(error.failure, revision))
            : Promise.resolve({ content: [] }),
      };
      const reference = atlas({
        clock: instantClock(),
        server: 'connect',
        hooks: { onDecision: (event) => events.push(event) },
      });
      await reference.callTool(client, { name: 'search_docs', arguments: { q: 'retry' } });
      expect(calls).toBe(2);
      expect(events.map(({ decision }) => [decision.action, decision.entryId])).toEqual([
        ['backoff', 'spec.http.stream-broken'],
      ]);
    }
    // The failure's own match is the same: Connect's "ignored" 200 carries a response, and this stream has none.
    for (const revision of ['2025-11-25', '2026-07-28']) {
      expect(classify(error.failure, { entries, server: 'connect', revision })).toMatchObject({
        action: 'backoff',
        entryId: 'spec.http.stream-broken',
      });
    }
  });

  test('an entry of your own that calls any 200 “not an error” is no candidate: the stream is still a fault', async () => {
    const anything: Entry = {
      id: 'acme.http.anything',
      server: 'acme',
      title: 'Any answer',
      wire: [{ kind: 'http', status: 200, body: { type: 'text', text: 'ANY' } }],
      placeholders: { ANY: { pattern: '[\\s\\S]*' } },
      reaction: { kind: 'not-an-error' },
    };
    const events: DecisionEvent[] = [];
    let calls = 0;
    const failure = { kind: 'http' as const, status: 200, body: ': keep-alive\n\n' };
    const client = {
      callTool: () =>
        ++calls === 1 ? Promise.reject(new BrokenStreamError(failure, '2026-07-28')) : Promise.resolve({ content: [] }),
    };
    const reference = createResilientClient({
      clock: instantClock(),
      server: 'acme',
      entries: [anything],
      hooks: { onDecision: (event) => events.push(event) },
    });
    await reference.callTool(client, { name: 'search', arguments: {} });
    expect(calls).toBe(2);
    expect(events.map(({ decision }) => decision.action)).toEqual(['backoff']);
  });

  test('a stream that answered is handed on, its events intact', async () => {
    const response = await fetchOver(() => sse(answer))(url, request('2026-07-28'));
    expect(await response.text()).toBe(answer);
  });

  test('at 2025-11-25 a stream whose events carry ids is handed on for the SDK to resume with Last-Event-ID', async () => {
    const primed = 'id: stream-1\ndata:\n\n';
    expect(await (await fetchOver(() => sse(primed))(url, request('2025-11-25'))).text()).toBe(primed);
    // Without event ids there is nothing to resume; at 2026-07-28 event ids do not make it resumable.
    expect(await caught(fetchOver(() => sse(': keep-alive\n\n'))(url, request('2025-11-25')))).toBeInstanceOf(
      BrokenStreamError,
    );
    expect(await caught(fetchOver(() => sse(primed))(url, request('2026-07-28')))).toBeInstanceOf(BrokenStreamError);
  });

  test('a notification’s answer is not an error: an empty 202, or an empty 200 stream, passes untouched', async () => {
    const notification = { jsonrpc: '2.0', method: 'notifications/initialized' };
    const empty202 = new Response(null, { status: 202 });
    expect(await fetchOver(() => empty202)(url, request('2025-11-25', notification))).toBe(empty202);
    const empty200 = sse('');
    expect(await fetchOver(() => empty200)(url, request('2025-11-25', notification))).toBe(empty200);
  });

  test('a subscriptions/listen stream is never read (it stays open and answers nothing)', async () => {
    const listen = sse(': keep-alive\n\n');
    const body = { jsonrpc: '2.0', id: 3, method: 'subscriptions/listen' };
    expect(await fetchOver(() => listen)(url, request('2026-07-28', body))).toBe(listen);
  });
});

const handler = createMcpHandler(() => {
  const server = new McpServer({ name: 'echo-town', version: '1.0.0' });
  server.registerTool('echo', { description: 'Echo', inputSchema: z.object({ text: z.string() }) }, ({ text }) => ({
    content: [{ type: 'text', text }],
  }));
  return server;
});

describe('callTool on the official SDK, when the tools/call stream breaks', () => {
  async function connect(broken: number) {
    const clock = instantClock();
    const ids: unknown[] = [];
    const events: DecisionEvent[] = [];
    const reference = atlas({
      clock,
      server: 'connect',
      hooks: { onDecision: (event) => events.push(event) },
      fetch: async (to, init) => {
        if (typeof init?.body === 'string' && init.body.includes('"tools/call"')) {
          ids.push((JSON.parse(init.body) as { id: unknown }).id);
          if (ids.length <= broken) return brokenStream();
        }
        return handler.fetch(new Request(to, init));
      },
    });
    const client = new Client({ name: 'atlas-test', version: '1.0.0' }, { versionNegotiation: { mode: 'auto' } });
    await client.connect(
      new StreamableHTTPClientTransport(new URL('http://echo.test/mcp'), { fetch: reference.fetch }),
    );
    return { client, clock, reference, ids, events };
  }

  test('backs off and re-issues the call as a new request with a new id, then succeeds', async () => {
    const { client, clock, reference, ids, events } = await connect(1);
    expect(client.getNegotiatedProtocolVersion()).toBe('2026-07-28');
    const result = await reference.callTool(client, { name: 'echo', arguments: { text: 'hello' } });
    expect(result.content).toEqual([{ type: 'text', text: 'hello' }]);
    expect(ids).toHaveLength(2);
    expect(ids[1]).not.toEqual(ids[0]);
    expect(clock.sleeps).toHaveLength(1);
    expect(events.map(({ layer, decision }) => [layer, decision.action, decision.entryId])).toEqual([
      ['tool', 'backoff', 'spec.http.stream-broken'],
    ]);
  });

  test('never re-issues a write that has no idempotency key', async () => {
    const { client, reference, ids } = await connect(1);
    const error = await caught(
      reference.callTool(client, { name: 'echo', arguments: { text: 'hi' } }, { write: true }),
    );
    expect(error).toMatchObject({ code: 'unsafe-retry' });
    expect(ids).toHaveLength(1);
  });
});
