import type { CatalogEntry, EntryId, Revision, RuleName, ServerId } from '../../catalog/index.ts';
import type { FetchLike, Observation, RawMcpDriver } from './driver.ts';

/** A server the mock serves (the specification's entries are produced on these). */
export type MockedServer = Exclude<ServerId, 'spec'>;

/** What a scenario may use to make a mock produce an entry. */
export interface ScenarioContext {
  /** The origin the mock is served on; `${origin}/connect/mcp` is Connect's endpoint. */
  origin: string;
  /** A request of the scene's (a sign-in, a person in the hall); its reply is read at once. */
  fetch: FetchLike;
  /**
   * A new raw driver for a server's MCP endpoint in one era (the server's first revision by default). Its requests
   * set the scene (a sign-in, a flood that fills a limit, another agent's work): they are not the client's own.
   */
  driver(server: MockedServer, revision?: Revision): RawMcpDriver;
  /**
   * The same connection as `driver` (its session and credential), sending through the client's own fetch: the call
   * a scenario returns is made through it, so the client under test meets the entry and reacts to it.
   */
  client(driver: RawMcpDriver): RawMcpDriver;
  /** Makes matching calls to `server` answer with `entryId` for as long as the catalog says its condition lasts. */
  inject(server: MockedServer, entryId: EntryId): void;
  /** Moves the mock's clock forward (a no-op on a real clock). */
  advance(ms: number): void;
  /**
   * The scene goes on once the mock's clock has moved `ms` past now (while the client waits): replies that were
   * in flight arrive, for example. Where nobody waits on the clock, it runs when the scenario's call has come back.
   */
  later(ms: number, action: () => Promise<void>): void;
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
