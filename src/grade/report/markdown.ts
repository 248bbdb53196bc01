/** The report as Markdown, to paste into an issue: a tally, then a table per scenario, with each failure's evidence. */
import type { ScenarioResult } from '../grade.ts';
import type { BaselineVerdict } from './conformance.ts';

const mark = { pass: '✅ pass', fail: '❌ fail', 'not-reached': '⏭️ not reached' } as const;
const cell = (text: string): string => text.replaceAll('|', '\\|').replaceAll('\n', ' ');

/** The Markdown report of one grading. */
export function reportMarkdown(options: {
  command: string;
  results: readonly ScenarioResult[];
  baseline?: BaselineVerdict | undefined;
}): string {
  const all = options.results.flatMap((result) => result.checks);
  const count = (status: keyof typeof mark) => all.filter((check) => check.status === status).length;
  const lines = [
    '## MCP Error Atlas grade',
    '',
    `Client: \`${cell(options.command)}\``,
    '',
    `**${count('pass')} passed, ${count('fail')} failed, ${count('not-reached')} not reached**, of ${all.length} checks.`,
  ];
  if (options.baseline) {
    const { unexpected, stale, expected } = options.baseline;
    lines.push(
      '',
      `Baseline: ${expected.length} expected failures, ${unexpected.length} unexpected, ${stale.length} stale.`,
    );
    for (const line of unexpected) lines.push(`- unexpected: \`${line}\``);
    for (const line of stale) lines.push(`- stale (now passing, remove it): \`${line}\``);
  }
  for (const result of options.results) {
    const verdicts = [...new Set(result.runs.map((run) => run.verdict.says))].join('; ');
    lines.push(
      '',
      `### ${result.id}`,
      '',
      `${cell(verdicts)}`,
      '',
      '| check | status | what was seen |',
      '| --- | --- | --- |',
    );
    for (const check of result.checks)
      lines.push(`| \`${check.id}\` | ${mark[check.status]} | ${cell(check.summary)} |`);
    for (const check of result.checks.filter((one) => one.status === 'fail')) {
      lines.push('', `<details><summary>${check.id}: the requests it cites</summary>`, '');
      for (const request of check.evidence.requests) {
        const status = request.status === undefined ? '' : ` → ${request.status}`;
        lines.push(
          `- run ${request.run}, #${request.n} at +${(request.at / 1000).toFixed(2)} s: \`${cell(request.label)}\`${status}${request.note ? ` (${cell(request.note)})` : ''}`,
        );
      }
      const refs = check.specReferences.map((ref) => (ref.url ? `[${ref.id}](${ref.url})` : ref.id)).join(', ');
      lines.push('', `Rule: ${refs}`, '', '</details>');
    }
  }
  return `${lines.join('\n')}\n`;
}
