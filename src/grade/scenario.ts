/** What a graded scenario is: a scene, a task for the client, and the checks read off the wire afterwards. */
import type { EntryId, Revision, WaitSource } from '../catalog/index.ts';
import type { MockedServer } from '../mock/index.ts';
import type { AtlasContext } from './atlas-context.ts';
import type { ClientExit } from './client-process.ts';
import type { Scene, SceneNote } from './scene.ts';
import type { WireHooks } from './wire-server.ts';
import type { WireExchange } from './wire-record.ts';

/** The suites of `--suite`; `all` runs every scenario. */
export const suites = ['core', 'auth', 'sessions', 'writes'] as const;
export type Suite = (typeof suites)[number];

/** What the scene hands over: the context for the client (its task, credentials) and what it does meanwhile. */
export interface Preparation {
  context: Omit<AtlasContext, 'scenario' | 'server' | 'revision'>;
  hooks?: WireHooks;
}

/** One scenario, with the names of its checks as `Check` (a union of the check ids). */
export interface GradeScenario<Check extends string = string> {
  suite: Suite;
  /** The scene in a sentence: what holds on the server while the client makes its call. */
  title: string;
  server: MockedServer;
  revision: Revision;
  /** The catalog entries the scene makes the client meet; the first is the one its checks judge. */
  entries: readonly [EntryId, ...EntryId[]];
  /** Where the wait is named, for scenarios that name one. */
  waitFrom?: WaitSource;
  checks: readonly Check[];
  /** How many times the scenario runs, each on a fresh mock (jitter is judged across runs). @default 1 */
  runs?: number;
  /** How long a run may take before the grader stops the client. @default 20 */
  deadlineSeconds?: number;
  /** Sets the scene on a fresh mock, before the client starts, and says what the client is to do. */
  prepare(scene: Scene): Preparation | Promise<Preparation>;
}

/** How a run ended, in a word, with the sentence the report shows. */
export interface Verdict {
  kind:
    | 'finished'
    | 'exited-with-error'
    | 'killed-by-signal'
    | 'timed-out'
    | 'no-connection'
    | 'flooded'
    | 'not-started'
    | 'scene-failed';
  says: string;
}

/** One run of one scenario: the wire, the scene's notes, and how the client ended. */
export interface RunRecord {
  run: number;
  /** The server URL the client was given (its port is closed once the run is over). */
  url: string;
  exchanges: WireExchange[];
  notes: SceneNote[];
  verdict: Verdict;
  exit?: ClientExit;
  /** The mock's time (ms since the epoch) when the client's first request arrived: the run's time zero. */
  zero?: number;
  /** Real milliseconds the run took. */
  realMs: number;
}

/** Everything a check reads: the scenario, the context the client was given, and its runs. */
export interface ScenarioRuns {
  id: string;
  scenario: GradeScenario;
  context: AtlasContext;
  runs: RunRecord[];
}
