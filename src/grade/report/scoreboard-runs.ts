/**
 * The scoreboard's runs as the site's build reads them: `public/grade/<client>/checks.json`, written by
 * `npm run grade:scoreboard`. Build-time only (it reads files); the page gets the counts.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
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
