import { describe, expect, test, vi } from 'vitest';
import { createLabController, labView } from '../../../src/storm/lab-controller.ts';
import type { LabMessage, LabRequest } from '../../../src/storm/lab-protocol.ts';
import { defaultLabState, formatLabState } from '../../../src/storm/lab-state.ts';
import { presets } from '../../../src/storm/presets.ts';
import type { SecondRow } from '../../../src/storm/series.ts';
import type { StormSummary } from '../../../src/storm/summary.ts';

/** A worker that records what it is asked and answers only when the test says. */
function fakeWorker() {
  const requests: LabRequest[] = [];
  let listener: ((event: MessageEvent<LabMessage>) => void) | undefined;
  const worker = {
    addEventListener: (_type: 'message', handler: (event: MessageEvent<LabMessage>) => void) => (listener = handler),
    postMessage: (request: LabRequest) => void requests.push(request),
    terminate: vi.fn(),
  };
  const send = (message: LabMessage) => listener?.({ data: message } as MessageEvent<LabMessage>);
  return { worker, requests, send };
}

const row = (sent: number) => ({ sent, shed: 0 }) as unknown as SecondRow;
const summaries = [{}, {}] as unknown as [StormSummary, StormSummary];

describe('the storm lab controller', () => {
  test('starts the worker once hydrated and runs the link’s state, writing it back to the URL', () => {
    const { worker, requests } = fakeWorker();
    const urls: string[] = [];
    const controller = createLabController({ createWorker: () => worker, writeUrl: (search) => urls.push(search) });
    expect(labView(controller.getSnapshot()).status).toBe('The lab runs when it comes into view.');
    expect(controller.getSnapshot().ready).toBe(false);
    controller.hydrate('?clients=300&a=nonsense');
    const { state, problems, ready } = controller.getSnapshot();
    expect(ready).toBe(true);
    expect(state.shared.clients).toBe(300);
    expect(problems.length).toBeGreaterThan(0);
    expect(requests).toHaveLength(1);
    expect(urls).toEqual([formatLabState(state)]);
  });

  test('a worker that cannot start says so in the reader’s words, and the form stays disabled', () => {
    const urls: string[] = [];
    const controller = createLabController({
      createWorker: () => {
        throw new Error('Workers are blocked here');
      },
      writeUrl: (search) => urls.push(search),
    });
    controller.hydrate('?clients=300');
    const { state, problems, ready, progress } = controller.getSnapshot();
    expect(ready).toBe(false);
    expect(state.shared.clients).toBe(300);
    expect(problems).toEqual([
      'The lab could not start its worker in this browser (Workers are blocked here); reload the page to try again.',
    ]);
    expect(progress).toBeUndefined();
    expect(urls).toEqual([]);
  });

  test('draws each slice as it comes, and says when both runs are done', () => {
    const { worker, requests, send } = fakeWorker();
    const controller = createLabController({ createWorker: () => worker, writeUrl: () => undefined });
    controller.hydrate('');
    const id = requests[0]!.id;
    send({ type: 'slice', id, rows: [[row(10)], [row(400)]] } as LabMessage);
    const running = labView(controller.getSnapshot());
    expect(running.running).toBe(true);
    expect(running.status).toBe(`Running: 1 of ${defaultLabState.shared.seconds} simulated seconds…`);
    expect(running.yMaxes).toEqual([11, 420]);
    send({ type: 'done', id, summaries });
    expect(labView(controller.getSnapshot())).toMatchObject({
      running: false,
      status: `Done: ${defaultLabState.shared.seconds} simulated seconds, seed ${defaultLabState.shared.seed}.`,
    });
  });

  test('a preset during a run drops the old run: its late slices draw nothing', () => {
    const { worker, requests, send } = fakeWorker();
    const controller = createLabController({ createWorker: () => worker, writeUrl: () => undefined });
    controller.hydrate('');
    const old = requests[0]!.id;
    const preset = presets[1]!;
    controller.start(preset.state);
    send({ type: 'slice', id: old, rows: [[row(10)], [row(10)]] } as LabMessage);
    const { state, progress } = controller.getSnapshot();
    expect(state).toEqual(preset.state);
    expect(requests).toHaveLength(2);
    expect(progress?.rows).toEqual([[], []]);
  });

  test('the form’s changes wait for Run; dispose stops the worker', () => {
    const { worker, requests } = fakeWorker();
    const controller = createLabController({ createWorker: () => worker, writeUrl: () => undefined });
    controller.hydrate('');
    controller.setShared({ seed: 42 });
    controller.setStrategy('b', 'naive');
    expect(requests).toHaveLength(1);
    controller.start();
    expect(requests[1]!.params.map((params) => params.seed)).toEqual([42, 42]);
    expect(requests[1]!.params[1].strategy).toBe('naive');
    controller.dispose();
    expect(worker.terminate).toHaveBeenCalledTimes(1);
  });
});
