/** The terminal's report card: one line per check, grouped by scenario, and a tally. */
import type { CheckRecord, ScenarioResult } from '../grade.ts';

const mark = { pass: 'pass', fail: 'FAIL', 'not-reached': 'not reached' } as const;

const pad = (text: string, width: number): string =>
  text.length >= width ? text : text + ' '.repeat(width - text.length);

/** A scenario's lines: its verdicts, then each check with what was seen. */
export function scenarioLines(result: ScenarioResult): string[] {
  const verdicts = [...new Set(result.runs.map((run) => run.verdict.says))].join('; ');
  const lines = [`${result.id}  (${verdicts})`];
  for (const check of result.checks) {
    lines.push(`  ${pad(mark[check.status], 12)}${pad(check.id, 20)}${check.summary}`);
  }
  return lines;
}

/** The tally of every check. */
export function tally(checks: CheckRecord[]): string {
  const count = (status: CheckRecord['status']) => checks.filter((check) => check.status === status).length;
  return `${count('pass')} passed, ${count('fail')} failed, ${count('not-reached')} not reached, of ${checks.length} checks`;
}
