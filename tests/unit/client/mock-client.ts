/**
 * The official SDK client, wrapped by the reference client, against the mock servers in process
 * on a manual clock: a wait moves the clock, and every tool call the mock answers is counted.
 */
import { Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import type { EntryId } from '../../../src/catalog/index.ts';
import type { ResilientClient, ResilientClientOptions } from '../../../src/client/index.ts';
import { ManualClock } from '../../../src/mock/clock.ts';
import { createMockServers, type MockServers } from '../../../src/mock/handler.ts';
import { atlas } from './atlas.ts';

export const origin = 'http://mock.test';

export interface MockClientBench {
  clock: ManualClock;
  mock: MockServers;
  /** `tools/call` requests the mock answered, by tool name. */
  calls: Map<string, number>;
  sleep: (ms: number) => Promise<void>;
  now: () => number;
  fetch: (url: string | URL, init?: RequestInit) => Promise<Response>;
  /**
   * Connects an SDK client (probing `server/discover`, falling back to `initialize`) through a reference client
   * for `server` (with `options`, on the bench's clock), and returns both.
   */
  connect(
    server: string,
    headers?: Record<string, string>,
    options?: ResilientClientOptions<EntryId>,
  ): Promise<{ client: Client; reference: ResilientClient }>;
}

export function mockClientBench(): MockClientBench {
  const clock = new ManualClock();
  const mock = createMockServers({ clock, origin });
  const calls = new Map<string, number>();
  const bench: MockClientBench = {
    clock,
    mock,
    calls,
    sleep: (ms) => {
      clock.advance(ms);
      return Promise.resolve();
    },
    now: () => clock.now(),
    async fetch(url, init) {
      const request = new Request(url, init);
      const body = request.method === 'POST' ? await request.clone().text() : '';
      const tool = /"method":"tools\/call".*?"name":"([^"]+)"/.exec(body)?.[1];
      if (tool) calls.set(tool, (calls.get(tool) ?? 0) + 1);
      return (await mock.handle(request)) ?? new Response('no mock here', { status: 404 });
    },
    async connect(server, headers = {}, options = {}) {
      const client = new Client({ name: 'atlas-test', version: '1.0.0' }, { versionNegotiation: { mode: 'auto' } });
      const reference = atlas({
        server,
        fetch: bench.fetch,
        clock: { sleep: bench.sleep, now: bench.now },
        ...options,
      });
      await client.connect(
        new StreamableHTTPClientTransport(new URL(`${origin}/${server}/mcp`), {
          fetch: reference.fetch,
          requestInit: { headers },
        }),
      );
      return { client, reference };
    },
  };
  return bench;
}
