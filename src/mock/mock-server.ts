import type { ServerId } from '../catalog/index.ts';
import type { Clock } from './clock.ts';
import type { FaultScope, FaultTable } from './faults.ts';
import type { IdSource } from './ids.ts';

/** Facts about a request that a `Request` alone does not carry. */
export interface RequestMeta {
  /** The caller's network address, which rate limits count per; the page has one address. */
  address: string;
}

/** What every mock server shares: its clock and the fault table. */
export interface MockContext {
  clock: Clock;
  faults: FaultTable;
  /** Session ids and token ids. */
  ids: IdSource;
  /** The origin the mock is served on (`http://127.0.0.1:3929`, or the page's own origin). */
  origin: string;
}

/** One mock MCP server: a handler for every request under its mount path, and its state. */
export interface MockServer {
  id: Exclude<ServerId, 'spec'>;
  /** `/clockford`, `/rooms`, ... */
  mountPath: string;
  /** Which injected faults the server serves: request-level ones at its gate, tool-level ones in its tools. */
  faultScopes: readonly FaultScope[];
  /** Answers a request whose path starts with `mountPath`. */
  handle(request: Request, meta: RequestMeta): Promise<Response>;
  /** Forgets all state: sessions, limiters, holds, counters. */
  reset(): void;
}

/** Builds one mock server. */
export type MockServerFactory = (context: MockContext) => MockServer;
