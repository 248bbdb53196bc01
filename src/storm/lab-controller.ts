/**
 * The storm lab's state and what changes it, as plain TypeScript the island only draws: the reader's parameters and
 * the link's, the presets, and both runs as the worker sends them.
 */
import { createStore, type Store } from '../playground/store.ts';
import { createLabRunner, type LabProgress, type LabRunner, type LabWorker } from './lab-runner.ts';
import { defaultLabState, formatLabState, parseLabState, runParams, type LabState } from './lab-state.ts';
import type { StrategyName } from './labels.ts';

export interface LabSnapshot {
  state: LabState;
  /** What was wrong with the link the page opened with. */
  problems: string[];
  /** Both runs so far, once the first has started. */
  progress: LabProgress | undefined;
  /** The worker is up: the form and the presets can be used. */
  ready: boolean;
}

export interface LabControllerOptions {
  /** The simulation's worker, made once the lab is in view. */
  createWorker: () => LabWorker;
  /** Where the state goes as a run starts (the page's URL). */
  writeUrl: (search: string) => void;
}

export interface LabController extends Store<LabSnapshot> {
  /** Starts the worker and runs the link's state (the page was built with the defaults). */
  hydrate: (search: string) => void;
  /** Runs `state`, or the form's own state; a run still going is dropped. */
  start: (state?: LabState) => void;
  setShared: (change: Partial<LabState['shared']>) => void;
  setStrategy: (side: 'a' | 'b', strategy: StrategyName) => void;
  /** Stops the worker. */
  dispose: () => void;
}

/** The reader's words for a worker that could not start. */
export const labStartFailure = (error: unknown): string =>
  `The lab could not start its worker in this browser (${error instanceof Error ? error.message : String(error)}); reload the page to try again.`;

export function createLabController({ createWorker, writeUrl }: LabControllerOptions): LabController {
  const store = createStore<LabSnapshot>({ state: defaultLabState, problems: [], progress: undefined, ready: false });
  let runner: LabRunner | undefined;
  const start = (state = store.getSnapshot().state) => {
    store.set({ state });
    writeUrl(formatLabState(state));
    runner?.run(runParams(state));
  };
  return {
    subscribe: store.subscribe,
    getSnapshot: store.getSnapshot,
    hydrate(search) {
      const { state, problems } = parseLabState(search);
      try {
        runner ??= createLabRunner(createWorker(), (progress) => store.set({ progress }));
      } catch (error) {
        // The form stays disabled: with no worker, Run would do nothing.
        store.set({ state, problems: [...problems, labStartFailure(error)] });
        return;
      }
      store.set({ problems, ready: true });
      start(state);
    },
    start,
    setShared(change) {
      const { state } = store.getSnapshot();
      store.set({ state: { ...state, shared: { ...state.shared, ...change } } });
    },
    setStrategy(side, strategy) {
      store.set({ state: { ...store.getSnapshot().state, [side]: strategy } });
    },
    dispose() {
      runner?.stop();
      runner = undefined;
    },
  };
}

/** What the island draws from a snapshot: whether a run is going, each chart's scale, and the status line. */
export function labView({ state, progress }: LabSnapshot): {
  running: boolean;
  yMaxes: [number, number];
  status: string;
} {
  const running = progress !== undefined && progress.summaries === undefined;
  // Each chart has its own scale: a naive run's peak would flatten the other run to a line.
  const yMax = (side: 0 | 1) =>
    Math.ceil(1.05 * Math.max(1, ...(progress?.rows[side].map((row) => Math.max(row.sent, row.shed)) ?? [1])));
  const { seconds, seed } = state.shared;
  const status = !progress
    ? 'The lab runs when it comes into view.'
    : running
      ? `Running: ${progress.rows[0].length} of ${seconds} simulated seconds…`
      : `Done: ${seconds} simulated seconds, seed ${seed}.`;
  return { running, yMaxes: [yMax(0), yMax(1)], status };
}
