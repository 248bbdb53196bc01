/**
 * The lab page's worker: runs the two storms of a comparison side by side, a few simulated seconds at a time, and
 * posts each slice's counts as it goes, so the page draws the runs as they happen and its own thread stays free.
 * A new `run` message replaces the one under way.
 */
import type { StormParams } from './params.ts';
import { rowsOf } from './series.ts';
import { createStorm } from './simulate.ts';
import type { LabMessage, LabRequest } from './lab-protocol.ts';

/** Simulated seconds per slice, and the pause between slices (ms): a ten-minute run plays in about three seconds. */
const sliceSeconds = 10;
const pauseMs = 40;

let current = 0;

function post(message: LabMessage): void {
  postMessage(message);
}

function play(id: number, params: [StormParams, StormParams]): void {
  const runs = params.map((run) => createStorm(run));
  const step = () => {
    if (id !== current) return;
    const from = runs[0]!.now / 1000;
    for (const run of runs) run.advance(run.now + sliceSeconds * 1000);
    const to = runs[0]!.now / 1000;
    post({ type: 'slice', id, from, rows: [rowsOf(runs[0]!.series, from, to), rowsOf(runs[1]!.series, from, to)] });
    if (runs.every((run) => run.done)) post({ type: 'done', id, summaries: [runs[0]!.summary(), runs[1]!.summary()] });
    else setTimeout(step, pauseMs);
  };
  step();
}

addEventListener('message', (event: MessageEvent<LabRequest>) => {
  current = event.data.id;
  play(event.data.id, event.data.params);
});
