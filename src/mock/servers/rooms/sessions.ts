/**
 * Rooms' open MCP sessions, each an SDK transport with its own server, kept per caller address and
 * freed when it sits idle, as Clockford's are. The numbers are the mock's choice: the source states none.
 */
import type { McpServer, WebStandardStreamableHTTPServerTransport } from '@modelcontextprotocol/server';
import type { Clock } from '../../clock.ts';
import { RoomsRefusal } from './refusal.ts';

/** Rooms' numbers that its source leaves open, chosen for the mock. */
export const roomsConfig = {
  sessions: {
    /** Open sessions one address may hold before `initialize` is refused with `rate_limited`. */
    perAddress: 20,
    /** A session that sits idle this long ends; its id then answers 404 Session not found. */
    idleSeconds: 30 * 60,
  },
  /** The largest POST body Rooms reads (MCP and REST); the SDK answers a bigger MCP body 413. */
  maxBodyBytes: 1024 * 1024,
} as const;

interface RoomsSession {
  transport: WebStandardStreamableHTTPServerTransport;
  server: McpServer;
  address: string;
  lastSeen: number;
}

/** The open sessions, by id. */
export class RoomsSessionTable {
  readonly #clock: Clock;
  readonly #sessions = new Map<string, RoomsSession>();

  constructor(clock: Clock) {
    this.#clock = clock;
  }

  get size(): number {
    return this.#sessions.size;
  }

  /** Ends the sessions that sat idle too long. */
  #sweep(): void {
    const idleMs = roomsConfig.sessions.idleSeconds * 1000;
    const now = this.#clock.now();
    for (const [id, session] of this.#sessions) if (now - session.lastSeen >= idleMs) this.end(id);
  }

  /** The transport of an open session, which counts as a use of it; `undefined` for an unknown or ended one. */
  use(id: string): WebStandardStreamableHTTPServerTransport | undefined {
    this.#sweep();
    const session = this.#sessions.get(id);
    if (session) session.lastSeen = this.#clock.now();
    return session?.transport;
  }

  /** The refusal for a new session from `address` when it already holds as many as it may. */
  refusalFor(address: string): RoomsRefusal | undefined {
    this.#sweep();
    const held = [...this.#sessions.values()].filter((session) => session.address === address).length;
    if (held < roomsConfig.sessions.perAddress) return undefined;
    return new RoomsRefusal(
      'rate_limited',
      `Too many open sessions from this address: ${held} at once.`,
      `End one with DELETE /rooms/mcp, or wait for one to sit idle ${roomsConfig.sessions.idleSeconds / 60} minutes.`,
    );
  }

  /** Records a session the SDK has just initialized. */
  add(id: string, session: Omit<RoomsSession, 'lastSeen'>): void {
    this.#sessions.set(id, { ...session, lastSeen: this.#clock.now() });
  }

  /** Forgets a session and closes its server; a no-op for an unknown id. */
  end(id: string): void {
    const session = this.#sessions.get(id);
    if (!session) return;
    this.#sessions.delete(id);
    void session.server.close();
  }

  reset(): void {
    for (const id of [...this.#sessions.keys()]) this.end(id);
  }
}
