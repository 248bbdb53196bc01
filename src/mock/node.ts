/**
 * Serves the mock servers over real HTTP in Node, with the admin API beside them. `@hono/node-server`'s
 * request listener turns Node's request into a `Request` whose body streams from the socket, and writes
 * the `Response` back, streaming it (headers first) and aborting the request when the client goes away.
 * Around it: the raw request target is checked before any routing, the page's stand-in headers are
 * dropped (they exist only inside the playground's service worker), hop-by-hop headers are Node's to
 * set, a body the mock did not read is drained (`node-body.ts`), and Node's timeouts end stalled
 * requests and idle connections.
 */
import { RequestError, getRequestListener } from '@hono/node-server';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { adminPrefix, handleAdmin } from './admin.ts';
import { admitAdmin } from './admin-guard.ts';
import { AdjustableClock, type Clock } from './clock.ts';
import { createMockServers, type MockServers } from './handler.ts';
import { answerClientError, settleBody } from './node-body.ts';
import { isStandIn } from './page-headers.ts';
import { checkRequestTarget } from './request-target.ts';

export interface MockHttpServer {
  server: Server;
  mock: MockServers;
  /** `http://127.0.0.1:3929` */
  origin: string;
  close(): Promise<void>;
}

/** How long Node waits, in milliseconds: for a request's headers, for the whole request, on an idle connection. */
export interface NodeTimeouts {
  headersMs: number;
  requestMs: number;
  keepAliveMs: number;
  /** How often Node checks the first two. */
  checkEveryMs: number;
}

/** A request that announces a body and stalls is answered 408 within `requestMs` (plus one check). */
export const defaultTimeouts: NodeTimeouts = {
  headersMs: 10_000,
  requestMs: 30_000,
  keepAliveMs: 5_000,
  checkEveryMs: 1_000,
};

export interface MockHttpServerOptions {
  port: number;
  host?: string;
  clock?: Clock;
  /** When set, the admin API answers only `Authorization: Bearer <adminToken>`. */
  adminToken?: string;
  timeouts?: Partial<NodeTimeouts>;
}

/** Methods a `Request` cannot carry; Node accepts them, so the mock refuses them itself. */
const unservedMethods = new Set(['TRACE', 'TRACK']);
/** Headers about the connection, not the message: Node sets them, honouring a client's `Connection: close`. */
const hopByHop = new Set(['connection', 'keep-alive', 'transfer-encoding', 'upgrade', 'proxy-connection']);

const problem = (status: number, message: string, headers: HeadersInit = {}): Response =>
  Response.json({ error: message }, { status, headers });

/** The request's headers as the client sent them, without the page's stand-ins. */
function headersOf(incoming: IncomingMessage): Headers {
  const headers = new Headers();
  for (let index = 0; index + 1 < incoming.rawHeaders.length; index += 2) {
    const name = incoming.rawHeaders[index]!;
    if (!isStandIn(name)) headers.append(name, incoming.rawHeaders[index + 1]!);
  }
  return headers;
}

function withoutHopByHop(response: Response): Response {
  const headers = new Headers(response.headers);
  hopByHop.forEach((name) => headers.delete(name));
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}

const clientWentAway = (error: unknown): boolean =>
  error instanceof Error &&
  (error.name === 'AbortError' ||
    (error as NodeJS.ErrnoException).code === 'ECONNRESET' ||
    error.message === 'aborted');

/** Answers in plain Node, before any `Request` exists: a target or method the mock refuses outright. */
async function refuseOutright(
  incoming: IncomingMessage,
  outgoing: ServerResponse,
  status: number,
  message: string,
  maxMs: number,
): Promise<void> {
  const settled = await settleBody(incoming, undefined, maxMs);
  const body = JSON.stringify({ error: message });
  outgoing.writeHead(status, {
    'Content-Type': 'application/json',
    'Content-Length': Buffer.byteLength(body),
    ...(status === 405 ? { Allow: 'GET, POST, PUT, PATCH, DELETE' } : {}),
    ...(settled ? {} : { Connection: 'close' }),
  });
  outgoing.end(body);
}

/** The mock being served and the origin it is served on: both are set again once the port `0` picked is known. */
interface Served {
  origin: string;
  mock: MockServers;
}

type RequestListener = ReturnType<typeof getRequestListener>;

/** Starts the mock on `host:port` (`port: 0` picks a free one); resolves once it listens. */
export async function startMockHttpServer(options: MockHttpServerOptions): Promise<MockHttpServer> {
  const host = options.host ?? '127.0.0.1';
  const timeouts = { ...defaultTimeouts, ...options.timeouts };
  const lingerMs = Math.min(1000, timeouts.requestMs / 2);
  const origin = `http://${host}:${options.port}`;
  // The admin API can move this clock ahead (POST /__mock/clock), so a client's waits can be tested without waiting.
  const clock = new AdjustableClock(options.clock);
  const served: Served = { origin, mock: createMockServers({ origin, clock }) };
  const listener = requestListener(served, options, host, lingerMs);
  const server = createServer(
    {
      headersTimeout: timeouts.headersMs,
      requestTimeout: timeouts.requestMs,
      keepAliveTimeout: timeouts.keepAliveMs,
      connectionsCheckingInterval: timeouts.checkEveryMs,
    },
    (incoming, outgoing) => refuseOrListen(incoming, outgoing, listener, lingerMs),
  );
  server.on('clientError', answerClientError);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, host, () => resolve());
  });
  const address = server.address();
  if (address && typeof address === 'object' && address.port !== options.port) {
    served.origin = `http://${host}:${address.port}`;
    served.mock = createMockServers({ origin: served.origin, clock });
  }
  return {
    server,
    get mock() {
      return served.mock;
    },
    origin: served.origin,
    close: () =>
      new Promise<void>((resolve) => {
        // Keep-alive connections (a client's, or an open event stream) would hold the server open.
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/** Refuses in plain Node a target or method the mock refuses outright; hands anything else to the listener. */
function refuseOrListen(
  incoming: IncomingMessage,
  outgoing: ServerResponse,
  listener: RequestListener,
  lingerMs: number,
): void {
  const target = checkRequestTarget(incoming.url ?? '/');
  const method = incoming.method ?? 'GET';
  if (!target.ok) return void refuseOutright(incoming, outgoing, 400, target.problem, lingerMs);
  if (unservedMethods.has(method)) {
    return void refuseOutright(incoming, outgoing, 405, `The mock does not answer ${method}.`, lingerMs);
  }
  void listener(incoming, outgoing);
}

/** The listener that forwards Node's request to the mock (or the admin API) and writes its answer back. */
function requestListener(
  served: Served,
  options: MockHttpServerOptions,
  host: string,
  lingerMs: number,
): RequestListener {
  return getRequestListener(
    async (request, env) => {
      const incoming = env.incoming as IncomingMessage;
      const target = checkRequestTarget(incoming.url ?? '/');
      if (!target.ok) return problem(400, target.problem);
      const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
      const forwarded = new Request(new URL(target.pathAndQuery, served.origin), {
        method: request.method,
        headers: headersOf(incoming),
        body: hasBody ? request.body : null,
        signal: request.signal,
        ...(hasBody ? { duplex: 'half' } : {}),
      });
      const response = withoutHopByHop(await answer(served, options, forwarded, incoming));
      if (!(await settleBody(incoming, forwarded.body, lingerMs))) response.headers.set('Connection', 'close');
      return response;
    },
    { overrideGlobalObjects: false, hostname: `${host}:${options.port}`, errorHandler: answerListenerError },
  );
}

/** Answers a request whose raw target passed `checkRequestTarget`. */
async function answer(
  served: Served,
  options: MockHttpServerOptions,
  forwarded: Request,
  incoming: IncomingMessage,
): Promise<Response> {
  const { pathname } = new URL(forwarded.url);
  if (pathname === adminPrefix.slice(0, -1) || pathname.startsWith(adminPrefix)) {
    const admitted = await admitAdmin(forwarded, { origin: served.origin, adminToken: options.adminToken });
    if (admitted instanceof Response) return admitted;
    return (await handleAdmin(admitted, served.mock)) ?? problem(404, `No admin route ${pathname}.`);
  }
  const address = incoming.socket.remoteAddress ?? '127.0.0.1';
  return (
    (await served.mock.handle(forwarded, { address })) ??
    problem(404, `Nothing is served at ${pathname}. Try /clockford/mcp, /rooms/mcp, /ichabod/mcp or /connect/mcp.`)
  );
}

/** What the listener answers when it fails on a request. */
function answerListenerError(error: unknown): Response {
  // The connection closes after these answers: the rest of the request, if any, was never read.
  const close = { Connection: 'close' };
  if (error instanceof RequestError) {
    const message = `The request is not valid (${error.message}). Send a path, such as /clockford/mcp.`;
    return problem(400, message, close);
  }
  // The client went away, or stalled until Node's request timeout ended the body: nobody to answer.
  if (clientWentAway(error)) return problem(400, 'The request ended before its body arrived.', close);
  // A bug in the mock: say so without its internals, which the terminal running the mock shows.
  console.error(error);
  return problem(500, 'The mock failed on this request; the terminal running it shows why.', close);
}
