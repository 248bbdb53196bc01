/**
 * The scoreboard on the site cannot drift from real runs: every client on it is graded again here, with the same
 * command and scenarios, and every check must come out with the status its committed
 * `public/grade/<client>/checks.json` gives it. A change to a client, a scenario, a check or the mock that moves a
 * status fails here until `npm run grade:scoreboard` is run again. The curl client needs `curl` and `jq`.
 */
import { describe, expect, test } from 'vitest';
import { grade } from '../../../src/grade/grade.ts';
import { scoreboardRows } from '../../../src/grade/report/scoreboard-runs.ts';
import { scoreboardClients } from '../../../src/grade/scoreboard.ts';

const rows = scoreboardRows();

// One client after another: runs started all at once on a busy machine blur the very timings some checks judge.
describe('the scoreboard, run again', () => {
  test.each(scoreboardClients.map((client) => client.id))(
    '%s: every check has the status the committed run gives it',
    async (id) => {
      const { client, checks: board } = rows.find((row) => row.client.id === id)!;
      expect(board, `run npm run grade:scoreboard -- ${id}`).toBeDefined();
      const onBoard = new Map(board!.map((record) => [`${record.scenario}/${record.id}`, record.status]));
      const results = await grade({ command: client.command, scenarios: client.scenarios });
      const now = results.flatMap((result) => result.checks);
      expect(now.map((record) => `${record.scenario}/${record.id}`)).toEqual([...onBoard.keys()]);
      const moved = now
        .filter((record) => onBoard.get(`${record.scenario}/${record.id}`) !== record.status)
        .map(
          (record) =>
            `${record.scenario}/${record.id}: the board says ${onBoard.get(`${record.scenario}/${record.id}`)}, ` +
            `this run ${record.status} (${record.summary})`,
        );
      expect(moved).toEqual([]);
    },
    300_000,
  );
});
