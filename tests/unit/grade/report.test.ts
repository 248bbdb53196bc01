/** checks.json read back at the edge, and the HTML report: self-contained, escaped. */
import { HtmlValidate, StaticConfigLoader } from 'html-validate';
import { describe, expect, test } from 'vitest';
import config from '../../../.htmlvalidate.mjs';
import type { AtlasContext } from '../../../src/grade/atlas-context.ts';
import type { ScenarioResult } from '../../../src/grade/grade.ts';
import { judgeScenario } from '../../../src/grade/grade.ts';
import { parseChecksFile, scenarioCards, tallyOf } from '../../../src/grade/report/checks-file.ts';
import { reportHtml } from '../../../src/grade/report/html.ts';
import type { RunRecord } from '../../../src/grade/scenario.ts';

const run: RunRecord = {
  run: 1,
  url: 'http://127.0.0.1:1/connect/mcp',
  exchanges: [
    {
      n: 1,
      at: 0,
      endAt: 3,
      method: 'POST',
      path: '/connect/mcp',
      requestHeaders: { authorization: 'Bearer secret-token-value-here' },
      requestBody:
        '{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"search_docs","arguments":{"q":""}}}',
      status: 200,
      responseHeaders: { 'content-type': 'application/json' },
      responseBody:
        '{"jsonrpc":"2.0","id":1,"result":{"content":[{"type":"text","text":"The query is empty."}],"isError":true}}',
    },
  ],
  notes: [{ at: 0, before: true, text: 'The scene <script>alert(1)</script>' }],
  verdict: { kind: 'finished', says: 'finished (exit 0) after 0.3 s' },
  exit: { code: 0, signal: null, stoppedByGrader: false, stdout: '</pre><script>alert(2)</script>', stderr: '' },
  realMs: 300,
};

const context: AtlasContext = {
  scenario: 'fix-request-tool',
  server: 'connect',
  revision: '2026-07-28',
  task: { kind: 'call-tools', calls: [{ tool: 'search_docs', arguments: { q: '' } }], says: 'Call search_docs.' },
};

const result = (): ScenarioResult => ({
  id: 'fix-request-tool',
  context,
  runs: [run],
  checks: judgeScenario('fix-request-tool', context, [run]),
});

describe('checks.json', () => {
  test('reads back what the grader writes, one object per check', () => {
    const checks = parseChecksFile(JSON.stringify(result().checks));
    expect(checks).toHaveLength(1);
    expect(checks[0]).toMatchObject({
      id: 'no-repeat',
      scenario: 'fix-request-tool',
      status: 'pass',
      entry: 'connect.tool.tool-error',
    });
    expect(tallyOf(checks)).toEqual({ pass: 1, fail: 0, notReached: 0, total: 1 });
    expect(scenarioCards(checks)[0]).toMatchObject({
      id: 'fix-request-tool',
      verdicts: ['finished (exit 0) after 0.3 s'],
    });
  });

  test('refuses a file that is not one, saying what is wrong', () => {
    expect(() => parseChecksFile('not json')).toThrow(/not JSON/);
    expect(() => parseChecksFile('{"checks": []}')).toThrow(/not a checks.json/);
    expect(() => parseChecksFile('[{"id": "x", "scenario": "y", "status": "great"}]')).toThrow(/at 0\./);
  });
});

describe('the HTML report', () => {
  test('is one file with no script and no request, and escapes what it quotes', () => {
    const html = reportHtml({ command: 'node <client>.ts', results: [result()] });
    expect(html).not.toMatch(/<script/i);
    expect(html).not.toMatch(/src=|href="(?!#|data:)/i);
    expect(html).toContain('node &lt;client&gt;.ts');
    expect(html).toContain('&lt;/pre&gt;&lt;script&gt;alert(2)');
    expect(html).not.toContain('secret-token-value-here');
    expect(html).toContain('1 passed');
  });

  test('is valid HTML, by the rules the site is held to, however long the command', async () => {
    const validator = new HtmlValidate(new StaticConfigLoader(config));
    const command = 'node --import ./scripts/client-alias.ts src/grade/clients/a-client-with-a-long-name.ts';
    const report = await validator.validateString(reportHtml({ command, results: [result()] }));
    expect(
      report.results.flatMap((item) => item.messages.map((message) => `${message.ruleId}: ${message.message}`)),
    ).toEqual([]);
  });
});
