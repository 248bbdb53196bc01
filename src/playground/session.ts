/**
 * The playground in a page: the mock servers behind the MSW worker, one shared clock, and runs of
 * the reference and naive clients against the same scenario. Browser only (it starts the worker).
 */
import { getEntry } from '../catalog/index.ts';
import { startBrowserMock, type BrowserMock } from '../mock/browser.ts';
import { standInHeaders } from '../mock/page-headers.ts';
import { PlaygroundClock } from './playground-clock.ts';
import { runEntry } from './run-entry.ts';
import { personActs } from './person-acts.ts';
import { demoCallFirstArguments, signInFor, personDecides } from './sign-in.ts';
import type { ClientPolicy, RunResult, TraceEvent } from './trace.ts';
import type { PlaygroundState } from './url-state.ts';

export interface PlaygroundSession {
  clock: PlaygroundClock;
  browserMock: BrowserMock;
  /** Runs one client against the state's scenario, streaming events as they happen. */
  run(
    state: PlaygroundState,
    policy: ClientPolicy,
    onEvent: (event: TraceEvent) => void,
    signal: AbortSignal,
  ): Promise<RunResult>;
}

let session: Promise<PlaygroundSession> | undefined;

/**
 * Starts the worker (awaited, so the first call reaches the mock) and returns the session. One per page: the
 * mock keeps the clock it started with, so a playground drawn again (after "Start again") gets the same session,
 * and a start that failed stays failed until the page is reloaded (see `startBrowserMock`).
 */
export function startPlaygroundSession(): Promise<PlaygroundSession> {
  session ??= startSession();
  return session;
}

async function startSession(): Promise<PlaygroundSession> {
  const clock = new PlaygroundClock();
  const browserMock = await startBrowserMock({ clock });
  const origin = window.location.origin;
  // Origin, Host and Cookie travel as X-Mock- stand-ins: a page may not set them itself.
  const fetch = (input: string | URL, init?: RequestInit) =>
    window.fetch(input, init ? { ...init, headers: standInHeaders(init.headers) } : init);
  return {
    clock,
    browserMock,
    run(state, policy, onEvent, signal) {
      clock.realTime = state.time === 'real';
      return runEntry({
        entry: getEntry(state.entry),
        policy,
        seed: state.seed,
        revision: state.revision,
        mock: browserMock.mock,
        clock,
        fetch,
        origin,
        onEvent,
        signal,
        signIn: (driver, scope, recorded) => signInFor(driver, { origin, fetch: recorded, scope }),
        decideHold: (holdId) => personDecides(holdId, { origin, fetch, decision: 'allowed' }),
        personActs: (decision, driver) => personActs({ origin, fetch, driver, decision }),
        callFirstArguments: demoCallFirstArguments,
      });
    },
  };
}
