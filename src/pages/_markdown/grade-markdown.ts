/**
 * The components of "Grade your own client" as Markdown: the scenarios with their entries and checks, and the
 * scoreboard from the committed runs (`public/grade/<client>/checks.json`), as the HTML page draws them.
 */
import { getEntry, reactionWords } from '../../catalog/index.ts';
import { entryHref } from '../../components/routes.ts';
import { checks } from '../../grade/checks/index.ts';
import { adviceFor, whatToAdd } from '../../grade/report/advice.ts';
import { statusWords } from '../../grade/report/checks-file.ts';
import {
  checksToAdd,
  scoreboardCheckIds,
  scoreboardRows,
  sdkRowsOf,
  statusCount,
  statusCounts,
  type ScoreboardRow,
} from '../../grade/report/scoreboard-runs.ts';
import { scenarioIds, scenarioOf } from '../../grade/scenarios/index.ts';
import { blocks, codeSpan, prose, table } from './markdown-text.ts';

/** Every scenario: its scene, server and revision, the entry it exercises and its checks; then what each check asks. */
export function gradeScenariosMarkdown(): string {
  const rows = scenarioIds.map((id) => {
    const scenario = scenarioOf(id);
    const entry = getEntry(scenario.entries[0]);
    const runs = (scenario as { runs?: number }).runs;
    return [
      `${codeSpan(id)} (${scenario.suite} · ${scenario.server} ${scenario.revision}${runs ? ` · ${runs} runs` : ''})`,
      prose(scenario.title),
      `[${codeSpan(entry.id)}](${entryHref(entry)}): ${reactionWords[entry.reaction.kind].label}`,
      scenario.checks.map((check) => codeSpan(check)).join(', '),
    ];
  });
  const asks = Object.entries(checks).map(([id, check]) => `- ${codeSpan(id)}: ${prose(check.asks)}`);
  return blocks(
    table(['Scenario', 'The scene', 'Entry and reaction', 'Checks'], rows),
    '### The checks',
    asks.join('\n'),
  );
}

const reports = (id: string): string =>
  `[Report card](/report-card/?run=${id}) · [Full report](/grade/${id}/report.html) · [checks.json](/grade/${id}/checks.json)`;

function clientCell(row: ScoreboardRow): string {
  return [`**${row.client.name}**: ${prose(row.client.is)}`, row.client.leftOut ? prose(row.client.leftOut) : '']
    .filter(Boolean)
    .join(' ');
}

/** The scoreboard: each client's counts and reports, the check-by-check table, and what to add to the SDK clients. */
export function scoreboardMarkdown(root = process.cwd()): string {
  const rows = scoreboardRows(root);
  const summary = table(
    ['Client', 'Passed', 'Failed', 'Not reached', 'Of', 'Reports'],
    rows.map((row) =>
      row.tally
        ? [
            clientCell(row),
            String(row.tally.pass),
            String(row.tally.fail),
            String(row.tally.notReached),
            String(row.tally.total),
            reports(row.client.id),
          ]
        : [
            clientCell(row),
            '—',
            '—',
            '—',
            '—',
            `Not run yet: ${codeSpan(`npm run grade:scoreboard -- ${row.client.id}`)}`,
          ],
    ),
  );
  const matrix = table(
    ['Check', ...rows.map((row) => row.client.short)],
    scoreboardCheckIds.map((check) => [
      codeSpan(check),
      ...rows.map(
        (row) =>
          statusCounts(row, check)
            .map((part) => `${part.n} ${statusWords[part.status]}`)
            .join(', ') || 'not run',
      ),
    ]),
  );
  const advice = sdkRowsOf(rows).map((row) => {
    const missing = checksToAdd(row);
    const list = missing.map(
      (check) =>
        `- ${codeSpan(check)} (${statusCount(row, check, 'fail')} failed, ${statusCount(row, check, 'not-reached')} not reached): ` +
        `${prose(adviceFor[check].add)} [How](${adviceFor[check].guide}).`,
    );
    return blocks(
      `### What to add to the ${row.client.name} client`,
      missing.length === 0 ? '' : prose(whatToAdd(missing)),
      missing.length === 0 ? 'Nothing: it passes every check it reaches.' : list.join('\n'),
    );
  });
  return blocks(summary, '### Check by check', matrix, ...advice);
}
