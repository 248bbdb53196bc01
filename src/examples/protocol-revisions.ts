/**
 * One client for both protocol revisions: it probes `server/discover`, falls back to `initialize` at
 * 2025-11-25, and always offers to re-initialize; the catalog, filtered by the negotiated revision,
 * decides when: on a legacy session's 404, never on a 2026-07-28 404 (an unknown method).
 * Against `npm run mock`: `CLOCKFORD_TOKEN=… npm run example src/examples/protocol-revisions.ts [endpoint]`
 */
import { Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import type { CallToolResult, FetchLike } from '@modelcontextprotocol/client';
import { createResilientClient, type Clock } from 'mcp-error-atlas-client';
import { entries } from 'mcp-error-atlas-client/entries';

/** Where to connect, with what, and the network and clock to do it with. */
export interface RevisionOptions {
  /** @default 'http://127.0.0.1:3929/clockford/mcp' (2026-07-28 signed in, 2025-11-25 sessions without) */
  endpoint?: string | undefined;
  /** The catalog's id for that server. @default 'clockford' */
  server?: string;
  /** A bearer token, sent on every request. */
  token?: string | undefined;
  fetch?: FetchLike;
  /** Time, for tests on fake time: the client's `clock`. @default real time */
  clock?: Partial<Clock> | undefined;
}

/** A connected client that knows its revision and opens a new session only when a legacy one ends. */
export interface RevisionAwareClient {
  /** The negotiated protocol version: `2026-07-28`, or `2025-11-25` after the fallback. */
  revision(): string | undefined;
  /** The session id: legacy revisions only; 2026-07-28 has no sessions. */
  sessionId(): string | undefined;
  callTool(name: string, args?: Record<string, unknown>): Promise<CallToolResult>;
  close(): Promise<void>;
}

/**
 * Connects at whichever revision the server speaks and returns a client whose tool calls
 * re-initialize once when, and only when, the catalog says the session ended.
 *
 * @example
 * const town = await connectAtAnyRevision();
 * town.revision(); // '2025-11-25' without a token: a session, which may end and be re-initialized
 */
export async function connectAtAnyRevision(options: RevisionOptions = {}): Promise<RevisionAwareClient> {
  const headers: Record<string, string> = options.token ? { Authorization: `Bearer ${options.token}` } : {};
  const endpoint = new URL(options.endpoint ?? 'http://127.0.0.1:3929/clockford/mcp');
  let client!: Client;
  let transport!: StreamableHTTPClientTransport;
  // Every session of this client goes through one reference client: one gate and one budget across them.
  const atlas = createResilientClient({
    server: options.server ?? 'clockford',
    entries,
    fetch: options.fetch,
    clock: options.clock,
    hooks: {
      // Called only for a legacy session's 404. The server has forgotten the session, so closing it may fail.
      reinitialize: async () => {
        await client.close().catch(() => undefined);
        await open();
      },
    },
  });
  const open = async (): Promise<void> => {
    client = new Client({ name: 'revisions-example', version: '1.0.0' }, { versionNegotiation: { mode: 'auto' } });
    transport = new StreamableHTTPClientTransport(endpoint, { fetch: atlas.fetch, requestInit: { headers } });
    await client.connect(transport);
  };
  await open();
  // Reads the current client at each call, so a repeat after re-initializing goes to the new session.
  const current = {
    callTool: (...args: Parameters<Client['callTool']>) => client.callTool(...args),
    getNegotiatedProtocolVersion: () => client.getNegotiatedProtocolVersion(),
  };
  return {
    revision: () => client.getNegotiatedProtocolVersion(),
    sessionId: () => transport.sessionId,
    callTool: (name, args = {}) => atlas.callTool(current, { name, arguments: args }),
    close: () => client.close(),
  };
}

if (import.meta.main) {
  // A token belongs in the environment, not on a command line, where shells and `ps` keep it.
  const town = await connectAtAnyRevision({ endpoint: process.argv[2], token: process.env['CLOCKFORD_TOKEN'] });
  console.log(town.revision(), town.sessionId() ?? '(no session)', await town.callTool('districts'));
  await town.close();
}
