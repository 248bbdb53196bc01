/**
 * The examples' test bench: the four mock servers in process on a manual clock, a `fetch` into
 * them that records every request, and a `sleep` that moves the clock instead of waiting.
 */
import { ManualClock } from '../../../src/mock/clock.ts';
import { createMockServers, type MockServers } from '../../../src/mock/handler.ts';

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

export interface Bench {
  clock: ManualClock;
  mock: MockServers;
  /** Every wait an example asked for, in milliseconds. */
  waits: number[];
  requests: SentRequest[];
  sleep: (ms: number) => Promise<void>;
  now: () => number;
  fetch: (url: string | URL, init?: RequestInit) => Promise<Response>;
  /** Runs `hook` just before the next `tools/call` of `tool` reaches the mock (to inject a fault after connecting). */
  beforeNextCall(tool: string, hook: () => void): void;
  /** Lets the mock answer the next `tools/call` of `tool`, then loses the answer, as a reset connection would. */
  loseNextAnswerTo(tool: string): void;
  /** The `tools/call` requests of one tool. */
  callsOf(tool: string): SentRequest[];
}

export function bench(): Bench {
  const clock = new ManualClock();
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
      clock.advance(ms);
      return Promise.resolve();
    },
    now: () => clock.now(),
    beforeNextCall: (tool, hook) => void hooks.set(tool, hook),
    loseNextAnswerTo: (tool) => void lose.add(tool),
    callsOf: (tool) => requests.filter((request) => request.rpcMethod === 'tools/call' && request.tool === tool),
    async fetch(url, init) {
      const request = new Request(url, init);
      const body = request.method === 'POST' ? await request.clone().text() : '';
      const rpc = /^\s*\{/.test(body) ? (JSON.parse(body) as { method?: string; params?: { name?: string } }) : {};
      const sent: SentRequest = {
        method: request.method,
        path: new URL(request.url).pathname,
        headers: new Headers(request.headers),
        body,
        ...(rpc.method === undefined ? {} : { rpcMethod: rpc.method }),
        ...(rpc.method === 'tools/call' && rpc.params?.name !== undefined ? { tool: rpc.params.name } : {}),
      };
      requests.push(sent);
      const hook = sent.tool === undefined ? undefined : hooks.get(sent.tool);
      if (hook) {
        hooks.delete(sent.tool!);
        hook();
      }
      const response = (await mock.handle(request)) ?? new Response('no mock here', { status: 404 });
      sent.status = response.status;
      if (sent.tool !== undefined && lose.delete(sent.tool)) {
        // The server did the work; the answer is lost on the way back.
        await response.body?.cancel();
        throw new TypeError('fetch failed', { cause: new Error('ECONNRESET') });
      }
      return response;
    },
  };
}

/** A Clockford bearer token for a demo account, from the mock's token endpoint. */
export async function clockfordToken(b: Bench, account = 'alice'): Promise<string> {
  const response = await b.fetch(`${origin}/clockford/oauth/token`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ account }).toString(),
  });
  const { access_token: token } = (await response.json()) as { access_token: string };
  return token;
}
