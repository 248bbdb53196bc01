/**
 * The 2025-11-25 era: real stateful sessions, each a `WebStandardStreamableHTTPServerTransport`
 * with its own SDK server, owned by the account that opened it (or by no account, in the local
 * town), ended by DELETE, by sitting idle, or by age — all on the mock clock.
 */
import { WebStandardStreamableHTTPServerTransport, type AuthInfo } from '@modelcontextprotocol/server';
import { getEntry } from '../../../catalog/index.ts';
import { httpResponse, waitValues } from '../../wire.ts';
import { clockfordConfig, clockfordLimit } from './config.ts';
import { secondsUntil } from './replies.ts';
import { buildTownServer } from './town-server.ts';
import type { Caller, Town } from './town-state.ts';

interface LegacySession {
  id: string;
  transport: WebStandardStreamableHTTPServerTransport;
  caller: Caller;
  /** The account that opened the session; `undefined` for a visitor without sign-in. */
  owner: string | undefined;
  address: string;
  createdAt: number;
  lastSeen: number;
}

/** Who is asking for the session: a signed-in account's client, or a visitor. */
export interface SessionRequester {
  address: string;
  account: string | undefined;
  client: string;
  authInfo: AuthInfo | undefined;
}

/** The town's open legacy sessions. */
export class SessionTable {
  readonly #town: Town;
  readonly #sessions = new Map<string, LegacySession>();

  constructor(town: Town) {
    this.#town = town;
  }

  /** Ends sessions that sat idle or reached their maximum age. */
  #sweep(): void {
    const now = this.#town.clock.now();
    const { idleSeconds, maxAgeSeconds } = clockfordConfig.sessions;
    for (const session of this.#sessions.values()) {
      if (now - session.lastSeen >= idleSeconds * 1000 || now - session.createdAt >= maxAgeSeconds * 1000) {
        this.#end(session);
      }
    }
  }

  #end(session: LegacySession): void {
    this.#sessions.delete(session.id);
    void session.transport.close();
  }

  /** `initialize` without a session: opens one, unless the address has too many open. */
  async open(request: Request, requester: SessionRequester): Promise<Response> {
    this.#sweep();
    const now = this.#town.clock.now();
    const fromAddress = [...this.#sessions.values()].filter((session) => session.address === requester.address);
    if (fromAddress.length >= clockfordConfig.sessions.perAddress) {
      const idleMs = clockfordConfig.sessions.idleSeconds * 1000;
      const firstFree = Math.min(...fromAddress.map((session) => session.lastSeen + idleMs));
      const entry = getEntry('clockford.http.too-many-sessions');
      return httpResponse(entry, waitValues(entry, secondsUntil(firstFree, now)));
    }
    const caller: Caller =
      requester.account === undefined
        ? { passport: this.#town.nextId('visitor-'), account: undefined, client: requester.client, signedIn: false }
        : {
            passport: `${requester.account}/${requester.client}`,
            account: requester.account,
            client: requester.client,
            signedIn: true,
          };
    const transport: WebStandardStreamableHTTPServerTransport = new WebStandardStreamableHTTPServerTransport({
      sessionIdGenerator: () => this.#town.ids.uuid(),
      onsessioninitialized: (id) => {
        this.#sessions.set(id, {
          id,
          transport,
          caller,
          owner: requester.account,
          address: requester.address,
          createdAt: now,
          lastSeen: now,
        });
      },
      onsessionclosed: (id) => {
        this.#sessions.delete(id);
      },
      // No keep-alive timers: the mock runs on an injected clock.
      keepAliveMs: 0,
      maxRequestBodySize: clockfordLimit('body-size'),
    });
    await buildTownServer(this.#town, () => caller).connect(transport);
    return transport.handleRequest(request, requester.authInfo ? { authInfo: requester.authInfo } : {});
  }

  /** A request on an existing session: the catalog's 400, 404 or 403, or the session's own answer. */
  async serve(request: Request, sessionId: string | null, requester: SessionRequester): Promise<Response> {
    this.#sweep();
    if (sessionId === null) return httpResponse(getEntry('clockford.http.no-session'));
    const session = this.#sessions.get(sessionId);
    if (!session) return httpResponse(getEntry('clockford.http.session-not-found'));
    if (session.owner !== requester.account) return httpResponse(getEntry('clockford.http.session-of-someone-else'));
    session.lastSeen = this.#town.clock.now();
    const response = await session.transport.handleRequest(
      request,
      requester.authInfo ? { authInfo: requester.authInfo } : {},
    );
    if (request.method === 'DELETE' && response.ok) this.#sessions.delete(sessionId);
    return response;
  }

  /** Open sessions, for the hall. */
  list(): Array<{ id: string; passport: string; owner: string | null; lastSeen: string }> {
    this.#sweep();
    return [...this.#sessions.values()].map((session) => ({
      id: session.id,
      passport: session.caller.passport,
      owner: session.owner ?? null,
      lastSeen: new Date(session.lastSeen).toISOString(),
    }));
  }

  /** Ends one session, as a person closing it in the hall. */
  close(id: string): boolean {
    const session = this.#sessions.get(id);
    if (session) this.#end(session);
    return session !== undefined;
  }

  reset(): void {
    for (const session of [...this.#sessions.values()]) this.#end(session);
  }
}
