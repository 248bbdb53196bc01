/**
 * A status with no JSON-RPC error in its body is the client's own observation, not the server's error (the Transports
 * working group's registry draft, TR-9, open): a client ends the call with a local error it can report, and neither
 * hangs waiting for a body that will not come nor repeats into the same refusal (`no-repeat` judges the repeats).
 */
import type { RunRecord } from '../scenario.ts';
import { cite, everyRun, judged, seconds, type CheckDefinition, type Judgement } from './evidence.ts';

/** The verdicts of a run that ended only because the grader stopped it. */
const stoppedByGrader = new Set(['timed-out', 'flooded', 'no-connection']);

const bareAnswerOf = (run: RunRecord) =>
  run.exchanges.find((exchange) => exchange.bodyDropped === true && (exchange.status ?? 0) >= 400);

export const localError: CheckDefinition = {
  asks: 'Did it end on a 4xx or 5xx that carries no JSON-RPC body, as a local error, without hanging?',
  judge: everyRun((run): Judgement => {
    const bare = bareAnswerOf(run);
    if (!bare) {
      const how = run.exchanges.length === 0 ? `it sent nothing (${run.verdict.says})` : `its run ${run.verdict.says}`;
      return judged('not-reached', `The client never met a status with no body: ${how}.`);
    }
    const answer = cite(run, bare, `HTTP ${bare.status} with no body`);
    if (stoppedByGrader.has(run.verdict.kind)) {
      return judged(
        'fail',
        `It met HTTP ${bare.status} with no body at ${seconds(bare.at)} and did not end (${run.verdict.says}).`,
        [answer],
      );
    }
    return judged('pass', `It ended on HTTP ${bare.status} with no body (${run.verdict.says}).`, [answer]);
  }),
};
