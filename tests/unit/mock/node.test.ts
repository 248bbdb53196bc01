/**
 * The Node mock over real HTTP: what a web page the developer has open, or a malformed or slow client,
 * can and cannot do to it.
 */
import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startMockHttpServer, type MockHttpServer } from '../../../src/mock/node.ts';
import { roomsDemoCookie } from '../../../src/mock/servers/rooms/server.ts';
import { initializeBody, mcpHeaders, rawRequest, type RawRequest } from '../../harness/raw-http.ts';

let served: MockHttpServer;
const send = (sent: RawRequest) => rawRequest(served.origin, sent);
const foreign = 'http://evil.example:3929';

beforeAll(async () => {
  served = await startMockHttpServer({
    port: 0,
    timeouts: { headersMs: 400, requestMs: 400, keepAliveMs: 300, checkEveryMs: 50 },
  });
});
afterAll(() => served.close());

/** A raw socket to the mock, and the text it has received so far. */
async function socket(): Promise<{ socket: Socket; received: () => string; closed: Promise<void> }> {
  const { hostname, port } = new URL(served.origin);
  const opened = connect(Number(port), hostname);
  let text = '';
  opened.on('data', (chunk: Buffer) => (text += chunk.toString('latin1')));
  const closed = new Promise<void>((resolve) => opened.on('close', () => resolve()));
  await new Promise<void>((resolve) => opened.once('connect', () => resolve()));
  return { socket: opened, received: () => text, closed };
}

async function until(check: () => boolean, ms = 2000): Promise<void> {
  const start = Date.now();
  while (!check()) {
    if (Date.now() - start > ms) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe('the page’s stand-in headers on the Node mock', () => {
  test.each(['/clockford/mcp', '/rooms/mcp', '/ichabod/mcp', '/connect/mcp'])(
    '%s refuses a foreign Origin even beside X-Mock-Origin naming its own',
    async (target) => {
      const answer = await send({
        method: 'POST',
        target,
        headers: { ...mcpHeaders, Origin: foreign, 'X-Mock-Origin': served.origin },
        body: initializeBody,
      });
      expect(answer.status).toBe(403);
    },
  );

  test.each(['/clockford/mcp', '/rooms/mcp', '/ichabod/mcp', '/connect/mcp'])(
    '%s refuses a foreign Host even beside X-Mock-Host naming its own',
    async (target) => {
      const answer = await send({
        method: 'POST',
        target,
        headers: { ...mcpHeaders, Host: 'evil.example:3929', 'X-Mock-Host': new URL(served.origin).host },
        body: initializeBody,
      });
      expect(answer.status).toBe(403);
    },
  );

  test('X-Mock-Cookie signs no browser in on Rooms REST', async () => {
    const answer = await send({
      method: 'POST',
      target: '/rooms/api/rooms/kitchen/messages',
      headers: {
        'Content-Type': 'application/json',
        'X-Mock-Cookie': `${roomsDemoCookie.name}=${roomsDemoCookie.value}`,
      },
      body: JSON.stringify({ body: 'Written by another site.' }),
    });
    expect(answer.status).toBe(401);
    expect(answer.body).toContain('unauthorized');
  });
});

describe('malformed requests on the Node mock', () => {
  test.each(['/clockford/mcp', '/rooms/api/rooms', '/connect/api/public/search', '/__mock/faults', '/nowhere'])(
    'TRACE %s gets 405, not 500',
    async (target) => {
      expect((await send({ method: 'TRACE', target })).status).toBe(405);
    },
  );

  test.each([
    ['/rooms/api/rooms/%E0%A4%A', 'percent-escape'],
    ['/connect/api/public/pages/%ZZ', 'percent-escape'],
    ['/clockford/hall/holds/%ZZ', 'percent-escape'],
    ['//%ZZ/x', 'percent-escape'],
    ['http://x:99999/y', 'not a path'],
  ])('%s gets a 400 naming the problem', async (target, named) => {
    const answer = await send({ method: 'POST', target, headers: { 'Content-Type': 'application/json' }, body: '{}' });
    expect(answer.status).toBe(400);
    expect(answer.body).toContain(named);
  });

  test.each([
    '/clockford/../__mock/reset',
    '/clockford/%2e%2e/__mock/reset',
    '/rooms/%2E./__mock/reset',
    '/clockford\\..\\__mock/reset',
    'http://127.0.0.1/__mock/reset',
  ])('%s is refused before routing, so the admin API never sees it', async (target) => {
    served.mock.faults.add({ server: 'clockford', entry: 'clockford.tool.clerk-busy', times: 1 });
    const answer = await send({ method: 'POST', target, headers: { 'Content-Type': 'application/json' } });
    expect(answer.status).toBe(400);
    expect(served.mock.faults.list()).toHaveLength(1);
    served.mock.faults.clear();
  });
});

describe('bodies and slow clients on the Node mock', () => {
  test('answers 413 for an announced 8 MB body without reading it', async () => {
    const { socket: opened, received } = await socket();
    opened.write(
      `POST /connect/mcp HTTP/1.1\r\nHost: ${new URL(served.origin).host}\r\nContent-Type: application/json\r\n` +
        `Accept: application/json, text/event-stream\r\nContent-Length: 8388608\r\n\r\n`,
    );
    await until(() => received().includes('\r\n\r\n'));
    expect(received()).toMatch(/^HTTP\/1\.1 413 /);
    opened.destroy();
  });

  test('stops reading a streamed body at the server’s limit and answers 413 before it ends', async () => {
    const { socket: opened, received } = await socket();
    opened.write(
      `POST /connect/mcp HTTP/1.1\r\nHost: ${new URL(served.origin).host}\r\nContent-Type: application/json\r\n` +
        `Accept: application/json, text/event-stream\r\nTransfer-Encoding: chunked\r\n\r\n`,
    );
    const chunk = 'x'.repeat(64 * 1024);
    // 320 KiB, over Connect's 256 KiB, and the body never ends: only a server that stops at its limit answers.
    for (let sent = 0; sent < 5; sent += 1) opened.write(`${chunk.length.toString(16)}\r\n${chunk}\r\n`);
    await until(() => received().includes('\r\n\r\n'));
    expect(received()).toMatch(/^HTTP\/1\.1 413 /);
    opened.destroy();
  });

  test('answers 408 to a request that announces a body and stalls, and closes its connection', async () => {
    const { socket: opened, received, closed } = await socket();
    opened.write(
      `POST /rooms/api/rooms HTTP/1.1\r\nHost: ${new URL(served.origin).host}\r\nContent-Type: application/json\r\n` +
        `Authorization: Bearer rk_user_ada_42d8b1\r\nContent-Length: 500000\r\n\r\n{"slug":`,
    );
    await closed;
    expect(received()).toMatch(/^HTTP\/1\.1 408 /);
  });

  test('closes a keep-alive connection that sits idle', async () => {
    const { socket: opened, received, closed } = await socket();
    opened.write(`GET /clockford/status HTTP/1.1\r\nHost: ${new URL(served.origin).host}\r\n\r\n`);
    await until(() => received().includes('"mode"'));
    await closed;
    expect(opened.destroyed).toBe(true);
  });
});

describe('connections on the Node mock', () => {
  test('answers a target that is not valid HTTP with a 400, not a reset', async () => {
    const answer = await send({ target: '/caf\u00e9', body: 'x'.repeat(100_000), method: 'PUT' });
    expect(answer.status).toBe(400);
    expect(answer.body).toContain('not valid HTTP');
  });
});

describe('streams on the Node mock', () => {
  test('an idle event stream sends its headers at once', async () => {
    const opened = await send({ method: 'POST', target: '/rooms/mcp', headers: mcpHeaders, body: initializeBody });
    const sessionId = String(opened.headers['mcp-session-id']);
    const { socket: stream, received } = await socket();
    stream.write(
      `GET /rooms/mcp HTTP/1.1\r\nHost: ${new URL(served.origin).host}\r\nAccept: text/event-stream\r\n` +
        `Mcp-Session-Id: ${sessionId}\r\nMCP-Protocol-Version: 2025-11-25\r\n\r\n`,
    );
    await until(() => received().includes('\r\n\r\n'), 1000);
    expect(received()).toMatch(/^HTTP\/1\.1 200 /);
    expect(received()).toMatch(/content-type: text\/event-stream/i);
    stream.destroy();
  });

  test('honours a client’s Connection: close on a streamed reply', async () => {
    const answer = await send({
      method: 'POST',
      target: '/clockford/mcp',
      headers: { ...mcpHeaders, Connection: 'close' },
      body: initializeBody,
    });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toMatch(/text\/event-stream/);
    expect(answer.headers.connection).toBe('close');
  });
});
