/**
 * `checks.json` as a reader's page reads it: a list of check records, checked at the edge (a dropped file is
 * untrusted) with zod's small build, and grouped for drawing. Nothing here touches Node, so the report card page
 * and the HTML report draw the same model.
 */
import * as z from 'zod/mini';

const CitedRequestSchema = z.object({
  run: z.number(),
  n: z.number(),
  at: z.number(),
  label: z.string(),
  status: z.optional(z.number()),
  note: z.optional(z.string()),
});

export const CheckRecordSchema = z.object({
  id: z.string(),
  scenario: z.string(),
  title: z.optional(z.string()),
  status: z.enum(['pass', 'fail', 'not-reached']),
  summary: z.string(),
  entry: z.string(),
  asks: z.optional(z.string()),
  evidence: z.object({
    requests: z.array(CitedRequestSchema),
    scene: z.optional(
      z.array(z.object({ run: z.number(), at: z.number(), before: z.optional(z.boolean()), text: z.string() })),
    ),
    runs: z.optional(z.array(z.object({ run: z.number(), verdict: z.string(), says: z.string() }))),
  }),
});

/** One check as `checks.json` holds it (the grader writes more fields; the page needs these). */
export type CheckRecordView = z.infer<typeof CheckRecordSchema>;

export const ChecksFileSchema = z.array(CheckRecordSchema);

/** Reads a `checks.json` text; throws an `Error` whose message says what is wrong with it. */
export function parseChecksFile(text: string): CheckRecordView[] {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new Error('This file is not JSON. Drop the checks.json that `npm run grade -- --out DIR` wrote.');
  }
  const parsed = ChecksFileSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue?.path.length ? ` at ${issue.path.join('.')}` : '';
    throw new Error(`This is not a checks.json from the grader${where}: ${issue?.message ?? 'unexpected shape'}.`);
  }
  return parsed.data;
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
