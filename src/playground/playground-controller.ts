/**
 * The playground's state and what changes it, as plain TypeScript the island only draws: the link's state, the
 * mock servers' start (on first use), the panes of a run, abort and re-trigger, and the words for what went wrong.
 */
import { getIndexedEntry, getIndexedServer, type IndexedEntry } from '../catalog/entry-index.ts';
import type { Revision } from '../catalog/index.ts';
import type { MockStartStep } from '../mock/browser.ts';
import type { Pane } from './pane.ts';
import type { PlaygroundSession } from './session.ts';
import { hostOf, runRevisions } from './spec-host.ts';
import { createStore, type Store } from './store.ts';
import type { ClientPolicy } from './trace.ts';
import { defaultState, entriesFor, parseState, serializeState, type PlaygroundState } from './url-state.ts';

export type MockState = 'idle' | 'starting' | 'ready' | 'failed';

/** What the page says of the mock servers in each state. */
export const mockStatus: Record<MockState, string> = {
  idle: 'The mock servers start in this page when you first use the playground.',
  starting: 'Starting the mock servers in this page…',
  ready:
    'The mock servers are running in this page, in a service worker: their requests show in your browser’s network panel, and each refusal (a 429, a 503) as a red line in its console, as a real server’s would.',
  failed: 'The mock servers did not start.',
};

/** Where a start has got to: its code fetched, then the mock's own steps (`MockStartStep`). */
export type StartStep = 'code' | MockStartStep;

/** What the page says while the mock starts, step by step, so a slow network shows progress. */
export const startStepWords: Record<StartStep, string> = {
  code: 'Starting the mock servers in this page: fetching their code, MSW and the SDK (step 1 of 3)…',
  worker: 'Starting the mock servers in this page: registering the service worker (step 2 of 3)…',
  'in-page':
    'Starting the mock servers in this page: no service worker here, so inside the page’s own fetch (step 2 of 3)…',
  check: 'Starting the mock servers in this page: checking that this tab reaches them (step 3 of 3)…',
};

/** What the page says of the mock servers: while starting, its step; once ready, how their requests reach them. */
export function mockStatusOf(snapshot: Pick<PlaygroundSnapshot, 'mock' | 'session' | 'startStep'>): string {
  if (snapshot.mock === 'starting' && snapshot.startStep) return startStepWords[snapshot.startStep];
  if (snapshot.mock !== 'ready' || snapshot.session?.browserMock.mode !== 'in-page') return mockStatus[snapshot.mock];
  return 'The mock servers are running in this page, inside its own fetch: no service worker serves this tab, so their requests do not show in your browser’s network panel.';
}

export interface PlaygroundSnapshot {
  state: PlaygroundState;
  /** What was wrong with the link the page opened with. */
  problems: string[];
  /** The link's state has been read: until then the controls are drawn but disabled. */
  hydrated: boolean;
  mock: MockState;
  /** The step a start is at, while `mock` is `starting`. */
  startStep: StartStep | undefined;
  session: PlaygroundSession | undefined;
  /** Why the mock servers did not start, in words for the reader. */
  loadError: string | undefined;
  /** Trigger was pressed before the mock servers were up. */
  waitingForMock: boolean;
  panes: Pane[];
  /** From Trigger until the last pane is done, so the button stays disabled between the two clients' runs. */
  busy: boolean;
  /** "Call a tool yourself": what the reader typed, and whether they are typing, kept over the panel's loading. */
  argumentsText: string;
  typingArguments: boolean;
}

export interface PlaygroundControllerOptions {
  /** Starts (or returns) the page's mock session; by default the browser's, loaded on first use. */
  startSession?: (onStep: (step: StartStep) => void) => Promise<PlaygroundSession>;
  /** Called as the session starts, to fetch what a run will draw with. */
  onFirstUse?: () => void;
  /** Where the state goes as it changes (the page's URL); by default `history.replaceState`. */
  writeUrl?: (search: string) => void;
}

export interface PlaygroundController extends Store<PlaygroundSnapshot> {
  /** Reads the link's state (the page was built with the default one). */
  hydrate: (search: string) => void;
  update: (change: Partial<PlaygroundState>) => void;
  /** Starts the mock servers ahead of Trigger (a pointer over the playground, or focus in it). */
  warmUp: () => void;
  /** Runs the state's scenario under each client it names, after aborting a run still going. */
  trigger: () => Promise<void>;
  /** Stops the run that is going; its panes keep what they drew. */
  abort: () => void;
  setArgumentsText: (text: string) => void;
  setTypingArguments: (typing: boolean) => void;
}

const loadBrowserSession = async (onStep: (step: StartStep) => void) => {
  onStep('code');
  return (await import('./session.ts')).startPlaygroundSession(onStep);
};
const message = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** The reader's words for a start that failed. */
export const startFailure = (error: unknown): string =>
  `The mock servers could not start in this browser: ${message(error).replace(/\s+/g, ' ').replace(/\.$/, '')}. Reload the page to try again.`;

/** The clients a state runs, in the order their panes are drawn. */
export const policiesOf = (state: PlaygroundState): ClientPolicy[] =>
  state.policy === 'both' ? ['reference', 'naive'] : [state.policy];

const initialSnapshot: PlaygroundSnapshot = {
  state: defaultState,
  problems: [],
  hydrated: false,
  mock: 'idle',
  startStep: undefined,
  session: undefined,
  loadError: undefined,
  waitingForMock: false,
  panes: [],
  busy: false,
  argumentsText: '{}',
  typingArguments: false,
};

type SnapshotStore = ReturnType<typeof createStore<PlaygroundSnapshot>>;

/** Starts the mock's session once, saying so in the snapshot, and in the reader's words when it fails. */
async function startOnce(
  store: SnapshotStore,
  startSession: (onStep: (step: StartStep) => void) => Promise<PlaygroundSession>,
  onFirstUse: (() => void) | undefined,
): Promise<PlaygroundSession> {
  store.set({ mock: 'starting' });
  try {
    onFirstUse?.();
    const session = await startSession((startStep) => store.set({ startStep }));
    store.set({ session, mock: 'ready', startStep: undefined });
    return session;
  } catch (error) {
    store.set({ mock: 'failed', loadError: startFailure(error) });
    throw error;
  }
}

/**
 * Runs the state's clients one after another, each drawing into its pane; a pane changes only while `isCurrent`
 * (a later Trigger replaces the run), and an abort stops before the next client.
 */
async function runPanes(
  store: SnapshotStore,
  session: PlaygroundSession,
  state: PlaygroundState,
  run: AbortController,
  isCurrent: () => boolean,
): Promise<void> {
  for (const [index, policy] of policiesOf(state).entries()) {
    const setPane = (change: (pane: Pane) => Pane) => {
      if (!isCurrent()) return;
      store.set({ panes: store.getSnapshot().panes.map((pane, at) => (at === index ? change(pane) : pane)) });
    };
    setPane((pane) => ({ ...pane, running: true }));
    const onEvent = (event: Pane['events'][number]) =>
      setPane((pane) => ({ ...pane, events: [...pane.events, event] }));
    try {
      const result = await session.run(state, policy, onEvent, run.signal);
      setPane((pane) => ({ ...pane, result, running: false }));
    } catch (error) {
      setPane((pane) => ({
        ...pane,
        running: false,
        ...(run.signal.aborted ? {} : { error: `The run failed: ${message(error)}` }),
      }));
    }
    if (run.signal.aborted) return;
  }
}

/** The state after the reader's change: a new server starts at its first entry. */
function changedState(before: PlaygroundState, change: Partial<PlaygroundState>): PlaygroundState {
  const state = { ...before, ...change };
  if (change.server && change.server !== before.server) state.entry = entriesFor(change.server)[0]?.id ?? before.entry;
  return state;
}

export function createPlaygroundController(options: PlaygroundControllerOptions = {}): PlaygroundController {
  const {
    startSession = loadBrowserSession,
    onFirstUse,
    writeUrl = (search) => history.replaceState(null, '', search),
  } = options;
  const store = createStore<PlaygroundSnapshot>({ ...initialSnapshot });
  let starting: Promise<PlaygroundSession> | undefined;
  let current: AbortController | undefined;

  const ensureSession = (): Promise<PlaygroundSession> => {
    starting ??= startOnce(store, startSession, onFirstUse);
    return starting;
  };

  const trigger = async () => {
    let session = store.getSnapshot().session;
    if (!session) {
      store.set({ waitingForMock: true });
      try {
        session = await ensureSession();
      } catch {
        return; // The start's failure is in the snapshot's words.
      } finally {
        store.set({ waitingForMock: false });
      }
    }
    current?.abort();
    const run = new AbortController();
    current = run;
    const { state } = store.getSnapshot();
    store.set({
      panes: policiesOf(state).map((policy) => ({ policy, entry: state.entry, events: [], running: false })),
      busy: true,
    });
    try {
      await runPanes(store, session, state, run, () => current === run);
    } finally {
      if (current === run) store.set({ busy: false });
    }
  };

  return {
    subscribe: store.subscribe,
    getSnapshot: store.getSnapshot,
    hydrate(search) {
      const { state, problems } = parseState(search);
      store.set({ state, problems, hydrated: true });
    },
    update(change) {
      const state = changedState(store.getSnapshot().state, change);
      writeUrl(serializeState(state));
      store.set({ state });
    },
    warmUp() {
      if (!starting) ensureSession().catch(() => undefined);
    },
    trigger,
    abort() {
      current?.abort();
      if (store.getSnapshot().busy) store.set({ busy: false });
    },
    setArgumentsText: (argumentsText) => store.set({ argumentsText }),
    setTypingArguments: (typingArguments) => store.set({ typingArguments }),
  };
}

/** What the island draws from a snapshot: the entry, where it runs, and whether a run is going or finished. */
export function playgroundView(snapshot: PlaygroundSnapshot): {
  entry: IndexedEntry;
  revisions: Revision[];
  runRevision: Revision;
  hostName: string;
  running: boolean;
  finished: boolean;
} {
  const { state, panes, busy } = snapshot;
  const entry = getIndexedEntry(state.entry);
  const host = getIndexedServer(hostOf(entry));
  const revisions = runRevisions(entry, host.revisions);
  const running = busy || panes.some((pane) => pane.running);
  return {
    entry,
    revisions,
    runRevision: revisions.includes(state.revision) ? state.revision : revisions[0]!,
    hostName: host.name,
    running,
    finished: !running && panes.length > 0 && panes.every((pane) => pane.result),
  };
}
