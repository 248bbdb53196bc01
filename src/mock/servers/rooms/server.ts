/**
 * Rooms: chat rooms for agents, MCP 2025-11-25 with real sessions, plus a REST surface.
 *
 * `/rooms/mcp` keeps one SDK `WebStandardStreamableHTTPServerTransport` (and `McpServer`) per
 * session, freed when idle and capped per address (`rooms-sessions.ts`); a gate in front checks Host
 * and Origin, counts the per-address budget, serves injected faults and answers for sessions it does
 * not hold. Keys are checked per call, by the tools, as the source's
 * `unauthorized` is a tool error. `/rooms/api/...` is the REST surface. Demo keys:
 * `roomsDemoKeys` (re-exported here).
 */
import { WebStandardStreamableHTTPServerTransport } from '@modelcontextprotocol/server';
import { getEntry } from '../../../catalog/index.ts';
import { peekRpc, subPath } from '../../json-rpc.ts';
import { useLegacyResourceNotFound } from '../../legacy-resource-not-found.ts';
import type { MockContext, MockServer, RequestMeta } from '../../mock-server.ts';
import { requestLevelResponse } from '../../wire.ts';
import { keyFrom } from './directory.ts';
import { RoomsRefusal, isRoomsRefusal } from './refusal.ts';
import { handleRoomsRest } from './rest.ts';
import { connectGithub } from './review.ts';
import { RoomsState } from './state.ts';
import { buildRoomsMcpServer, type RoomsCallFacts } from './tools.ts';
import { foreignHostResponse, hasForeignOrigin, hostOf } from '../../address-guard.ts';
import { legacyBatchRefusal } from '../../legacy-batch.ts';
import { RoomsSessionTable, roomsConfig } from './sessions.ts';

export { roomsDemoCookie, roomsDemoInvite, roomsDemoKeys } from './directory.ts';

/** Spends one request of the caller's address; the refusal, if any, for the caller to answer. */
function spendRequest(state: RoomsState, meta: RequestMeta): RoomsRefusal | undefined {
  try {
    state.budgets.spend('requests', meta.address);
    return undefined;
  } catch (error) {
    if (isRoomsRefusal(error)) return error;
    throw error;
  }
}

/** Builds the Rooms mock. */
export function createRooms(context: MockContext): MockServer {
  const { clock, faults } = context;
  const state = new RoomsState(clock);
  const sessions = new RoomsSessionTable(clock);

  const overBudget = (meta: RequestMeta) => spendRequest(state, meta);

  async function openSession(address: string): Promise<WebStandardStreamableHTTPServerTransport> {
    const server = buildRoomsMcpServer(state, faults, context.origin);
    const transport: WebStandardStreamableHTTPServerTransport = new WebStandardStreamableHTTPServerTransport({
      sessionIdGenerator: () => context.ids.uuid(),
      onsessioninitialized: (id) => sessions.add(id, { transport, server, address }),
      onsessionclosed: (id) => sessions.end(id),
      maxRequestBodySize: roomsConfig.maxBodyBytes,
    });
    await server.connect(transport);
    useLegacyResourceNotFound(transport);
    return transport;
  }

  async function handleMcp(request: Request, meta: RequestMeta): Promise<Response> {
    // A browser page of another origin is refused before anything is read, counted or served.
    if (hasForeignOrigin(request, context.origin))
      return requestLevelResponse(getEntry('spec.http.forbidden-origin'), null);
    const rpc = request.method === 'POST' ? await peekRpc(request, roomsConfig.maxBodyBytes) : undefined;
    const injected = rpc ? faults.take('rooms', 'request') : undefined;
    if (injected) return requestLevelResponse(injected.entry, rpc?.id ?? null, injected.values);
    const refusal = overBudget(meta);
    // Only a tool call can carry Rooms' error line; any other request over budget gets the REST form.
    if (refusal && rpc?.method !== 'tools/call') return refusal.toResponse();
    if (rpc?.isBatch) return legacyBatchRefusal();
    const sessionId = request.headers.get('Mcp-Session-Id');
    let transport = sessionId === null ? undefined : sessions.use(sessionId);
    if (sessionId !== null && !transport)
      return requestLevelResponse(getEntry('spec.http.session-not-found'), rpc?.id ?? null);
    if (!transport) {
      const known = ['GET', 'POST', 'DELETE'].includes(request.method);
      if (known && rpc?.method !== 'initialize')
        return requestLevelResponse(getEntry('spec.http.missing-session-id'), rpc?.id ?? null);
      const full = known ? sessions.refusalFor(meta.address) : undefined;
      if (full) return full.toResponse();
      // A fresh transport answers an initialize (or refuses an unknown HTTP method) itself.
      transport = await openSession(meta.address);
    }
    const facts: RoomsCallFacts = {
      key: keyFrom(request.headers.get('Authorization')),
      ...(refusal ? { overBudget: refusal } : {}),
    };
    return transport.handleRequest(request, {
      authInfo: { token: facts.key ?? '', clientId: 'rooms', scopes: [], extra: { rooms: facts } },
      // The gate has read and parsed the body already: the SDK need not do it again.
      ...(rpc?.json === undefined ? {} : { parsedBody: rpc.json }),
    });
  }

  return {
    id: 'rooms',
    mountPath: '/rooms',
    faultScopes: ['request', 'tool-call'],
    async handle(request, meta) {
      const path = subPath(request, '/rooms');
      const foreignHost = foreignHostResponse(request, context.origin);
      if (foreignHost) {
        if (path === '/mcp') return foreignHost;
        const refusal = `This request names the host ${hostOf(request)}, not one this server answers on.`;
        return new RoomsRefusal('cross_site', refusal, '').toResponse();
      }
      if (path === '/mcp') return handleMcp(request, meta);
      if (path === '/connect/github' && request.method === 'GET') return connectGithub(request, state);
      const refusal = overBudget(meta);
      if (refusal) return refusal.toResponse();
      if (path === '/api' || path.startsWith('/api/'))
        return handleRoomsRest(request, path.slice('/api'.length), state, faults, context.origin);
      return new RoomsRefusal(
        'not_found',
        `Nothing is served at /rooms${path}.`,
        'The MCP endpoint is /rooms/mcp; REST is under /rooms/api.',
      ).toResponse();
    },
    reset() {
      sessions.reset();
      state.reset();
      faults.clear('rooms');
    },
  };
}
