/**
 * The side-by-side in words: what the two runs of one entry show a reader. Where no client can do better (an
 * answer that is not an error, a replay that stands) it says so, instead of implying a contest.
 */
import { formatSeconds } from '../client/decision.ts';
import type { ErrorEntry } from '../catalog/index.ts';
import type { OutcomeStatus, RunResult } from './trace.ts';

const ended: Record<OutcomeStatus, string> = {
  success: 'got through',
  stopped: 'stopped',
  'gave-up': 'gave up',
  waiting: 'handed the call back to try later',
  'carried-on': 'carried on without the call',
  hung: 'hung (the SDK never returned)',
};

const calls = (count: number): string => `${count} ${count === 1 ? 'call' : 'calls'}`;

/** One run in a clause: `stopped after 1 call (1 refused)`. */
function clause(run: RunResult): string {
  const { callsSent, callsRefused, clockMs } = run.score;
  const time = clockMs > 0 ? `, ${formatSeconds(clockMs)} on the clock` : '';
  return `${ended[run.outcome.status]} after ${calls(callsSent)} (${callsRefused} refused${time})`;
}

/** Whether the runs show an answer no client improves on: not an error (or a replay), and both carried on. */
export function isNoContest(entry: Pick<ErrorEntry, 'reaction'>, reference: RunResult, naive: RunResult): boolean {
  const answer = entry.reaction.kind === 'not-an-error' || entry.reaction.kind === 'replay-ok';
  return answer && reference.outcome.status === 'success' && naive.outcome.status === 'success';
}

/** What the two runs show, in a sentence or two. */
export function compareRuns(entry: Pick<ErrorEntry, 'reaction'>, reference: RunResult, naive: RunResult): string {
  if (isNoContest(entry, reference, naive)) {
    const what = entry.reaction.kind === 'replay-ok' ? 'a replay: the first reply stands' : 'not an error';
    return `No contest: this answer is ${what}, so both clients carry on the same way. There is nothing to retry.`;
  }
  const lines = [`The reference client ${clause(reference)}; the naive client ${clause(naive)}.`];
  if (naive.score.waitsHonoured === false)
    lines.push('The naive client called again before the wait the server named had passed, and was refused again.');
  const extra = naive.score.callsRefused - reference.score.callsRefused;
  if (extra > 0) lines.push(`It took ${extra} more ${extra === 1 ? 'refusal' : 'refusals'} from the server.`);
  if (naive.score.writes > reference.score.writes)
    lines.push(`It wrote ${naive.score.writes} times where one write was meant.`);
  return lines.join(' ');
}
