/**
 * The playground in a page: the mock servers behind the MSW worker, one shared clock, and runs of
 * the reference and naive clients against the same scenario. Browser only (it starts the worker).
 */
import { findEntry, type CatalogEntry } from '../catalog/index.ts';
import { startBrowserMock, type BrowserMock, type MockStartStep } from '../mock/browser.ts';
import { loadHostModuleOf } from '../mock/index.ts';
import { standInHeaders } from '../mock/page-headers.ts';
import { PlaygroundClock } from './playground-clock.ts';
import { runEntry } from './run-entry.ts';
import { sceneHooks } from './person-acts.ts';
import type { ClientPolicy, RunResult, TraceEvent } from './trace.ts';
import type { PlaygroundState } from './url-state.ts';

export interface PlaygroundSession {
  clock: PlaygroundClock;
  browserMock: BrowserMock;
  /**
   * Runs `task` when nothing else uses the mock: runs and the reader's own calls take turns, so a call of the
   * reader's never lands in the middle of a run (and a run replays exactly).
   */
  exclusive<T>(task: () => Promise<T>): Promise<T>;
  /** Runs one client against the state's scenario, streaming events as they happen. */
  run(
    state: PlaygroundState,
    policy: ClientPolicy,
    onEvent: (event: TraceEvent) => void,
    signal: AbortSignal,
  ): Promise<RunResult>;
}

let session: Promise<PlaygroundSession> | undefined;

/** The catalog entry a playground state names (the state was checked against the entry index). */
function entryOf(id: string): CatalogEntry {
  const entry = findEntry(id);
  if (!entry) throw new Error(`No catalog entry has the id "${id}".`);
  return entry;
}

/**
 * Starts the worker (awaited, so the first call reaches the mock) and returns the session. One per page: the
 * mock keeps the clock it started with, so a playground drawn again (after "Start again") gets the same session,
 * and a start that failed stays failed until the page is reloaded (see `startBrowserMock`).
 */
export function startPlaygroundSession(onStep?: (step: MockStartStep) => void): Promise<PlaygroundSession> {
  session ??= startSession(onStep);
  return session;
}

async function startSession(onStep?: (step: MockStartStep) => void): Promise<PlaygroundSession> {
  const clock = new PlaygroundClock();
  const browserMock = await startBrowserMock({ clock, ...(onStep ? { onStep } : {}) });
  const origin = window.location.origin;
  // Origin, Host and Cookie travel as X-Mock- stand-ins: a page may not set them itself.
  const fetch = (input: string | URL, init?: RequestInit) =>
    window.fetch(input, init ? { ...init, headers: standInHeaders(init.headers) } : init);
  let turn: Promise<unknown> = Promise.resolve();
  const exclusive = <T>(task: () => Promise<T>): Promise<T> => {
    const mine = turn.then(task, task);
    turn = mine.catch(() => undefined);
    return mine;
  };
  return {
    clock,
    browserMock,
    exclusive,
    run(state, policy, onEvent, signal) {
      clock.realTime = state.time === 'real';
      return exclusive(async () => {
        const entry = entryOf(state.entry);
        // The page loads each server's module on first use: the run's before it starts.
        await loadHostModuleOf(entry);
        return runEntry({
          entry,
          policy,
          seed: state.seed,
          revision: state.revision,
          mock: browserMock.mock,
          clock,
          fetch,
          origin,
          onEvent,
          signal,
          ...sceneHooks(origin),
        });
      });
    },
  };
}
