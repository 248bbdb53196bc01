import { describe, expect, test, vi } from 'vitest';
import {
  createPlaygroundController,
  mockStatus,
  mockStatusOf,
  playgroundView,
  startStepWords,
  type StartStep,
} from '../../../src/playground/playground-controller.ts';
import type { PlaygroundSession } from '../../../src/playground/session.ts';
import type { RunResult, TraceEvent } from '../../../src/playground/trace.ts';
import { defaultState, entriesFor, serializeState } from '../../../src/playground/url-state.ts';

const event = (at: number) => ({ kind: 'note', at }) as unknown as TraceEvent;
const result = (summary: string) => ({ outcome: { status: 'success', summary } }) as unknown as RunResult;

/** A session whose runs wait until the test lets them finish (or their signal aborts them). */
function fakeSession() {
  const runs: Array<{ policy: string; emit: (at: number) => void; finish: () => void; signal: AbortSignal }> = [];
  const run = vi.fn(
    (_state, policy: string, onEvent: (event: TraceEvent) => void, signal: AbortSignal) =>
      new Promise<RunResult>((resolve, reject) => {
        signal.addEventListener('abort', () => reject(new Error('aborted')));
        runs.push({ policy, emit: (at) => onEvent(event(at)), finish: () => resolve(result(policy)), signal });
      }),
  );
  return { session: { run, browserMock: { mode: 'service-worker' } } as unknown as PlaygroundSession, runs, run };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the playground controller', () => {
  test('reads the link once hydrated, and writes each change back to the URL', () => {
    const urls: string[] = [];
    const controller = createPlaygroundController({ writeUrl: (search) => urls.push(search) });
    expect(controller.getSnapshot()).toMatchObject({ state: defaultState, hydrated: false, mock: 'idle' });
    controller.hydrate('?policy=naive&seed=7&entry=no-such-entry');
    const { state, problems, hydrated } = controller.getSnapshot();
    expect(hydrated).toBe(true);
    expect(state).toMatchObject({ policy: 'naive', seed: 7 });
    expect(problems.length).toBeGreaterThan(0);

    const other = entriesFor('rooms')[0]!;
    controller.update({ server: 'rooms' });
    expect(controller.getSnapshot().state.entry).toBe(other.id);
    expect(urls.at(-1)).toBe(serializeState(controller.getSnapshot().state));
  });

  test('starts the mock once, on first use, and runs each client in turn', async () => {
    const { session, runs } = fakeSession();
    const startSession = vi.fn(() => Promise.resolve(session));
    const onFirstUse = vi.fn();
    const controller = createPlaygroundController({ startSession, onFirstUse, writeUrl: () => undefined });
    controller.warmUp();
    expect(controller.getSnapshot().mock).toBe('starting');
    const triggered = controller.trigger();
    await settle();
    expect(startSession).toHaveBeenCalledTimes(1);
    expect(onFirstUse).toHaveBeenCalledTimes(1);
    expect(controller.getSnapshot()).toMatchObject({ mock: 'ready', session, busy: true });
    expect(mockStatus[controller.getSnapshot().mock]).toMatch(
      /^The mock servers are running in this page, in a service worker/,
    );

    runs[0]!.emit(1);
    expect(controller.getSnapshot().panes.map((pane) => [pane.policy, pane.running, pane.events.length])).toEqual([
      ['reference', true, 1],
      ['naive', false, 0],
    ]);
    runs[0]!.finish();
    await settle();
    expect(runs.map((run) => run.policy)).toEqual(['reference', 'naive']);
    expect(playgroundView(controller.getSnapshot())).toMatchObject({ running: true, finished: false });
    runs[1]!.finish();
    await triggered;
    expect(controller.getSnapshot().busy).toBe(false);
    expect(playgroundView(controller.getSnapshot())).toMatchObject({ running: false, finished: true });
  });

  test('says how the mock’s requests reach it: the worker’s way, or inside the page’s own fetch', () => {
    const sessionIn = (mode: 'service-worker' | 'in-page') =>
      ({ browserMock: { mode } }) as unknown as PlaygroundSession;
    expect(mockStatusOf({ mock: 'ready', session: sessionIn('service-worker'), startStep: undefined })).toMatch(
      /^The mock servers are running in this page, in a service worker: .* each refusal .* as a red line in its console/,
    );
    expect(mockStatusOf({ mock: 'ready', session: sessionIn('in-page'), startStep: undefined })).toMatch(
      /^The mock servers are running in this page, inside its own fetch: no service worker serves this tab/,
    );
    expect(mockStatusOf({ mock: 'starting', session: undefined, startStep: undefined })).toBe(mockStatus.starting);
  });

  test('while the mock starts, the page says which step it is at, and drops the step once it is ready', async () => {
    const { session } = fakeSession();
    let finish!: () => void;
    let step!: (step: StartStep) => void;
    const startSession = (onStep: (at: StartStep) => void) =>
      new Promise<PlaygroundSession>((resolve) => {
        step = onStep;
        finish = () => resolve(session);
      });
    const controller = createPlaygroundController({ startSession, writeUrl: () => undefined });
    controller.warmUp();
    const seen = () => mockStatusOf(controller.getSnapshot());
    expect(seen()).toBe(mockStatus.starting);
    for (const at of ['code', 'worker', 'check'] as const) {
      step(at);
      expect(seen()).toBe(startStepWords[at]);
    }
    expect(startStepWords.worker).toMatch(/step 2 of 3/);
    finish();
    await settle();
    expect(controller.getSnapshot()).toMatchObject({ mock: 'ready', startStep: undefined });
    expect(seen()).toBe(mockStatus.ready);
  });

  test('a start that fails says why in the reader’s words, and is not tried again', async () => {
    const startSession = vi.fn(() => Promise.reject(new Error('Service workers are not\n supported.')));
    const controller = createPlaygroundController({ startSession, writeUrl: () => undefined });
    await controller.trigger();
    const snapshot = controller.getSnapshot();
    expect(snapshot).toMatchObject({ mock: 'failed', waitingForMock: false, panes: [], busy: false });
    expect(snapshot.loadError).toBe(
      'The mock servers could not start in this browser: Service workers are not supported. Reload the page to try again.',
    );
    await controller.trigger();
    controller.warmUp();
    expect(startSession).toHaveBeenCalledTimes(1);
  });

  test('waits for the mock while Trigger was pressed before it was up', async () => {
    let start!: (session: PlaygroundSession) => void;
    const startSession = () => new Promise<PlaygroundSession>((resolve) => (start = resolve));
    const controller = createPlaygroundController({ startSession, writeUrl: () => undefined });
    void controller.trigger();
    expect(controller.getSnapshot()).toMatchObject({ waitingForMock: true, mock: 'starting' });
    start(fakeSession().session);
    await settle();
    expect(controller.getSnapshot()).toMatchObject({ waitingForMock: false, mock: 'ready' });
  });

  test('a trigger during a run aborts it, and the old run draws nothing into the new panes', async () => {
    const { session, runs } = fakeSession();
    const controller = createPlaygroundController({
      startSession: () => Promise.resolve(session),
      writeUrl: () => undefined,
    });
    controller.update({ policy: 'reference' });
    const first = controller.trigger();
    await settle();
    void controller.trigger();
    await settle();
    expect(runs[0]!.signal.aborted).toBe(true);
    await first;
    runs[0]!.emit(99);
    runs[1]!.emit(1);
    const { panes, busy } = controller.getSnapshot();
    expect(busy).toBe(true);
    expect(panes).toHaveLength(1);
    expect(panes[0]).toMatchObject({ running: true, events: [event(1)] });
    expect(panes[0]!.error).toBeUndefined();
  });

  test('abort stops the run: the pane stops, keeps what it drew, and says no failure', async () => {
    const { session, runs } = fakeSession();
    const controller = createPlaygroundController({
      startSession: () => Promise.resolve(session),
      writeUrl: () => undefined,
    });
    const triggered = controller.trigger();
    await settle();
    runs[0]!.emit(1);
    controller.abort();
    await triggered;
    expect(runs).toHaveLength(1);
    const { panes, busy } = controller.getSnapshot();
    expect(busy).toBe(false);
    expect(panes[0]).toMatchObject({ running: false, events: [event(1)] });
    expect(panes[0]!.error).toBeUndefined();
    expect(panes[1]).toMatchObject({ running: false, events: [] });
  });

  test('a run that fails says so in its pane, and the next client still runs', async () => {
    const run = vi.fn().mockRejectedValueOnce(new Error('the mock broke')).mockResolvedValueOnce(result('naive'));
    const controller = createPlaygroundController({
      startSession: () => Promise.resolve({ run } as unknown as PlaygroundSession),
      writeUrl: () => undefined,
    });
    await controller.trigger();
    const { panes } = controller.getSnapshot();
    expect(panes[0]).toMatchObject({ running: false, error: 'The run failed: the mock broke' });
    expect(panes[1]).toMatchObject({ running: false, result: result('naive') });
  });
});
