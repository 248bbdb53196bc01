/** Serves the mock servers over real HTTP in Node, with the admin API beside them. */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { handleAdmin } from './admin.ts';
import { AdjustableClock, type Clock } from './clock.ts';
import { createMockServers, type MockServers } from './handler.ts';

export interface MockHttpServer {
  server: Server;
  mock: MockServers;
  /** `http://127.0.0.1:3929` */
  origin: string;
  close(): Promise<void>;
}

async function toRequest(incoming: IncomingMessage, origin: string): Promise<Request> {
  const chunks: Buffer[] = [];
  for await (const chunk of incoming) chunks.push(chunk as Buffer);
  const headers = new Headers();
  for (const [name, value] of Object.entries(incoming.headers)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item);
  }
  const hasBody = incoming.method !== 'GET' && incoming.method !== 'HEAD';
  return new Request(new URL(incoming.url ?? '/', origin), {
    method: incoming.method ?? 'GET',
    headers,
    ...(hasBody ? { body: Buffer.concat(chunks) } : {}),
  });
}

function send(response: Response, outgoing: ServerResponse): void {
  outgoing.writeHead(response.status, Object.fromEntries(response.headers));
  if (!response.body) {
    outgoing.end();
    return;
  }
  const body = Readable.fromWeb(response.body as NodeReadableStream<Uint8Array>);
  outgoing.on('close', () => body.destroy());
  body.pipe(outgoing);
}

/** Starts the mock on `host:port`; resolves once it listens. */
export async function startMockHttpServer(options: {
  port: number;
  host?: string;
  clock?: Clock;
}): Promise<MockHttpServer> {
  const host = options.host ?? '127.0.0.1';
  let origin = `http://${host}:${options.port}`;
  // The admin API can move this clock ahead (POST /__mock/clock), so a client's waits can be tested without waiting.
  const clock = new AdjustableClock(options.clock);
  let mock = createMockServers({ origin, clock });
  const server = createServer((incoming, outgoing) => {
    void (async () => {
      try {
        const request = await toRequest(incoming, origin);
        const response =
          (await handleAdmin(request, mock)) ??
          (await mock.handle(request, { address: incoming.socket.remoteAddress ?? '127.0.0.1' })) ??
          Response.json(
            {
              error: `Nothing is served at ${new URL(request.url).pathname}. Try /clockford/mcp, /rooms/mcp, /ichabod/mcp or /connect/mcp.`,
            },
            { status: 404 },
          );
        send(response, outgoing);
      } catch (error) {
        outgoing.writeHead(500, { 'Content-Type': 'text/plain' });
        outgoing.end(`The mock failed on this request: ${error instanceof Error ? error.message : String(error)}`);
      }
    })();
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, host, () => resolve());
  });
  const address = server.address();
  if (address && typeof address === 'object' && address.port !== options.port) {
    origin = `http://${host}:${address.port}`;
    mock = createMockServers({ origin, clock });
  }
  return {
    server,
    get mock() {
      return mock;
    },
    origin,
    close: () =>
      new Promise<void>((resolve) => {
        // Keep-alive connections (a client's, or an open event stream) would hold the server open.
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
