/**
 * Clockford: a town for agents, MCP 2026-07-28 (signed in) and 2025-11-25 (stateful sessions,
 * signed in or not). `/clockford/mcp` is a real SDK server behind a gate of the town's HTTP rules;
 * beside it, the sign-in routes (metadata and a token endpoint), `GET /clockford/status` and the
 * hall, where people decide held calls. Every error reply is built from its catalog entry.
 */
import { createMcpHandler, isLegacyRequest, type AuthInfo } from '@modelcontextprotocol/server';
import { getEntry } from '../../../catalog/index.ts';
import { clockfordConfig, clockfordLimit } from './config.ts';
import { checkAddress, checkBody, checkToken, refuseAfter, TownLimits } from './gate.ts';
import { createHall, handleHall, type ClockfordHall } from './hall.ts';
import { InFlight, releaseWhenDone } from './in-flight.ts';
import { handleSignIn } from './oauth.ts';
import { SessionTable } from './sessions.ts';
import { authInfoOf, TokenOffice, type IssuedToken } from './tokens.ts';
import { buildTownServer } from './town-server.ts';
import { Town, type Caller } from './town-state.ts';
import { subPath } from '../../json-rpc.ts';
import type { MockContext, MockServer, RequestMeta } from '../../mock-server.ts';
import { httpResponse, requestLevelResponse } from '../../wire.ts';

export type { ClockfordHall } from './hall.ts';

/** The Clockford mock, with the hall's hooks for the playground (`decideHold`, `configure({ mode })`, ...). */
export interface ClockfordServer extends MockServer {
  readonly hall: ClockfordHall;
}

/** The caller a modern (per-request) server serves: the signed-in account's client. */
function callerOfAuth(authInfo: AuthInfo | undefined): Caller {
  const account = typeof authInfo?.extra?.['account'] === 'string' ? authInfo.extra['account'] : undefined;
  const client = authInfo?.clientId ?? 'agent';
  if (account === undefined) throw new Error('Clockford mock: a modern request reached the town without sign-in.');
  return { passport: `${account}/${client}`, account, client, signedIn: true };
}

const noRelease = (): void => undefined;

/** The handler of the modern (stateless, signed-in) revision: the town's tools for the token's caller. */
function modernHandler(town: Town, maxRequestBodySize: number) {
  return createMcpHandler((ctx) => buildTownServer(town, () => callerOfAuth(ctx.authInfo)), {
    legacy: 'reject',
    // The source: "Replies to a POST come back as a short text/event-stream holding one JSON-RPC message."
    responseMode: 'sse',
    maxRequestBodySize,
    // No keep-alive timers: the mock runs on an injected clock.
    keepAliveMs: 0,
  });
}

/** Builds the Clockford mock. */
export function createClockford(context: MockContext): ClockfordServer {
  const town = new Town(context.clock, context.faults, context.origin, context.ids);
  const tokens = new TokenOffice(context.clock, context.ids);
  const limits = new TownLimits(town);
  const sessions = new SessionTable(town);
  const inFlight = new InFlight(clockfordConfig.inFlightPerSession);
  const hall = createHall(town, sessions);
  const maxRequestBodySize = clockfordLimit('body-size');
  const modern = modernHandler(town, maxRequestBodySize);

  /** Past the door and the in-flight count: the body, the token, the era. */
  async function admit(request: Request, meta: RequestMeta): Promise<Response> {
    const peek = request.method === 'POST' ? await checkBody(request) : undefined;
    if (peek instanceof Response) return peek;
    const injected = peek ? context.faults.take('clockford', 'request') : undefined;
    if (injected) return requestLevelResponse(injected.entry, peek?.id ?? null, injected.values);
    const token: Response | IssuedToken | undefined = checkToken(request, town, tokens);
    if (token instanceof Response) return token;
    if (token) {
      const overLimit = limits.account(token.account);
      if (overLimit) return overLimit;
    }
    const authInfo = token ? authInfoOf(token) : undefined;
    const legacy = request.method !== 'POST' || (await isLegacyRequest(request, peek?.json, { maxRequestBodySize }));
    if (!legacy) {
      // Without sign-in nothing would name the caller between stateless requests: fall back.
      if (!authInfo) return httpResponse(getEntry('clockford.http.modern-without-sign-in'));
      return modern.fetch(request, { authInfo, parsedBody: peek?.json });
    }
    const requester = { address: meta.address, account: token?.account, client: token?.client ?? 'agent', authInfo };
    const sessionId = request.headers.get('Mcp-Session-Id');
    if (sessionId === null && peek?.method === 'initialize') return sessions.open(request, requester);
    return sessions.serve(request, sessionId, requester);
  }

  async function handleMcp(request: Request, meta: RequestMeta): Promise<Response> {
    if (!['GET', 'POST', 'DELETE'].includes(request.method)) {
      return httpResponse(getEntry('clockford.http.method-not-allowed'));
    }
    if (town.settings.mode === 'closed') {
      return refuseAfter('clockford.http.town-closed', clockfordConfig.closedRetryAfterSeconds);
    }
    const overLimit = limits.address(meta.address);
    if (overLimit) return overLimit;
    // Counted from arrival, before anything is awaited, so requests sent at once are counted at once.
    const sessionId = request.headers.get('Mcp-Session-Id');
    const release = request.method === 'POST' && sessionId !== null ? inFlight.take(sessionId) : noRelease;
    if (!release) return refuseAfter('clockford.http.too-many-in-flight', clockfordConfig.inFlightRetryAfterSeconds);
    try {
      await town.replyMayGo();
      return releaseWhenDone(await admit(request, meta), release);
    } catch (error) {
      release();
      throw error;
    }
  }

  return {
    id: 'clockford',
    mountPath: '/clockford',
    faultScopes: ['request', 'tool-call'],
    hall,
    async handle(request, meta) {
      const path = subPath(request, '/clockford');
      const refused = checkAddress(request, town, path === '/mcp');
      if (refused) return refused;
      if (path === '/mcp') return handleMcp(request, meta);
      return (
        (await handleSignIn(request, path, town, tokens)) ??
        (await handleHall(request, path, town, hall)) ??
        httpResponse(getEntry('clockford.http.not-found'))
      );
    },
    reset() {
      sessions.reset();
      inFlight.reset();
      limits.reset();
      tokens.reset();
      town.reset();
      context.faults.clear('clockford');
    },
  };
}
