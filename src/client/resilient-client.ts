/**
 * `createResilientClient`: the reference client in one object. It gives the official SDK client a
 * `fetch` for its transport and a `callTool` to call tools with, sharing one quiet gate (a wait the
 * server names holds every call) and one retry budget (a client that fails a lot retries less).
 */
import { callTool } from './call-tool.ts';
import type { ResilientClient, ResilientClientOptions } from './options.ts';
import { resilientFetch } from './resilient-fetch.ts';
import { resolveSetup } from './setup.ts';

/**
 * A resilient client for one server. Throws at once, naming the option, on an option that makes no sense.
 *
 * @example
 * const atlas = createResilientClient({ server: 'clockford', entries });
 * const client = new Client({ name: 'my-agent', version: '1.0.0' }, { versionNegotiation: { mode: 'auto' } });
 * await client.connect(new StreamableHTTPClientTransport(new URL('http://127.0.0.1:3929/clockford/mcp'), { fetch: atlas.fetch }));
 * const passport = await atlas.callTool(client, { name: 'show_passport', arguments: {} });
 */
export function createResilientClient<Id extends string = string>(
  options: ResilientClientOptions<Id> = {},
): ResilientClient {
  // The ids only narrow what `onDecision` is told; inside, an id is a string.
  const setup = resolveSetup(options as unknown as ResilientClientOptions);
  return {
    fetch: resilientFetch(setup),
    callTool: (client, params, callOptions) => callTool(setup, client, params, callOptions),
  };
}
