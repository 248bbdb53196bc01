/**
 * `checks.json` as a reader's page reads it: a list of check objects in the conformance suite's shape (or, from a
 * grader before it, the grader's own records), checked at the edge (a dropped file is untrusted) with zod's small
 * build, and grouped for drawing. Nothing here touches Node, so the report card page and the HTML report draw the
 * same model.
 */
import * as z from 'zod/mini';
import { fromConformanceCheck, type ConformanceCheck } from './conformance.ts';

const CitedRequestSchema = z.object({
  run: z.number(),
  n: z.number(),
  at: z.number(),
  label: z.string(),
  status: z.optional(z.number()),
  note: z.optional(z.string()),
});

const EvidenceSchema = z.object({
  requests: z.array(CitedRequestSchema),
  scene: z.optional(
    z.array(z.object({ run: z.number(), at: z.number(), before: z.optional(z.boolean()), text: z.string() })),
  ),
  runs: z.optional(z.array(z.object({ run: z.number(), verdict: z.string(), says: z.string() }))),
});

const detailShape = {
  scenario: z.string(),
  title: z.optional(z.string()),
  summary: z.string(),
  entry: z.string(),
  asks: z.optional(z.string()),
  evidence: EvidenceSchema,
};

/** The grader's own record, as `checks.json` held it before it took the suite's shape. */
export const CheckRecordSchema = z.object({
  id: z.string(),
  status: z.enum(['pass', 'fail', 'not-reached']),
  ...detailShape,
});

/** The conformance suite's `ConformanceCheck`, with the grader's evidence in `details`. */
export const ConformanceCheckSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  status: z.enum(['SUCCESS', 'FAILURE', 'WARNING', 'SKIPPED', 'INFO']),
  timestamp: z.string(),
  specReferences: z.optional(z.array(z.object({ id: z.string(), url: z.optional(z.string()) }))),
  details: z.object(detailShape),
  errorMessage: z.optional(z.string()),
  logs: z.optional(z.array(z.string())),
});

/** One check as `checks.json` holds it (the grader writes more fields; the page needs these). */
export type CheckRecordView = z.infer<typeof CheckRecordSchema>;

/** The suite's check objects. */
export const ChecksFileSchema = z.array(ConformanceCheckSchema);
/** The grader's older records. */
export const OldChecksFileSchema = z.array(CheckRecordSchema);

/** Whether a file holds the suite's check objects (each has a `name`), rather than the older records. */
const isSuiteShape = (json: unknown): boolean =>
  Array.isArray(json) && json.some((check) => typeof check === 'object' && check !== null && 'name' in check);

/** Reads a `checks.json` text; throws an `Error` whose message says what is wrong with it. */
export function parseChecksFile(text: string): CheckRecordView[] {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new Error('This file is not JSON. Drop the checks.json that `npm run grade -- --out DIR` wrote.');
  }
  const parsed = isSuiteShape(json) ? ChecksFileSchema.safeParse(json) : OldChecksFileSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue?.path.length ? ` at ${issue.path.join('.')}` : '';
    throw new Error(`This is not a checks.json from the grader${where}: ${issue?.message ?? 'unexpected shape'}.`);
  }
  return parsed.data.map((check) => ('name' in check ? fromConformanceCheck(check as ConformanceCheck) : check));
}

/** The counts of a report card. */
export interface Tally {
  pass: number;
  fail: number;
  notReached: number;
  total: number;
}

export function tallyOf(checks: readonly CheckRecordView[]): Tally {
  const count = (status: CheckRecordView['status']) => checks.filter((check) => check.status === status).length;
  return { pass: count('pass'), fail: count('fail'), notReached: count('not-reached'), total: checks.length };
}

/** The checks of one scenario, with how its runs ended and what the scene did. */
export interface ScenarioCard {
  id: string;
  title: string | undefined;
  entry: string;
  checks: CheckRecordView[];
  verdicts: string[];
  scene: NonNullable<CheckRecordView['evidence']['scene']>;
}

/** Groups checks by scenario, in the file's order. */
export function scenarioCards(checks: readonly CheckRecordView[]): ScenarioCard[] {
  const cards = new Map<string, ScenarioCard>();
  for (const check of checks) {
    let card = cards.get(check.scenario);
    if (!card) {
      card = {
        id: check.scenario,
        title: check.title,
        entry: check.entry,
        checks: [],
        verdicts: [...new Set((check.evidence.runs ?? []).map((run) => run.says))],
        scene: check.evidence.scene ?? [],
      };
      cards.set(check.scenario, card);
    }
    card.checks.push(check);
  }
  return [...cards.values()];
}

/** A time on the mock's clock, as the report shows it: `+1.25 s`, or "before" for the scene's set-up. */
export const atClock = (at: number, before?: boolean): string => (before ? 'before' : `+${(at / 1000).toFixed(2)} s`);

/** Words for a status. */
export const statusWords = { pass: 'pass', fail: 'fail', 'not-reached': 'not reached' } as const;
