/**
 * The scoreboard's runs as the site's build reads them: `public/grade/<client>/checks.json`, written by
 * `npm run grade:scoreboard`, and the figures the page and its Markdown copy draw from them. Build-time only (it
 * reads files); the page gets the counts.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { checks as checkDefinitions, type CheckId } from '../checks/index.ts';
import { scoreboardClients, type ScoreboardClient } from '../scoreboard.ts';
import { parseChecksFile, tallyOf, type CheckRecordView, type Tally } from './checks-file.ts';

export interface ScoreboardRow {
  client: ScoreboardClient;
  /** Undefined when the client has not been run (run `npm run grade:scoreboard`). */
  checks: CheckRecordView[] | undefined;
  tally: Tally | undefined;
}

/** The checks.json of a client on the scoreboard, read from `public/`. */
export function scoreboardRows(root = process.cwd()): ScoreboardRow[] {
  return scoreboardClients.map((client) => {
    const file = join(root, 'public', 'grade', client.id, 'checks.json');
    const checks = existsSync(file) ? parseChecksFile(readFileSync(file, 'utf8')) : undefined;
    return { client, checks, tally: checks ? tallyOf(checks) : undefined };
  });
}

/** Every check, in the order the grader lists them: the rows of the check-by-check table. */
export const scoreboardCheckIds = Object.keys(checkDefinitions) as CheckId[];

type Status = CheckRecordView['status'];

/** How many times a row's run of `check` came out with `status` (a check runs on several scenarios). */
export function statusCount(row: ScoreboardRow, check: CheckId, status: Status): number {
  return row.checks?.filter((record) => record.id === check && record.status === status).length ?? 0;
}

/** A row's counts for one check, in the order pass, fail, not reached, leaving out the statuses it has none of. */
export function statusCounts(row: ScoreboardRow, check: CheckId): Array<{ status: Status; n: number }> {
  return (['pass', 'fail', 'not-reached'] as const)
    .map((status) => ({ status, n: statusCount(row, check, status) }))
    .filter((part) => part.n > 0);
}

/** The rows of the official SDK clients, under which the page says what to add. */
export const sdkRowsOf = (rows: readonly ScoreboardRow[]): ScoreboardRow[] =>
  rows.filter((row) => row.client.id === 'sdk-v2' || row.client.id === 'sdk-v1');

/** The checks a client should add: those it failed somewhere, or ran and never passed. */
export function checksToAdd(row: ScoreboardRow): CheckId[] {
  return scoreboardCheckIds.filter(
    (check) =>
      statusCount(row, check, 'fail') > 0 ||
      (row.checks?.some((record) => record.id === check) === true && statusCount(row, check, 'pass') === 0),
  );
}
