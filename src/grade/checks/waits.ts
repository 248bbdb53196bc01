/**
 * Checks about time: a named wait honoured, a backoff taken and jittered, a client that slows down under a
 * sustained failure, and a cap on attempts. Times are the mock's clock, which runs in step with real time while
 * the client runs.
 */
import { waitSourceWords } from '../../catalog/index.ts';
import { answeredWith, callOf, namedWaitMs } from '../answers.ts';
import type { RunRecord, ScenarioRuns } from '../scenario.ts';
import { succeeded, type WireExchange } from '../wire-record.ts';
import {
  answeredAt,
  cite,
  everyRun,
  firstAnswer,
  judged,
  median,
  notMet,
  seconds,
  type CheckDefinition,
} from './evidence.ts';

/** A repeat may come this much before the named wait ends (timer and clock granularity). */
const earlyToleranceMs = 50;
/** How much longer than the named wait a client may take: 3 s, or half the wait if that is longer. */
const lateSlackMs = (waitMs: number): number => Math.max(3000, waitMs / 2);
/**
 * First retries sooner than this on average, over the runs, are no backoff at all. Full jitter from a 1 s ceiling
 * averages 500 ms (seven runs fall under 150 ms about once in 1500); a client that does not wait averages its own
 * overhead, a few milliseconds, or tens on a busy machine.
 */
const backoffFloorMs = 150;
/** First backoffs that spread over less than this across the runs (or half the longest) are not jittered. */
const jitterSpreadMs = 200;
/** A client whose retries come sooner than this, in the median, is hammering. */
const hammerMs = 100;
/** Sends of one call, the first included, that a sane client does not exceed while refused. */
export const attemptCap = 5;

/** The next send of the same call after `index`. */
function nextSameCall(run: RunRecord, index: number, keyArgument?: string): WireExchange | undefined {
  const call = callOf(run.exchanges[index]!, keyArgument);
  return run.exchanges.slice(index + 1).find((exchange) => callOf(exchange, keyArgument) === call);
}

export const honoursNamedWait: CheckDefinition = {
  asks: 'Did it wait at least the named wait before repeating the call, and not far longer?',
  judge: everyRun((run, { scenario, context }) => {
    const entry = scenario.entries[0];
    const source = scenario.waitFrom ?? 'retry-after-header';
    const key = context.task.idempotencyKey?.argument;
    const refusals = run.exchanges.flatMap((exchange, index) => (answeredWith(exchange, entry) ? [index] : []));
    if (refusals.length === 0) return notMet(run, entry);
    const waited: string[] = [];
    for (const index of refusals) {
      const refusal = run.exchanges[index]!;
      const waitMs = namedWaitMs(refusal, source, run.zero ?? 0);
      if (waitMs === undefined) continue;
      const named = `${seconds(waitMs)} (${waitSourceWords[source]})`;
      const repeat = nextSameCall(run, index, key);
      if (!repeat) {
        return judged('fail', `It did not repeat the call after the wait of ${named}; ${run.verdict.says}.`, [
          cite(run, refusal, `names a wait of ${named}`),
        ]);
      }
      const gap = repeat.at - answeredAt(refusal);
      const cited = [cite(run, refusal, `names a wait of ${named}`), cite(run, repeat, `${seconds(gap)} later`)];
      if (gap < waitMs - earlyToleranceMs) {
        return judged('fail', `It repeated the call ${seconds(gap)} after a refusal that named ${named}.`, cited);
      }
      if (gap > waitMs + lateSlackMs(waitMs)) {
        return judged('fail', `It waited ${seconds(gap)} where the server named ${named}.`, cited);
      }
      waited.push(`${seconds(gap)} for ${seconds(waitMs)}`);
      if (!answeredWith(repeat, entry)) break;
    }
    if (waited.length === 0) return judged('not-reached', `No answer of ${entry} named a wait the grader could read.`);
    const last = run.exchanges[refusals[0]!]!;
    return judged('pass', `It waited ${waited.join(', then ')}, then repeated the call.`, [cite(run, last)]);
  }),
};

const mean = (values: number[]): number => values.reduce((sum, value) => sum + value, 0) / values.length;

/** In each run: the first answer of the entry, and how long the client took to send the same call again. */
function firstRetries(runs: ScenarioRuns) {
  const entry = runs.scenario.entries[0];
  return runs.runs.flatMap((run) => {
    const first = firstAnswer(run, entry);
    if (!first) return [];
    const repeat = nextSameCall(run, first.index);
    return [{ run, refusal: first.exchange, repeat, gap: repeat ? repeat.at - answeredAt(first.exchange) : undefined }];
  });
}

export const backsOff: CheckDefinition = {
  asks: 'After a refusal that names no wait, did it back off before repeating the call?',
  judge(runs) {
    const retries = firstRetries(runs);
    if (retries.length === 0) return notMet(runs.runs[0]!, runs.scenario.entries[0]);
    const stopped = retries.find((retry) => retry.repeat === undefined);
    if (stopped) {
      return judged(
        'fail',
        `Run ${stopped.run.run}: it did not repeat the call after the refusal (${stopped.run.verdict.says}).`,
        [cite(stopped.run, stopped.refusal)],
      );
    }
    const gaps = retries.map((retry) => retry.gap!);
    const cited = retries.map((retry) =>
      cite(retry.run, retry.repeat!, `${Math.round(retry.gap!)} ms after the refusal`),
    );
    const list = gaps.map((gap) => `${Math.round(gap)} ms`).join(', ');
    return mean(gaps) >= backoffFloorMs
      ? judged('pass', `It backed off before its first retry in every run: ${list}.`, cited)
      : judged('fail', `Its first retries came ${list} after the refusal: no backoff.`, cited);
  },
};

export const jitteredBackoff: CheckDefinition = {
  asks: 'Was its backoff jittered across repeated runs, not the same every time?',
  judge(runs) {
    const gaps = firstRetries(runs).flatMap((retry) => (retry.gap === undefined ? [] : [retry.gap]));
    if (gaps.length < 3) return judged('not-reached', `Jitter needs three runs that retried; ${gaps.length} did.`);
    const list = gaps.map((gap) => `${Math.round(gap)} ms`).join(', ');
    if (median(gaps) < backoffFloorMs)
      return judged('not-reached', `No backoff to judge: its first retries came ${list}.`);
    // A busy machine only ever makes a wait later, by tens of milliseconds and now and then a few hundred: a fixed
    // backoff spreads that little, a drawn one spreads over its whole range.
    const spread = Math.max(...gaps) - Math.min(...gaps);
    return spread >= Math.min(jitterSpreadMs, Math.max(...gaps) / 2)
      ? judged('pass', `Its first backoff differed from run to run: ${list}.`)
      : judged(
          'fail',
          `Its first backoff was the same in every run (${list}): clients that fail together retry together.`,
        );
  },
};

export const slowsDown: CheckDefinition = {
  asks: 'Under a sustained 503, did it slow down rather than hammer the server?',
  judge: everyRun((run, { scenario }) => {
    const first = firstAnswer(run, scenario.entries[0]);
    if (!first) return notMet(run, scenario.entries[0]);
    const during = run.exchanges.slice(first.index);
    if (run.verdict.kind === 'flooded') {
      return judged('fail', `It ${run.verdict.says}.`, [cite(run, during.at(-1)!)]);
    }
    const gaps = during.flatMap((exchange, index) => {
      const repeat = nextSameCall(run, first.index + index);
      return repeat && !succeeded(exchange) ? [repeat.at - answeredAt(exchange)] : [];
    });
    if (gaps.length === 0) return judged('not-reached', 'It made no retries during the outage.');
    const busiest = Math.max(
      ...during.map(
        (exchange) => during.filter((other) => other.at >= exchange.at && other.at < exchange.at + 1000).length,
      ),
    );
    const summary = `${during.length} requests over ${seconds(during.at(-1)!.at - first.exchange.at)}, retries ${Math.round(median(gaps))} ms apart in the median, at most ${busiest} in one second`;
    return median(gaps) >= hammerMs && busiest <= 10
      ? judged('pass', `It slowed down: ${summary}.`)
      : judged('fail', `It hammered the server: ${summary}.`, [cite(run, first.exchange), cite(run, during.at(-1)!)]);
  }),
};

export const attemptsCapped: CheckDefinition = {
  asks: `Did it stop repeating a refused call within ${attemptCap} attempts?`,
  judge: everyRun((run, { context }) => {
    const key = context.task.idempotencyKey?.argument;
    const sends = new Map<string, WireExchange[]>();
    let most = 0;
    for (const exchange of run.exchanges) {
      const call = callOf(exchange, key);
      const so = sends.get(call) ?? [];
      // A call that went through starts a new logical call.
      if (so.length > 0 && succeeded(so.at(-1)!)) so.length = 0;
      so.push(exchange);
      sends.set(call, so);
      most = Math.max(most, so.length);
      if (so.length > attemptCap && so.slice(0, -1).every((sent) => !succeeded(sent))) {
        return judged('fail', `It sent the same refused call ${so.length} times or more.`, [
          cite(run, so[0]!),
          cite(run, exchange),
        ]);
      }
    }
    const refused = run.exchanges.filter((exchange) => !succeeded(exchange) && exchange.method === 'POST');
    if (refused.length === 0) return judged('not-reached', 'Nothing it sent was refused.');
    if (most < 2) return judged('not-reached', 'It never repeated a refused call.');
    return judged('pass', `At most ${most} sends of one call, within the cap of ${attemptCap}.`);
  }),
};
