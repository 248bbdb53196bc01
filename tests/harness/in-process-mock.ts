/**
 * The one in-process bench for tests that need the mock servers without a network: the four servers on
 * an injected clock (a manual one unless a test brings its own), a `fetch` into them that records every
 * request, and a `sleep` that moves a manual clock instead of waiting.
 */
import type { Clock } from '../../src/mock/clock.ts';
import { ManualClock } from '../../src/mock/clock.ts';
import { createMockServers, type MockServers } from '../../src/mock/handler.ts';

/** The origin the in-process mock answers on. */
export const origin = 'http://mock.test';

/** One request the mock was sent. */
export interface SentRequest {
  method: string;
  path: string;
  headers: Headers;
  body: string;
  /** The JSON-RPC method, when the body has one. */
  rpcMethod?: string;
  /** The tool a `tools/call` names. */
  tool?: string;
  status?: number;
}

export interface Bench<C extends Clock = ManualClock> {
  clock: C;
  mock: MockServers;
  /** Every wait a client asked for, in milliseconds. */
  waits: number[];
  requests: SentRequest[];
  /** Records the wait and, on a manual clock, moves it; never waits for real. */
  sleep: (ms: number) => Promise<void>;
  now: () => number;
  fetch: (input: string | URL | Request, init?: RequestInit) => Promise<Response>;
  /** Runs `hook` just before the next `tools/call` of `tool` reaches the mock (to inject a fault after connecting). */
  beforeNextCall(tool: string, hook: () => void): void;
  /** Lets the mock answer the next `tools/call` of `tool`, then loses the answer, as a reset connection would. */
  loseNextAnswerTo(tool: string): void;
  /** The `tools/call` requests of one tool. */
  callsOf(tool: string): SentRequest[];
}

/** The rpc method and tool of a JSON-RPC body, when it is a single message. */
function rpcOf(body: string): { method?: string; tool?: string } {
  if (!/^\s*\{/.test(body)) return {};
  try {
    const rpc = JSON.parse(body) as { method?: unknown; params?: { name?: unknown } };
    const method = typeof rpc.method === 'string' ? rpc.method : undefined;
    const tool = method === 'tools/call' && typeof rpc.params?.name === 'string' ? rpc.params.name : undefined;
    return { ...(method === undefined ? {} : { method }), ...(tool === undefined ? {} : { tool }) };
  } catch {
    return {};
  }
}

export function bench(): Bench;
export function bench<C extends Clock>(options: { clock: C }): Bench<C>;
export function bench(options: { clock?: Clock } = {}): Bench<Clock> {
  const clock = options.clock ?? new ManualClock();
  const mock = createMockServers({ clock, origin });
  const waits: number[] = [];
  const requests: SentRequest[] = [];
  const hooks = new Map<string, () => void>();
  const lose = new Set<string>();
  return {
    clock,
    mock,
    waits,
    requests,
    sleep: (ms) => {
      waits.push(ms);
      if (clock instanceof ManualClock) clock.advance(ms);
      return Promise.resolve();
    },
    now: () => clock.now(),
    beforeNextCall: (tool, hook) => void hooks.set(tool, hook),
    loseNextAnswerTo: (tool) => void lose.add(tool),
    callsOf: (tool) => requests.filter((request) => request.rpcMethod === 'tools/call' && request.tool === tool),
    async fetch(input, init) {
      const request = input instanceof Request && init === undefined ? input : new Request(input, init);
      const body = request.method === 'POST' ? await request.clone().text() : '';
      const rpc = rpcOf(body);
      const sent: SentRequest = {
        method: request.method,
        path: new URL(request.url).pathname,
        headers: new Headers(request.headers),
        body,
        ...(rpc.method === undefined ? {} : { rpcMethod: rpc.method }),
        ...(rpc.tool === undefined ? {} : { tool: rpc.tool }),
      };
      requests.push(sent);
      const hook = rpc.tool === undefined ? undefined : hooks.get(rpc.tool);
      if (hook) {
        hooks.delete(rpc.tool!);
        hook();
      }
      const response = (await mock.handle(request)) ?? new Response('No mock serves this path.', { status: 404 });
      sent.status = response.status;
      if (rpc.tool !== undefined && lose.delete(rpc.tool)) {
        // The server did the work; the answer is lost on the way back.
        await response.body?.cancel();
        throw new TypeError('fetch failed', { cause: new Error('ECONNRESET') });
      }
      return response;
    },
  };
}

/** A Clockford bearer token for a demo account, from the mock's token endpoint. */
export async function clockfordToken(b: Bench<Clock>, account = 'alice'): Promise<string> {
  const response = await b.fetch(`${origin}/clockford/oauth/token`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ account }).toString(),
  });
  const { access_token: token } = (await response.json()) as { access_token: string };
  return token;
}
