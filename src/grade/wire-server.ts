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

/** Keeps the first `bodyCapBytes` of a body as it streams past. */
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

/** What the server's requests share over one run. */
interface Serving {
  clock: GradeClock;
  maxRequests: number;
  maxBodyBytes: number;
  onFlood: () => void;
  sceneFailed: (error: unknown) => void;
  exchanges: WireExchange[];
  requestCount: number;
  // Known once the server listens: the mock needs the origin it is served on.
  mock?: MockServers;
  origin: string;
  hooks: WireHooks;
}

/** Starts the mock on a free loopback port; resolves once it listens. */
export async function startWireServer(options: WireServerOptions): Promise<WireServer> {
  const { clock } = options;
  const serving: Serving = {
    clock,
    maxRequests: options.maxRequests ?? 500,
    maxBodyBytes: options.maxBodyBytes ?? 4 * 1024 * 1024,
    onFlood: () => options.onFlood?.(),
    sceneFailed: (error: unknown) => options.onSceneError?.(error),
    exchanges: [],
    requestCount: 0,
    origin: '',
    hooks: {},
  };
  const server = createServer((incoming, outgoing) => {
    serve(serving, incoming, outgoing).catch((error: unknown) => {
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
  Object.assign(serving, { origin, mock });
  return {
    origin,
    mock,
    exchanges: serving.exchanges,
    get requestCount() {
      return serving.requestCount;
    },
    get hooks() {
      return serving.hooks;
    },
    set hooks(hooks: WireHooks) {
      serving.hooks = hooks;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/** Serves one request: records it, lets the scene act, has the mock answer, and passes (or loses) the answer. */
async function serve(serving: Serving, incoming: IncomingMessage, outgoing: ServerResponse): Promise<void> {
  const { clock, maxBodyBytes } = serving;
  serving.requestCount += 1;
  if (serving.requestCount > serving.maxRequests) {
    refuseFlood(serving, outgoing);
    return;
  }
  clock.run();
  const exchange = recordRequest(serving, incoming);
  const body = await readBody(incoming, maxBodyBytes);
  if (body === undefined) {
    exchange.requestBody = `(more than ${maxBodyBytes} bytes: the grader ended the connection)`;
    incoming.socket.destroy();
    return;
  }
  exchange.requestBody = body.subarray(0, bodyCapBytes).toString('utf8');
  const request = requestFor(serving, exchange, incoming, body);
  if (serving.hooks.beforeRequest)
    await Promise.resolve(serving.hooks.beforeRequest(exchange)).catch(serving.sceneFailed);
  const response =
    (await serving.mock!.handle(request, { address: incoming.socket.remoteAddress ?? '127.0.0.1' })) ??
    Response.json({ error: `Nothing is served at ${new URL(request.url).pathname}.` }, { status: 404 });
  exchange.status = response.status;
  exchange.responseHeaders = Object.fromEntries(response.headers);
  await answer(serving, response, exchange, incoming, outgoing);
}

/** Serves no request past `maxRequests`, and tells of the flood once. */
function refuseFlood(serving: Serving, outgoing: ServerResponse): void {
  const { maxRequests } = serving;
  if (serving.requestCount === maxRequests + 1) serving.onFlood();
  outgoing.writeHead(503, { 'Content-Type': 'text/plain', Connection: 'close' });
  outgoing.end(`The grader stopped serving this run after ${maxRequests} requests.`);
}

/** Starts the record of a request, its body still to come. */
function recordRequest(serving: Serving, incoming: IncomingMessage): WireExchange {
  const { exchanges, clock } = serving;
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
  return exchange;
}

/** The fetch request the mock handles, on the origin it is served on. */
function requestFor(serving: Serving, exchange: WireExchange, incoming: IncomingMessage, body: Buffer): Request {
  const hasBody = exchange.method !== 'GET' && exchange.method !== 'HEAD';
  return new Request(new URL(exchange.path, serving.origin), {
    method: exchange.method,
    headers: headersOf(incoming),
    ...(hasBody ? { body: new Uint8Array(body) } : {}),
  });
}

/** Passes the mock's answer to the client, unless the scene loses it or drops its body. */
async function answer(
  serving: Serving,
  response: Response,
  exchange: WireExchange,
  incoming: IncomingMessage,
  outgoing: ServerResponse,
): Promise<void> {
  // The scene may change its hooks while a request is served: each is read when it is needed.
  const { clock } = serving;
  if (serving.hooks.loseAnswer?.(exchange)) {
    await loseAnswer(response, exchange, incoming, clock);
    return;
  }
  if (serving.hooks.dropBody?.(exchange)) {
    await answerBare(response, exchange, outgoing);
    exchange.endAt = clock.elapsedMs();
    return;
  }
  await streamAnswer(response, exchange, outgoing, clock);
  if (serving.hooks.afterAnswer) void Promise.resolve(serving.hooks.afterAnswer(exchange)).catch(serving.sceneFailed);
}

/** The mock finishes the work (a tool's result travels in its stream); the client never hears of it. */
async function loseAnswer(
  response: Response,
  exchange: WireExchange,
  incoming: IncomingMessage,
  clock: GradeClock,
): Promise<void> {
  const kept = keeper();
  for await (const chunk of response.body ?? []) kept.keep(chunk);
  exchange.responseBody = kept.text();
  exchange.lost = true;
  exchange.endAt = clock.elapsedMs();
  incoming.socket.destroy();
}

/** Streams the answer to the client as the mock writes it, recording its body until the client goes. */
async function streamAnswer(
  response: Response,
  exchange: WireExchange,
  outgoing: ServerResponse,
  clock: GradeClock,
): Promise<void> {
  const kept = keeper();
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
}
