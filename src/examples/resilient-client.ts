/**
 * A resilient MCP client in one function: the official SDK client over a resilient `fetch`, a tool
 * call through `callToolResiliently`, one retry budget for both, and a log line per failure and per
 * decision that reconstructs the call and never holds a credential.
 * Against the mock servers (`npm run mock`): `npx node src/examples/resilient-client.ts [endpoint]`
 */
import { Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import type { CallToolResult, FetchLike } from '@modelcontextprotocol/client';
import { callToolResiliently, createResilientFetch, createRetryBudget, type Now, type Sleep } from '../client/index.ts';

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
  sleep?: Sleep;
  now?: Now;
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
 * never repeats an answer, and ends with a typed error (`isRetryLimitError`, ...) when it gives up.
 *
 * @example
 * const result = await runResilientClient({ call: { name: 'search_docs', arguments: { q: 'retry' } } });
 */
export async function runResilientClient(options: ResilientClientOptions = {}): Promise<CallToolResult> {
  const log = options.log ?? ((line: LogLine) => console.error(JSON.stringify(line)));
  // One budget per client, shared by every call: under sustained failure the client slows down as a whole.
  const { sleep, now } = options;
  const shared = { server: options.server ?? 'connect', budget: createRetryBudget(), sleep, now };
  const fetch = createResilientFetch({
    ...shared,
    fetch: loggingFetch(options.fetch ?? ((url, init) => globalThis.fetch(url, init)), log),
    onDecision: ({ decision: { entryId, action, waitMs }, attempt, url }) =>
      log({ route: new URL(url).pathname, attempt, entryId, action, waitMs }),
  });
  const client = new Client({ name: 'resilient-example', version: '1.0.0' }, { versionNegotiation: { mode: 'auto' } });
  const headers: Record<string, string> = options.token ? { Authorization: `Bearer ${options.token}` } : {};
  const endpoint = new URL(options.endpoint ?? 'http://127.0.0.1:3929/connect/mcp');
  await client.connect(new StreamableHTTPClientTransport(endpoint, { fetch, requestInit: { headers } }));
  try {
    return await callToolResiliently(client, options.call ?? { name: 'search_docs', arguments: { q: 'retry' } }, {
      ...shared,
      onDecision: ({ tool, attempt, decision: { entryId, action, waitMs } }) =>
        log({ tool, attempt, entryId, action, waitMs }),
    });
  } finally {
    await client.close();
  }
}

if (import.meta.main) console.log(JSON.stringify(await runResilientClient({ endpoint: process.argv[2] })));
