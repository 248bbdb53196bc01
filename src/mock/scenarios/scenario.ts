import type { CatalogEntry, EntryId, Revision, RuleName, ServerId } from '../../catalog/index.ts';
import type { FetchLike, Observation, RawMcpDriver } from './driver.ts';

/** A server the mock serves (the specification's entries are produced on these). */
export type MockedServer = Exclude<ServerId, 'spec'>;

/** What a scenario may use to make a mock produce an entry. */
export interface ScenarioContext {
  /** The origin the mock is served on; `${origin}/connect/mcp` is Connect's endpoint. */
  origin: string;
  fetch: FetchLike;
  /** A new raw driver for a server's MCP endpoint in one era (the server's first revision by default). */
  driver(server: MockedServer, revision?: Revision): RawMcpDriver;
  /** Makes the next `times` matching calls to `server` answer with `entryId` (the mock's fault injection). */
  inject(server: MockedServer, entryId: EntryId, times?: number): void;
  /** Moves the mock's clock forward (a no-op on a real clock). */
  advance(ms: number): void;
}

/** Runs the requests that produce one entry; returns what came back, one observation per surface. */
export type Scenario = (context: ScenarioContext, entry: CatalogEntry) => Promise<Observation[]>;

/**
 * One server's scenarios: one per rule its entries name (a table missing one does not compile),
 * and the ordinary call that an injected fault answers.
 */
export interface ServerScenarios<Server extends MockedServer> {
  rules: Record<RuleName<Server>, Scenario>;
  /** An ordinary, harmless call; an injected fault answers it instead. */
  ordinaryCall: Scenario;
}
