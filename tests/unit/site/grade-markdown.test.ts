/** The Markdown copy of Grade your own client: the scenarios and the scoreboard, from the same data as the HTML page. */
import { describe, expect, test } from 'vitest';
import { checks } from '../../../src/grade/checks/index.ts';
import { scoreboardRows, statusCounts } from '../../../src/grade/report/scoreboard-runs.ts';
import { scenarioIds } from '../../../src/grade/scenarios/index.ts';
import { pageMarkdown } from '../../../src/pages/_markdown/page-markdown.ts';
import { readRawImport } from '../../../src/pages/_markdown/raw-imports.ts';
import { readDocPages, root } from './doc-pages.ts';

const page = readDocPages().find((candidate) => candidate.id === 'grade')!;
const markdown = pageMarkdown(page, (specifier) => readRawImport(page.filePath, specifier, root));
const rows = scoreboardRows(root);

describe('the Markdown copy of Grade your own client', () => {
  test('has a row for every scenario and a line for every check', () => {
    for (const id of scenarioIds) expect(markdown).toMatch(new RegExp(`^\\| \`${id}\` \\(`, 'm'));
    for (const id of Object.keys(checks)) expect(markdown).toContain(`- \`${id}\`: `);
  });

  test('gives every scoreboard client its counts from its committed run, and links its reports', () => {
    for (const { client, tally } of rows) {
      expect(tally, client.id).toBeDefined();
      const counts = `| ${tally!.pass} | ${tally!.fail} | ${tally!.notReached} | ${tally!.total} |`;
      expect(markdown).toMatch(new RegExp(`^\\| \\*\\*${client.name}\\*\\*: .*${counts.replace(/\|/g, '\\|')}`, 'm'));
      expect(markdown).toContain(`[Full report](/grade/${client.id}/report.html)`);
    }
  });

  test('has the check-by-check table, each cell from the runs', () => {
    expect(markdown).toContain(`| Check | ${rows.map((row) => row.client.short).join(' | ')} |`);
    const reference = rows.find((row) => row.client.id === 'reference')!;
    for (const check of Object.keys(checks) as Array<keyof typeof checks>) {
      const [passed] = statusCounts(reference, check);
      expect(markdown).toMatch(new RegExp(`^\\| \`${check}\` \\| ${passed!.n} pass \\|`, 'm'));
    }
  });

  test('says what to add to each official SDK client', () => {
    expect(markdown).toContain('### What to add to the Official SDK v2 client');
    expect(markdown).toContain('### What to add to the Official SDK v1 client');
  });
});
