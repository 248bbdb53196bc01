/**
 * Before a run, the official SDK client connects the way a real one would, with
 * `versionNegotiation: { mode: 'auto' }`: it probes `server/discover`, and falls back to
 * `initialize` at 2025-11-25 when the server answers the probe as a 2025-era server does. The
 * timeline shows which revision it got and how.
 */
import { Client, StreamableHTTPClientTransport, type FetchLike } from '@modelcontextprotocol/client';
import type { Revision, ServerId } from '../catalog/index.ts';
import { moduleOf } from '../mock/index.ts';

/** What the handshake came to: the negotiated revision, and one line on how. */
export interface Handshake {
  revision: string | undefined;
  summary: string;
  /** The tools the server says change nothing (`readOnlyHint`), from its `tools/list`. */
  readOnlyTools: ReadonlySet<string>;
}

/** Connects the SDK client to `server` through `fetch`, then closes it. */
export async function handshake(
  server: ServerId,
  revision: Revision,
  origin: string,
  fetch: FetchLike,
): Promise<Handshake> {
  // The demo account signs in where the server needs it, as its module says.
  const authorization = await moduleOf(server).demo.authorization(revision, { origin, fetch });
  // The SDK opens a legacy session's event stream (a GET) in the background once initialized; it is let through
  // after the handshake's own requests, so the handshake reads the same, in the same order, every time.
  let handshaking = true;
  const deferred: Array<() => void> = [];
  const streams: Array<Promise<unknown>> = [];
  const ordered: FetchLike = (url, init) => {
    if ((init?.method ?? 'GET') !== 'GET' || !handshaking) return fetch(url, init);
    const opened = new Promise<void>((resolve) => deferred.push(resolve)).then(() => fetch(url, init));
    streams.push(opened.catch(() => undefined));
    return opened;
  };
  const client = new Client(
    { name: 'mcp-error-atlas-playground', version: '1.0.0' },
    { versionNegotiation: { mode: 'auto' } },
  );
  const transport = new StreamableHTTPClientTransport(new URL(`${origin}/${server}/mcp`), {
    fetch: ordered,
    ...(authorization ? { requestInit: { headers: { Authorization: authorization } } } : {}),
  });
  try {
    await client.connect(transport);
    const negotiated = client.getNegotiatedProtocolVersion();
    const { tools } = await client.listTools();
    handshaking = false;
    deferred.forEach((open) => open());
    await Promise.all(streams);
    const readOnlyTools = new Set(tools.filter((tool) => tool.annotations?.readOnlyHint).map((tool) => tool.name));
    const how =
      negotiated === '2026-07-28'
        ? 'the server/discover probe was answered: a modern, stateless exchange, no session'
        : `the server/discover probe was refused, so it fell back to initialize: a legacy session${transport.sessionId ? ` (Mcp-Session-Id ${transport.sessionId.slice(0, 8)}…)` : ''}, where a 404 means the session ended`;
    return {
      revision: negotiated,
      summary: `The SDK client connected at ${negotiated ?? 'an unknown revision'}: ${how}.`,
      readOnlyTools,
    };
  } catch (error) {
    return {
      revision: undefined,
      summary: `The SDK client could not connect: ${error instanceof Error ? error.message : String(error)}`,
      readOnlyTools: new Set(),
    };
  } finally {
    await client.close().catch(() => undefined);
  }
}
