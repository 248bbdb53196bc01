/**
 * The lab page's controller: hands two runs to the worker and collects what it sends back, per run, for the island
 * to draw. Plain TypeScript: the island renders its `LabProgress` and nothing else.
 */
import type { LabMessage, LabRequest } from './lab-protocol.ts';
import type { StormParams } from './params.ts';
import type { SecondRow } from './series.ts';
import type { StormSummary } from './summary.ts';

export interface LabProgress {
  /** The two runs' seconds so far. */
  rows: [SecondRow[], SecondRow[]];
  /** Both runs' figures, once they are done. */
  summaries?: [StormSummary, StormSummary];
  params: [StormParams, StormParams];
}

export interface LabRunner {
  run(params: [StormParams, StormParams]): void;
  stop(): void;
}

/** What the runner needs of a worker (a test passes a stand-in). */
export type LabWorker = Pick<Worker, 'postMessage' | 'terminate'> & {
  addEventListener(type: 'message', listener: (event: MessageEvent<LabMessage>) => void): void;
};

/** A runner over `worker`; `onProgress` gets a fresh object after every slice. */
export function createLabRunner(worker: LabWorker, onProgress: (progress: LabProgress) => void): LabRunner {
  let id = 0;
  let progress: LabProgress | undefined;
  worker.addEventListener('message', (event: MessageEvent<LabMessage>) => {
    const message = event.data;
    if (message.id !== id || !progress) return;
    progress =
      message.type === 'slice'
        ? { ...progress, rows: [progress.rows[0].concat(message.rows[0]), progress.rows[1].concat(message.rows[1])] }
        : { ...progress, summaries: message.summaries };
    onProgress(progress);
  });
  return {
    run(params) {
      id += 1;
      progress = { rows: [[], []], params };
      onProgress(progress);
      worker.postMessage({ id, params } satisfies LabRequest);
    },
    stop() {
      id += 1;
      worker.terminate();
    },
  };
}
