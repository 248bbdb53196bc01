/**
 * A playground run without a page: the mock servers in this process, on a clock whose waits pass at once
 * (they still count in full on the mock's clock). `npm run play` and the tests run entries this way; the page
 * runs the same `runEntry` through its service worker.
 */
import type { CatalogEntry, Revision } from '../catalog/index.ts';
import { createMockServers } from '../mock/index.ts';
import { sequentialIds } from '../mock/index.ts';
import { PlaygroundClock } from './playground-clock.ts';
import { runEntry, type RunOptions } from './run-entry.ts';
import { sceneHooks } from './person-acts.ts';
import type { ClientPolicy, RunResult } from './trace.ts';

/** The origin the in-process mock answers on. */
export const inProcessOrigin = 'http://mock.test';

export interface InProcessRun {
  entry: CatalogEntry;
  policy: ClientPolicy;
  seed: number;
  revision?: Revision | undefined;
  onEvent?: RunOptions['onEvent'];
  signal?: AbortSignal;
}

/** Runs one entry under one client against a fresh in-process mock; a person allows any held call. */
export function runInProcess(run: InProcessRun): Promise<RunResult> {
  const clock = new PlaygroundClock({
    // Waits pass at once, after the current turn of the event loop, so concurrent requests still interleave.
    timer: (callback) => {
      const handle = setTimeout(callback, 0);
      return { cancel: () => clearTimeout(handle) };
    },
  });
  const origin = inProcessOrigin;
  const mock = createMockServers({ clock, origin, ids: sequentialIds() });
  const fetch = async (url: string | URL, init?: RequestInit) =>
    (await mock.handle(new Request(url, init))) ??
    Response.json({ error: `Nothing is served at ${new URL(url).pathname}.` }, { status: 404 });
  return runEntry({
    entry: run.entry,
    policy: run.policy,
    seed: run.seed,
    ...(run.revision ? { revision: run.revision } : {}),
    ...(run.onEvent ? { onEvent: run.onEvent } : {}),
    ...(run.signal ? { signal: run.signal } : {}),
    mock,
    clock,
    fetch,
    origin,
    ...sceneHooks(origin),
  });
}
