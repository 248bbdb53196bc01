/**
 * The mock servers over real HTTP for one run of one scenario, on a free loopback port, recording the wire. It is
 * the Node mock's handler without its admin API (the client under test must not clear its own conditions), with
 * hooks for the scene (act just before a request reaches the mock, lose an answer) and bounds a bad client cannot
 * push past: a request count, a body size, and a close that ends every connection.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createMockServers, type MockServers } from '../mock/index.ts';
import type { GradeClock } from './grade-clock.ts';
import { bodyCapBytes, type WireExchange } from './wire-record.ts';

/** What the scene does while the client runs. */
export interface WireHooks {
  /** Runs before a request reaches the mock (arm a condition, end a session); the clock runs on meanwhile. */
  beforeRequest?(exchange: WireExchange): Promise<void> | void;
  /** Whether to let the mock do the work and then drop the connection, so the client never sees the answer. */
  loseAnswer?(exchange: WireExchange): boolean;
  /**
   * Whether an intermediary on the path keeps the answer's status and headers and drops its body, so the client
   * meets a bare status with no JSON-RPC error in it (intermediaries "are not required to return a JSON-RPC error
   * response": the registry draft's TR-13). The record keeps what the mock said, marked `bodyDropped`.
   */
  dropBody?(exchange: WireExchange): boolean;
  /** Runs once an answer is complete (schedule a person's decision); not awaited by the client's request. */
  afterAnswer?(exchange: WireExchange): Promise<void> | void;
}

export interface WireServerOptions {
  clock: GradeClock;
  /** Requests past this many are not served; `onFlood` is called once. @default 500 */
  maxRequests?: number;
  /** A request body larger than this ends the connection. @default 4 MiB */
  maxBodyBytes?: number;
  onFlood?: () => void;
  /** Called when a hook throws: the scene failed, not the client. */
  onSceneError?: (error: unknown) => void;
}

export interface WireServer {
  /** `http://127.0.0.1:<port>` */
  origin: string;
  mock: MockServers;
  /** Every request the client sent, in order of arrival. */
  exchanges: WireExchange[];
  /** How many requests arrived, served or not. */
  readonly requestCount: number;
  hooks: WireHooks;
  close(): Promise<void>;
}

const text = (chunks: Uint8Array[]): string => Buffer.concat(chunks).toString('utf8');

/** Reads a body up to `max` bytes; `undefined` when it is larger. */
async function readBody(incoming: IncomingMessage, max: number): Promise<Buffer | undefined> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of incoming) {
    size += (chunk as Buffer).length;
    if (size > max) return undefined;
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

function headersOf(incoming: IncomingMessage): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(incoming.headers)) {
    for (const item of Array.isArray(value) ? value : value === undefined ? [] : [value]) {
      try {
        headers.append(name, item);
      } catch {
        // A header value fetch will not carry; the mock never sees it.
      }
    }
  }
  return headers;
}

/** Keeps the first `bodyCapBytes` of a body as it streams past. */
/** Answers with the status and headers alone, as an intermediary that drops the body; the record keeps the body. */
async function answerBare(response: Response, exchange: WireExchange, outgoing: ServerResponse): Promise<void> {
  const kept = keeper();
  for await (const chunk of response.body ?? []) kept.keep(chunk);
  exchange.responseBody = kept.text();
  exchange.bodyDropped = true;
  const bare = Object.entries(exchange.responseHeaders).filter(
    ([name]) => name !== 'content-type' && name !== 'content-length',
  );
  outgoing.writeHead(response.status, Object.fromEntries(bare));
  outgoing.end();
}

function keeper() {
  const chunks: Uint8Array[] = [];
  let kept = 0;
  return {
    keep(chunk: Uint8Array) {
      if (kept >= bodyCapBytes) return;
      chunks.push(chunk.subarray(0, bodyCapBytes - kept));
      kept += chunk.length;
    },
    text: () => text(chunks),
  };
}

/** Starts the mock on a free loopback port; resolves once it listens. */
export async function startWireServer(options: WireServerOptions): Promise<WireServer> {
  const { clock } = options;
  const maxRequests = options.maxRequests ?? 500;
  const maxBodyBytes = options.maxBodyBytes ?? 4 * 1024 * 1024;
  const exchanges: WireExchange[] = [];
  let requestCount = 0;
  // Known once the server listens: the mock needs the origin it is served on.
  const served: { mock?: MockServers; origin: string } = { origin: '' };
  const wire: Pick<WireServer, 'hooks'> = { hooks: {} };
  const sceneFailed = (error: unknown) => options.onSceneError?.(error);

  async function serve(incoming: IncomingMessage, outgoing: ServerResponse): Promise<void> {
    requestCount += 1;
    if (requestCount > maxRequests) {
      if (requestCount === maxRequests + 1) options.onFlood?.();
      outgoing.writeHead(503, { 'Content-Type': 'text/plain', Connection: 'close' });
      outgoing.end(`The grader stopped serving this run after ${maxRequests} requests.`);
      return;
    }
    clock.run();
    const exchange: WireExchange = {
      n: exchanges.length + 1,
      at: clock.elapsedMs(),
      method: incoming.method ?? 'GET',
      path: incoming.url ?? '/',
      requestHeaders: Object.fromEntries(headersOf(incoming)),
      requestBody: '',
      responseHeaders: {},
      responseBody: '',
    };
    exchanges.push(exchange);
    const body = await readBody(incoming, maxBodyBytes);
    if (body === undefined) {
      exchange.requestBody = `(more than ${maxBodyBytes} bytes: the grader ended the connection)`;
      incoming.socket.destroy();
      return;
    }
    exchange.requestBody = body.subarray(0, bodyCapBytes).toString('utf8');
    const hasBody = exchange.method !== 'GET' && exchange.method !== 'HEAD';
    const request = new Request(new URL(exchange.path, served.origin), {
      method: exchange.method,
      headers: headersOf(incoming),
      ...(hasBody ? { body: new Uint8Array(body) } : {}),
    });
    if (wire.hooks.beforeRequest) await Promise.resolve(wire.hooks.beforeRequest(exchange)).catch(sceneFailed);
    const response =
      (await served.mock!.handle(request, { address: incoming.socket.remoteAddress ?? '127.0.0.1' })) ??
      Response.json({ error: `Nothing is served at ${new URL(request.url).pathname}.` }, { status: 404 });
    exchange.status = response.status;
    exchange.responseHeaders = Object.fromEntries(response.headers);
    const kept = keeper();
    if (wire.hooks.loseAnswer?.(exchange)) {
      // The mock finishes the work (a tool's result travels in its stream); the client never hears of it.
      for await (const chunk of response.body ?? []) kept.keep(chunk);
      exchange.responseBody = kept.text();
      exchange.lost = true;
      exchange.endAt = clock.elapsedMs();
      incoming.socket.destroy();
      return;
    }
    if (wire.hooks.dropBody?.(exchange)) {
      await answerBare(response, exchange, outgoing);
      exchange.endAt = clock.elapsedMs();
      return;
    }
    outgoing.writeHead(response.status, exchange.responseHeaders);
    const reader = response.body?.getReader();
    outgoing.on('close', () => {
      exchange.endAt ??= clock.elapsedMs();
      exchange.responseBody = kept.text();
      void reader?.cancel().catch(() => undefined);
    });
    for (;;) {
      const next = await reader?.read().catch(() => ({ done: true as const, value: undefined }));
      if (!next || next.done) break;
      kept.keep(next.value);
      outgoing.write(next.value);
    }
    exchange.responseBody = kept.text();
    exchange.endAt = clock.elapsedMs();
    outgoing.end();
    if (wire.hooks.afterAnswer) void Promise.resolve(wire.hooks.afterAnswer(exchange)).catch(sceneFailed);
  }

  const server = createServer((incoming, outgoing) => {
    serve(incoming, outgoing).catch((error: unknown) => {
      if (outgoing.headersSent) outgoing.destroy();
      else {
        outgoing.writeHead(500, { 'Content-Type': 'text/plain' });
        outgoing.end(`The mock failed on this request: ${error instanceof Error ? error.message : String(error)}`);
      }
    });
  });
  // A client that opens a connection and sends nothing must not hold the run open.
  server.headersTimeout = 10_000;
  server.requestTimeout = 30_000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const mock = createMockServers({ origin, clock });
  Object.assign(served, { origin, mock });
  return {
    origin,
    mock,
    exchanges,
    get requestCount() {
      return requestCount;
    },
    get hooks() {
      return wire.hooks;
    },
    set hooks(hooks: WireHooks) {
      wire.hooks = hooks;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
