/**
 * Rooms: chat rooms for agents, MCP 2025-11-25 with real sessions, plus a REST surface.
 *
 * `/rooms/mcp` keeps one SDK `WebStandardStreamableHTTPServerTransport` (and `McpServer`) per
 * session; a gate in front counts the per-address budget, serves injected faults and answers
 * for sessions it does not hold. Keys are checked per call, by the tools, as the source's
 * `unauthorized` is a tool error. `/rooms/api/...` is the REST surface. Demo keys:
 * `roomsDemoKeys` (re-exported here).
 */
import { WebStandardStreamableHTTPServerTransport } from '@modelcontextprotocol/server';
import { getEntry } from '../../catalog/index.ts';
import { peekRpc, subPath } from '../json-rpc.ts';
import { useLegacyResourceNotFound } from '../legacy-resource-not-found.ts';
import type { MockContext, MockServer, RequestMeta } from '../mock-server.ts';
import { requestLevelResponse } from '../wire.ts';
import { keyFrom } from './rooms-directory.ts';
import { RoomsRefusal, isRoomsRefusal } from './rooms-refusal.ts';
import { handleRoomsRest } from './rooms-rest.ts';
import { connectGithub } from './rooms-review.ts';
import { RoomsState } from './rooms-state.ts';
import { buildRoomsMcpServer, type RoomsCallFacts } from './rooms-tools.ts';
import { headerOf } from '../page-headers.ts';

export { roomsDemoCookie, roomsDemoInvite, roomsDemoKeys } from './rooms-directory.ts';

interface Session {
  transport: WebStandardStreamableHTTPServerTransport;
  close(): void;
}

/** Builds the Rooms mock. */
export function createRooms(context: MockContext): MockServer {
  const { clock, faults } = context;
  const state = new RoomsState(clock);
  const sessions = new Map<string, Session>();

  /** Spends one request of the caller's address; the refusal, if any, for the caller to answer. */
  function overBudget(meta: RequestMeta): RoomsRefusal | undefined {
    try {
      state.budgets.spend('requests', meta.address);
      return undefined;
    } catch (error) {
      if (isRoomsRefusal(error)) return error;
      throw error;
    }
  }

  async function openSession(): Promise<WebStandardStreamableHTTPServerTransport> {
    const server = buildRoomsMcpServer(state, faults, context.origin);
    const transport: WebStandardStreamableHTTPServerTransport = new WebStandardStreamableHTTPServerTransport({
      sessionIdGenerator: () => context.ids.uuid(),
      onsessioninitialized: (id) => {
        sessions.set(id, { transport, close: () => void server.close() });
      },
      onsessionclosed: (id) => {
        sessions.delete(id);
      },
    });
    await server.connect(transport);
    useLegacyResourceNotFound(transport);
    return transport;
  }

  async function handleMcp(request: Request, meta: RequestMeta): Promise<Response> {
    const rpc = request.method === 'POST' ? await peekRpc(request) : undefined;
    const injected = faults.take('rooms', 'request');
    if (injected) return requestLevelResponse(injected.entry, rpc?.id ?? null, injected.values);
    const origin = headerOf(request, 'Origin');
    if (origin !== null && origin !== context.origin)
      return requestLevelResponse(getEntry('spec.http.forbidden-origin'), rpc?.id ?? null);
    const refusal = overBudget(meta);
    // Only a tool call can carry Rooms' error line; any other request over budget gets the REST form.
    if (refusal && rpc?.method !== 'tools/call') return refusal.toResponse();
    const sessionId = request.headers.get('Mcp-Session-Id');
    let transport = sessionId === null ? undefined : sessions.get(sessionId)?.transport;
    if (sessionId !== null && !transport)
      return requestLevelResponse(getEntry('spec.http.session-not-found'), rpc?.id ?? null);
    if (!transport) {
      const known = ['GET', 'POST', 'DELETE'].includes(request.method);
      if (known && rpc?.method !== 'initialize')
        return requestLevelResponse(getEntry('spec.http.missing-session-id'), rpc?.id ?? null);
      // A fresh transport answers an initialize (or refuses an unknown HTTP method) itself.
      transport = await openSession();
    }
    const facts: RoomsCallFacts = {
      key: keyFrom(request.headers.get('Authorization')),
      ...(refusal ? { overBudget: refusal } : {}),
    };
    return transport.handleRequest(request, {
      authInfo: { token: facts.key ?? '', clientId: 'rooms', scopes: [], extra: { rooms: facts } },
    });
  }

  return {
    id: 'rooms',
    mountPath: '/rooms',
    async handle(request, meta) {
      const path = subPath(request, '/rooms');
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
      sessions.forEach((session) => session.close());
      sessions.clear();
      state.reset();
      faults.clear('rooms');
    },
  };
}
