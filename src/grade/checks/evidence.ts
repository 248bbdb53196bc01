/** What a check says, and the requests it cites; helpers the checks share to find their way along a run. */
import type { EntryId } from '../../catalog/index.ts';
import { answeredWith } from '../answers.ts';
import type { RunRecord, ScenarioRuns } from '../scenario.ts';
import { labelOf, type WireExchange } from '../wire-record.ts';

export type CheckStatus = 'pass' | 'fail' | 'not-reached';

/** One request a check cites: which run, its number and time on the mock's clock, and why it matters. */
export interface CitedRequest {
  run: number;
  n: number;
  /** Milliseconds on the mock's clock since the scenario began. */
  at: number;
  label: string;
  status?: number;
  note?: string;
}

/** A check's verdict on one scenario. */
export interface Judgement {
  status: CheckStatus;
  summary: string;
  cited: CitedRequest[];
}

/** A check: its question in words, and how it reads the wire to answer it. */
export interface CheckDefinition {
  /** The question, as the report card asks it. */
  asks: string;
  judge(runs: ScenarioRuns): Judgement;
}

export const cite = (run: RunRecord, exchange: WireExchange, note?: string): CitedRequest => ({
  run: run.run,
  n: exchange.n,
  at: Math.round(exchange.at),
  label: labelOf(exchange),
  ...(exchange.status === undefined ? {} : { status: exchange.status }),
  ...(note ? { note } : {}),
});

export const judged = (status: CheckStatus, summary: string, cited: CitedRequest[] = []): Judgement => ({
  status,
  summary,
  cited,
});

export const seconds = (ms: number): string => `${(ms / 1000).toFixed(ms < 10_000 ? 2 : 1)} s`;

/** The first answer on a run that is `entry`, with its place in the run. */
export function firstAnswer(run: RunRecord, entry: EntryId): { exchange: WireExchange; index: number } | undefined {
  const index = run.exchanges.findIndex((exchange) => answeredWith(exchange, entry));
  return index < 0 ? undefined : { exchange: run.exchanges[index]!, index };
}

/** Why a check could not be judged on a run: the client never met the entry. */
export function notMet(run: RunRecord, entry: EntryId): Judgement {
  const how = run.exchanges.length === 0 ? `it sent nothing (${run.verdict.says})` : `its run ${run.verdict.says}`;
  return judged('not-reached', `The client never met ${entry}: ${how}.`);
}

/** A sentence that goes on after a colon: `It waited` → `it waited`. */
const lower = (sentence: string): string => `${sentence.charAt(0).toLowerCase()}${sentence.slice(1)}`;

/**
 * A check judged run by run: a failing run decides, else a passing one, else nothing was reached (the first
 * run's reason is given).
 */
export function everyRun(judgeRun: (run: RunRecord, runs: ScenarioRuns) => Judgement) {
  return (runs: ScenarioRuns): Judgement => {
    const judgements = runs.runs.map((run) => judgeRun(run, runs));
    const many = runs.runs.length > 1;
    const tag = (judgement: Judgement, index: number): Judgement =>
      many ? { ...judgement, summary: `In run ${index + 1}: ${lower(judgement.summary)}` } : judgement;
    const failing = judgements.findIndex((judgement) => judgement.status === 'fail');
    if (failing >= 0) return tag(judgements[failing]!, failing);
    const passing = judgements.findIndex((judgement) => judgement.status === 'pass');
    if (passing >= 0) {
      const { summary } = judgements[passing]!;
      return many ? { ...judgements[passing]!, summary: `In every run: ${lower(summary)}` } : judgements[passing]!;
    }
    return judgements[0] ?? judged('not-reached', 'The scenario did not run.');
  };
}

export const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

/** The time an answer was complete (or arrived, for an answer that never ended). */
export const answeredAt = (exchange: WireExchange): number => exchange.endAt ?? exchange.at;
