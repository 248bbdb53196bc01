/** The Rooms mock's gate, in process: sessions, batches, faults, and who may reach it at all. */
import { describe, expect, test } from 'vitest';
import { roomsDemoKeys } from '../../../src/mock/servers/rooms/server.ts';
import { roomsConfig } from '../../../src/mock/servers/rooms/sessions.ts';
import { bench, origin, type Bench } from '../../harness/in-process-mock.ts';
import { countedPost } from '../../harness/endless-body.ts';
import { initializeBody, mcpHeaders } from '../../harness/raw-http.ts';

const key = { Authorization: `Bearer ${roomsDemoKeys.agentAlpha}` };
const endpoint = `${origin}/rooms/mcp`;
const rpc = (id: number, method: string) => ({ jsonrpc: '2.0', id, method, params: {} });

async function open(b: Bench, address = '127.0.0.1'): Promise<Response> {
  const request = new Request(endpoint, { method: 'POST', headers: { ...mcpHeaders, ...key }, body: initializeBody });
  return (await b.mock.handle(request, { address }))!;
}

const inSession = (sessionId: string, extra: Record<string, string> = {}) => ({
  ...mcpHeaders,
  ...key,
  'Mcp-Session-Id': sessionId,
  'MCP-Protocol-Version': '2025-11-25',
  ...extra,
});

describe('Rooms sessions', () => {
  test('end once they sit idle for the configured time', async () => {
    const b = bench();
    const sessionId = (await open(b)).headers.get('Mcp-Session-Id')!;
    const list = () =>
      b.fetch(endpoint, { method: 'POST', headers: inSession(sessionId), body: JSON.stringify(rpc(2, 'tools/list')) });
    expect((await list()).status).toBe(200);
    b.clock.advance(roomsConfig.sessions.idleSeconds * 1000 - 1);
    expect((await list()).status).toBe(200);
    b.clock.advance(roomsConfig.sessions.idleSeconds * 1000);
    expect((await list()).status).toBe(404);
  });

  test('are capped per address: one more initialize is refused with rate_limited until one ends', async () => {
    const b = bench();
    const ids: string[] = [];
    for (let opened = 0; opened < roomsConfig.sessions.perAddress; opened += 1) {
      const response = await open(b, '10.0.0.1');
      expect(response.status).toBe(200);
      ids.push(response.headers.get('Mcp-Session-Id')!);
    }
    const refused = await open(b, '10.0.0.1');
    expect(refused.status).toBe(429);
    expect(await refused.text()).toContain('rate_limited');
    expect((await open(b, '10.0.0.2')).status).toBe(200);
    const ended = await b.mock.handle(new Request(endpoint, { method: 'DELETE', headers: inSession(ids[0]!) }), {
      address: '10.0.0.1',
    });
    expect(ended!.status).toBe(200);
    expect((await open(b, '10.0.0.1')).status).toBe(200);
  });
});

describe('the Rooms gate', () => {
  test('refuses a JSON-RPC batch inside a session with -32600 and runs none of it', async () => {
    const b = bench();
    const sessionId = (await open(b)).headers.get('Mcp-Session-Id')!;
    const response = await b.fetch(endpoint, {
      method: 'POST',
      headers: inSession(sessionId),
      body: JSON.stringify([rpc(2, 'tools/list'), rpc(3, 'tools/list')]),
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ id: null, error: { code: -32600 } });
  });

  test('spends no injected fault on GET, OPTIONS or DELETE', async () => {
    const b = bench();
    const sessionId = (await open(b)).headers.get('Mcp-Session-Id')!;
    b.mock.faults.add({ server: 'rooms', entry: 'spec.protocol.parse-error', times: 1 });
    for (const method of ['GET', 'OPTIONS', 'DELETE']) {
      await b.fetch(endpoint, { method, headers: inSession(sessionId, { Accept: 'text/event-stream' }) });
    }
    expect(b.mock.faults.list()).toEqual([expect.objectContaining({ lasts: { kind: 'calls', times: 1 } })]);
  });

  test('checks Origin before a fault, so a foreign page spends none', async () => {
    const b = bench();
    b.mock.faults.add({ server: 'rooms', entry: 'spec.protocol.parse-error', times: 1 });
    const response = await b.fetch(endpoint, {
      method: 'POST',
      headers: { ...mcpHeaders, Origin: 'https://evil.example' },
      body: initializeBody,
    });
    expect(response.status).toBe(403);
    expect(b.mock.faults.list()).toHaveLength(1);
  });

  test('refuses a foreign Host on MCP and on REST', async () => {
    const b = bench();
    const mcp = await b.fetch(endpoint, {
      method: 'POST',
      headers: { ...mcpHeaders, Host: 'evil.example' },
      body: initializeBody,
    });
    expect(mcp.status).toBe(403);
    expect(await mcp.json()).toMatchObject({ error: { message: 'Invalid Host: evil.example' } });
    const rest = await b.fetch(`${origin}/rooms/api/rooms`, { headers: { ...key, Host: 'evil.example' } });
    expect(rest.status).toBe(403);
    expect(await rest.json()).toMatchObject({ error: { code: 'cross_site' } });
  });
});

describe('Rooms REST', () => {
  test('answers a malformed percent-escape in the path with invalid, naming the segment', async () => {
    const response = await bench().fetch(`${origin}/rooms/api/rooms/%E0%A4%A/messages`, { headers: key });
    expect(response.status).toBe(400);
    const { error } = (await response.json()) as { error: { code: string; message: string } };
    expect(error.code).toBe('invalid');
    expect(error.message).toContain('%E0%A4%A');
  });

  test('stops reading a body at its limit', async () => {
    const body = countedPost({ ...key, 'Content-Type': 'application/json' });
    // Straight to the mock: the bench's fetch would read the body whole to record it.
    const response = (await bench().mock.handle(new Request(`${origin}/rooms/api/rooms`, body.init)))!;
    expect(body.pulled()).toBeLessThan(roomsConfig.maxBodyBytes + 256 * 1024);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: { message: 'The body is over 1 MiB.' } });
  });
});
