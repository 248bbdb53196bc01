/**
 * A mock for any catalog: given one server's part of a catalog, a real SDK server at `<mountPath>/mcp` speaking
 * the revisions the server lists, behind a gate that refuses foreign hosts and origins, caps the body, enforces
 * the part's rates and answers injected request-level conditions; its tools answer tool-level ones.
 */
import {
  createMcpHandler,
  legacyStatelessFallback,
  type AuthInfo,
  type LegacyHttpHandler,
  type McpServerFactory,
} from '@modelcontextprotocol/server';
import { getEntry, type Revision } from '../../catalog/index.ts';
import { foreignHostResponse, hasForeignOrigin } from '../address-guard.ts';
import { peekRpc, subPath } from '../json-rpc.ts';
import type { MockContext, MockServer, RequestMeta } from '../mock-server.ts';
import { httpResponse, requestLevelResponse } from '../wire.ts';
import {
  bodyLimitOf,
  catalogPath,
  mountPathOf,
  notFoundEntryOf,
  replayEntryOf,
  type CatalogPart,
} from './catalog-part.ts';
import { PartLimiters } from './part-limiters.ts';
import { buildToolServer, prepareTools, Receipts, type Caller, type ToolState } from './tool-calls.ts';

/** The largest body the gate reads when the part states no limit: the mock's choice, as Rooms' and Ichabod's. */
export const genericMaxBodyBytes = 1024 * 1024;

/** The SDK's serving for the revisions a server lists: modern with or without the stateless 2025-11-25 leg. */
function mcpHandlerFor(revisions: readonly Revision[], factory: McpServerFactory, maxBody: number): LegacyHttpHandler {
  if (!revisions.includes('2026-07-28')) {
    return legacyStatelessFallback(factory, undefined, { maxRequestBodySize: maxBody });
  }
  const legacy = revisions.includes('2025-11-25') ? 'stateless' : 'reject';
  // No keep-alive timers: the mock runs on an injected clock.
  return createMcpHandler(factory, { legacy, maxRequestBodySize: maxBody, keepAliveMs: 0 }).fetch;
}

const callerOf = (authInfo: AuthInfo | undefined): Caller => ({
  address: typeof authInfo?.extra?.['address'] === 'string' ? authInfo.extra['address'] : '127.0.0.1',
  credential: authInfo?.token === '' ? undefined : authInfo?.token,
});

const bearerOf = (request: Request): string | undefined =>
  /^Bearer\s+(\S+)\s*$/i.exec(request.headers.get('Authorization') ?? '')?.[1];

/** Builds the mock of the server a catalog part describes. */
export function createGenericServer(context: MockContext, part: CatalogPart): MockServer {
  const { server } = part;
  const { clock, faults } = context;
  faults.include(part.entries);
  const mountPath = mountPathOf(server);
  const limiters = new PartLimiters(part, clock);
  const state: ToolState = {
    serverId: server.id,
    faults,
    limiters,
    receipts: new Receipts(),
    replay: replayEntryOf(part),
  };
  const tools = prepareTools(server);
  const bodyLimit = bodyLimitOf(part);
  const maxBody = bodyLimit?.bytes ?? genericMaxBodyBytes;
  const notFound = notFoundEntryOf(part);
  const mcp = mcpHandlerFor(
    server.revisions,
    (ctx) => buildToolServer(server, tools, state, callerOf(ctx.authInfo)),
    maxBody,
  );

  async function handleMcp(request: Request, meta: RequestMeta): Promise<Response> {
    // The specification: servers MUST validate Origin, against DNS rebinding.
    if (hasForeignOrigin(request, context.origin))
      return requestLevelResponse(getEntry('spec.http.forbidden-origin'), null);
    const peek = request.method === 'POST' ? await peekRpc(request, maxBody) : undefined;
    const id = peek?.id ?? null;
    const refusal = peek ? limiters.refusal('request', meta.address) : undefined;
    if (refusal) return requestLevelResponse(refusal.entry, id, refusal.values);
    const credential = bearerOf(request);
    // A refused credential stays refused (until-new-credential): the condition is matched against it.
    const injected = peek ? faults.take(server.id, 'request', { credential }) : undefined;
    if (injected) return requestLevelResponse(injected.entry, id, injected.values);
    if (peek?.tooLarge && bodyLimit) return requestLevelResponse(bodyLimit.breach, null);
    const authInfo: AuthInfo = {
      token: credential ?? '',
      clientId: server.id,
      scopes: [],
      extra: { address: meta.address },
    };
    // The gate has read and parsed the body already: the SDK need not do it again.
    return mcp(request, { authInfo, ...(peek?.json === undefined ? {} : { parsedBody: peek.json }) });
  }

  const published = { version: '1', servers: [server], entries: part.entries, limits: part.limits };

  function notFoundResponse(path: string): Response {
    if (notFound) return httpResponse(notFound);
    return new Response(`Nothing is served at ${mountPath}${path}; the MCP endpoint is ${mountPath}/mcp.`, {
      status: 404,
      headers: { 'Content-Type': 'text/plain; charset=utf-8' },
    });
  }

  return {
    id: server.id,
    mountPath,
    faultScopes: ['request', 'tool-call'],
    async handle(request, meta) {
      const foreignHost = foreignHostResponse(request, context.origin);
      if (foreignHost) return foreignHost;
      const path = subPath(request, mountPath);
      if (path === '/mcp') return handleMcp(request, meta);
      // The server publishes its own errors and limits, as a registry `_meta` block points a client at them.
      if (path === catalogPath && request.method === 'GET') return Response.json(published);
      return notFoundResponse(path);
    },
    reset() {
      limiters.reset();
      state.receipts.reset();
      faults.clear(server.id);
    },
  };
}
