/**
 * A resilient MCP client in one function: the official SDK client with the reference client's
 * `fetch` and `callTool`, which share one quiet gate and one retry budget, and a log line per
 * failure and per decision that reconstructs the call and never holds a credential.
 * Against the mock servers (`npm run mock`): `npm run example src/examples/resilient-client.ts [endpoint]`
 */
import { Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import type { CallToolResult, FetchLike } from '@modelcontextprotocol/client';
import { createResilientClient, type Clock } from 'mcp-error-atlas-client';
import { entries } from 'mcp-error-atlas-client/entries';

/** A log line: route or tool, JSON-RPC method and id, status and code, attempt, entry, action, wait. */
export type LogLine = Record<string, string | number | undefined>;

/** Where to connect, what to call, and the network and clock to do it with. */
export interface ResilientClientOptions {
  /** @default 'http://127.0.0.1:3929/connect/mcp' */
  endpoint?: string | undefined;
  /** The catalog's id for that server. @default 'connect' */
  server?: string;
  /** A bearer token: sent on every request, never logged. */
  token?: string;
  /** @default { name: 'search_docs', arguments: { q: 'retry' } } */
  call?: { name: string; arguments?: Record<string, unknown> };
  fetch?: FetchLike;
  /** Time, for tests on fake time: the client's `clock`. @default real time */
  clock?: Partial<Clock> | undefined;
  /** @default a JSON line on stderr */
  log?: (line: LogLine) => void;
}

/** A `fetch` that logs each refused request: the method and id it sent, the status and code it got. */
function loggingFetch(fetch: FetchLike, log: (line: LogLine) => void): FetchLike {
  return async (url, init) => {
    const response = await fetch(url, init);
    if (response.ok) return response;
    const { method, id } =
      typeof init?.body === 'string' ? (JSON.parse(init.body) as { method?: string; id?: number | string }) : {};
    const code = Number(/"code"\s*:\s*(-?\d+)/.exec(await response.clone().text())?.[1]) || undefined;
    log({ route: new URL(url).pathname, method, requestId: id, status: response.status, code });
    return response;
  };
}

/**
 * Connects (probing `server/discover`, else `initialize` at 2025-11-25), calls one tool and returns
 * its result. Waits as long as the server says, backs off with full jitter when it says nothing,
 * never repeats an answer, and ends with an `McpClientError` (its `code` says why) when it gives up.
 *
 * @example
 * const result = await runResilientClient({ call: { name: 'search_docs', arguments: { q: 'retry' } } });
 */
export async function runResilientClient(options: ResilientClientOptions = {}): Promise<CallToolResult> {
  const log = options.log ?? ((line: LogLine) => console.error(JSON.stringify(line)));
  // One client: its fetch and its tool calls share one gate and one retry budget, and report each decision once.
  const atlas = createResilientClient({
    server: options.server ?? 'connect',
    entries,
    fetch: loggingFetch(options.fetch ?? ((url, init) => globalThis.fetch(url, init)), log),
    clock: options.clock,
    hooks: {
      onDecision: ({ layer, attempt, url, tool, decision: { entryId, action, waitMs } }) =>
        log(
          layer === 'http'
            ? { route: url && new URL(url).pathname, attempt, entryId, action, waitMs }
            : { tool, attempt, entryId, action, waitMs },
        ),
    },
  });
  const client = new Client({ name: 'resilient-example', version: '1.0.0' }, { versionNegotiation: { mode: 'auto' } });
  const headers: Record<string, string> = options.token ? { Authorization: `Bearer ${options.token}` } : {};
  const endpoint = new URL(options.endpoint ?? 'http://127.0.0.1:3929/connect/mcp');
  await client.connect(new StreamableHTTPClientTransport(endpoint, { fetch: atlas.fetch, requestInit: { headers } }));
  try {
    return await atlas.callTool(client, options.call ?? { name: 'search_docs', arguments: { q: 'retry' } });
  } finally {
    await client.close();
  }
}

if (import.meta.main) console.log(JSON.stringify(await runResilientClient({ endpoint: process.argv[2] })));
