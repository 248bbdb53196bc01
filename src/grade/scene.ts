/**
 * The scene of a graded run: what the grader does to the mock, in process, that the client under test does not
 * do. It signs in, fills a limit, ends a session, acts as the person in the hall. None of it is on the client's
 * wire; the grader notes what it did and when, and the checks show those notes beside the requests.
 */
import type { Revision } from '../catalog/index.ts';
import type { MockServers } from '../mock/index.ts';
import type { FetchLike } from '../mock/index.ts';
import { RawMcpDriver, type MockedServer, type ScenarioContext } from '../mock/index.ts';
import type { GradeClock } from './grade-clock.ts';
import { firstRevisionOf } from '../mock/index.ts';

/** Something the scene did, at a time on the mock's clock. */
export interface SceneNote {
  /** Milliseconds on the mock's clock since the client's first request; 0 for what the scene did before. */
  at: number;
  /** The scene did it before the client started. */
  before?: true;
  text: string;
  /** What a check looks for: `allowed` when the person allowed a held call, `cleared` when the scene cleared a refusal's condition. */
  mark?: 'allowed' | 'cleared';
}

export interface Scene {
  origin: string;
  mock: MockServers;
  clock: GradeClock;
  /** A request straight into the mock, not on the client's wire. */
  fetch: FetchLike;
  /** A raw MCP driver of the scene's for one server, in one era (the server's first by default). */
  driver(server: MockedServer, revision?: Revision): RawMcpDriver;
  /** The scene as the mock's scenario helpers (`src/mock/scenarios/`) take it. */
  context: ScenarioContext;
  /** Says what the scene did, at the clock's time now. */
  note(text: string, mark?: SceneNote['mark']): void;
  /** Runs `action` with the mock's clock `ms` in the past, then brings the clock back. */
  inThePast<T>(ms: number, action: () => Promise<T>): Promise<T>;
  /** Runs `action` after `ms` of real time while the client runs; cancelled when the run ends. */
  later(ms: number, action: () => Promise<void> | void): void;
  notes: SceneNote[];
  /** Cancels what `later` scheduled. */
  dispose(): void;
}

/** The scene for one run, on the run's mock and clock. */
export function createScene(
  mock: MockServers,
  clock: GradeClock,
  origin: string,
  onError: (error: unknown) => void,
): Scene {
  const notes: SceneNote[] = [];
  const timers = new Set<ReturnType<typeof setTimeout>>();
  const fetch: FetchLike = async (url, init) => {
    const response = await mock.handle(new Request(url, init), { address: '127.0.0.1' });
    return response ?? new Response('Nothing is served here.', { status: 404 });
  };
  const driver = (server: MockedServer, revision?: Revision) =>
    new RawMcpDriver(fetch, `${origin}/${server}/mcp`, revision ?? firstRevisionOf(server));
  const scene: Scene = {
    origin,
    mock,
    clock,
    fetch,
    driver,
    notes,
    context: {
      origin,
      fetch,
      driver,
      client: () => {
        throw new Error('The client under test is another process: the grader makes no call of its own for it.');
      },
      inject: (server, entry) => void mock.faults.add({ server, entry }),
      advance: (ms) => clock.skip(ms),
      later: (ms, action) => scene.later(ms, action),
    },
    inThePast: (ms, action) => clock.still(action, ms),
    note: (text, mark) =>
      void notes.push({
        ...(clock.zero === undefined ? { at: 0, before: true as const } : { at: Math.round(clock.elapsedMs()) }),
        text,
        ...(mark ? { mark } : {}),
      }),
    later(ms, action) {
      const timer = setTimeout(() => {
        timers.delete(timer);
        void Promise.resolve(action()).catch(onError);
      }, ms);
      timers.add(timer);
    },
    dispose() {
      timers.forEach((timer) => clearTimeout(timer));
      timers.clear();
    },
  };
  return scene;
}
