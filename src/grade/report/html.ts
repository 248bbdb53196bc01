/**
 * The report card as one self-contained HTML file (`--out DIR` writes `report.html`): no script, no request, its
 * styles inline, in the reader's light or dark scheme. Each check shows its status, what was seen and the
 * requests it cites; each run shows how the client ended, what the scene did, every request and answer on the
 * wire, and what the client printed.
 */
import type { ScenarioResult } from '../grade.ts';
import { scenarioOf } from '../scenarios/index.ts';
import type { RunRecord } from '../scenario.ts';
import { labelOf, type WireExchange } from '../wire-record.ts';
import { atClock, statusWords, tallyOf } from './checks-file.ts';

const escape = (text: string): string =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!);

/** Requests shown per run: a flood is summed up, not listed. */
const shownExchanges = 60;

const cut = (text: string, max = 2000): string =>
  text.length > max ? `${text.slice(0, max)}\n… (${text.length - max} more characters)` : text;

const style = `
:root { color-scheme: light dark; --fg: #1b1f24; --bg: #fff; --muted: #59636e; --line: #d1d9e0; --pass: #1a7f37; --fail: #cf222e; --skip: #9a6700; --code: #f6f8fa; }
@media (prefers-color-scheme: dark) { :root { --fg: #e6edf3; --bg: #0d1117; --muted: #9198a1; --line: #3d444d; --pass: #3fb950; --fail: #f85149; --skip: #d29922; --code: #151b23; } }
body { font: 15px/1.5 system-ui, sans-serif; color: var(--fg); background: var(--bg); max-width: 72rem; margin: 2rem auto; padding: 0 1rem; }
h1, h2, h3 { line-height: 1.25; } code, pre { font: 13px/1.45 ui-monospace, monospace; } pre { background: var(--code); padding: .5rem; overflow-x: auto; white-space: pre-wrap; word-break: break-all; }
table { border-collapse: collapse; width: 100%; margin: .5rem 0 1rem; } th, td { border-bottom: 1px solid var(--line); padding: .3rem .5rem; text-align: left; vertical-align: top; }
.pass { color: var(--pass); font-weight: 600; } .fail { color: var(--fail); font-weight: 600; } .not-reached { color: var(--skip); font-weight: 600; }
.muted { color: var(--muted); } section { border-top: 2px solid var(--line); margin-top: 2rem; } details { margin: .5rem 0; } summary { cursor: pointer; }
`;

function statusCell(status: keyof typeof statusWords): string {
  return `<td class="${status}">${statusWords[status]}</td>`;
}

function exchangeHtml(exchange: WireExchange): string {
  const headers = (record: Record<string, string>) =>
    Object.entries(record)
      .map(([name, value]) => `${name}: ${name === 'authorization' ? `${value.slice(0, 16)}…` : value}`)
      .join('\n');
  const answer = exchange.lost ? ' (answer lost on the way: the grader dropped the connection)' : '';
  return `<details><summary><code>#${exchange.n} ${atClock(exchange.at)} ${escape(labelOf(exchange))} → ${exchange.status ?? 'no answer'}${answer}</code></summary>
<pre>${escape(`${exchange.method} ${exchange.path}\n${headers(exchange.requestHeaders)}\n\n${cut(exchange.requestBody)}`)}</pre>
<pre>${escape(`${exchange.status ?? ''}\n${headers(exchange.responseHeaders)}\n\n${cut(exchange.responseBody)}`)}</pre></details>`;
}

/** Consecutive requests that are the same and got the same answer: the first in full, the rest in a line. */
function foldRepeats(exchanges: WireExchange[]): string {
  // The JSON-RPC id changes from one repeat to the next; nothing else may.
  const withoutId = (text: string) => text.replace(/"id":\s*("[^"]*"|\d+)/g, '"id":_');
  const same = (a: WireExchange, b: WireExchange) =>
    a.method === b.method &&
    a.path === b.path &&
    a.status === b.status &&
    withoutId(a.requestBody) === withoutId(b.requestBody) &&
    withoutId(a.responseBody) === withoutId(b.responseBody);
  const html: string[] = [];
  for (let index = 0; index < exchanges.length;) {
    const first = exchanges[index]!;
    let end = index + 1;
    while (end < exchanges.length && same(first, exchanges[end]!)) end += 1;
    html.push(exchangeHtml(first));
    const repeats = end - index - 1;
    if (repeats > 0) {
      const last = exchanges[end - 1]!;
      html.push(
        `<p class="muted">… the same request ${repeats} more time${repeats === 1 ? '' : 's'} (#${first.n + 1} to #${last.n}, until ${atClock(last.at)}), with the same answer.</p>`,
      );
    }
    index = end;
  }
  return html.join('\n');
}

/** What a client printed on one stream, cut to 8000 characters, with no trailing spaces (which an SDK's error lines end in). */
function printed(text: string, stream: 'stdout' | 'stderr'): string {
  return escape(cut(text, 8000).replace(/[ \t]+$/gm, '') || `(nothing on ${stream})`);
}

function runHtml(run: RunRecord): string {
  const notes = run.notes.map((note) => `<li>${atClock(note.at, note.before)}: ${escape(note.text)}</li>`).join('');
  const output = run.exit
    ? `<details><summary>What the client printed</summary><pre>${printed(run.exit.stdout, 'stdout')}</pre><pre>${printed(run.exit.stderr, 'stderr')}</pre></details>`
    : '';
  return `<h4>Run ${run.run}: ${escape(run.verdict.says)}</h4>
${notes ? `<p class="muted">The scene:</p><ul>${notes}</ul>` : ''}
<p class="muted">${run.exchanges.length} request${run.exchanges.length === 1 ? '' : 's'} on the wire:</p>
${foldRepeats(run.exchanges.slice(0, shownExchanges))}
${run.exchanges.length > shownExchanges ? `<p class="muted">… and ${run.exchanges.length - shownExchanges} more, not shown.</p>` : ''}
${output}`;
}

function scenarioHtml(result: ScenarioResult): string {
  const scenario = scenarioOf(result.id);
  const rows = result.checks
    .map((check) => {
      const cited = check.evidence.requests
        .map(
          (request) =>
            `<li><code>run ${request.run} #${request.n} ${atClock(request.at)} ${escape(request.label)} → ${request.status ?? '—'}</code>${request.note ? ` ${escape(request.note)}` : ''}</li>`,
        )
        .join('');
      return `<tr>${statusCell(check.status)}<td><code>${check.id}</code><br><span class="muted">${escape(check.asks)}</span></td><td>${escape(check.summary)}${cited ? `<ul>${cited}</ul>` : ''}</td></tr>`;
    })
    .join('\n');
  return `<section id="${result.id}"><h2><code>${result.id}</code></h2>
<p>${escape(scenario.title)}</p>
<p class="muted">${scenario.server} at ${scenario.revision} · suite ${scenario.suite} · ${scenario.entries.map((entry) => `<code>${entry}</code>`).join(', ')}</p>
${result.context ? `<p>Task: ${escape(result.context.task.says.length > 300 ? `${result.context.task.says.slice(0, 300)}…` : result.context.task.says)}</p>` : ''}
<table><thead><tr><th>Status</th><th>Check</th><th>What the wire shows</th></tr></thead><tbody>${rows}</tbody></table>
${result.runs.map(runHtml).join('\n')}</section>`;
}

/** The page's title: the command, cut to keep the title within the 70 characters a tab or a search result shows. */
function titleOf(command: string): string {
  const prefix = 'Report card: ';
  const room = 70 - prefix.length;
  return prefix + (command.length > room ? `${command.slice(0, room - 1)}…` : command);
}

/** The whole report. */
export function reportHtml(report: { command: string; results: ScenarioResult[]; generatedAt?: Date }): string {
  const checks = report.results.flatMap((result) => result.checks);
  const tally = tallyOf(checks);
  const index = report.results
    .map((result) => {
      const line = result.checks
        .map((check) => `<span class="${check.status}">${statusWords[check.status]}</span> ${check.id}`)
        .join(', ');
      return `<tr><td><a href="#${result.id}"><code>${result.id}</code></a></td><td>${line}</td></tr>`;
    })
    .join('\n');
  return `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="icon" href="data:,"><title>${escape(titleOf(report.command))}</title><style>${style}</style></head>
<body><h1>MCP Error Atlas report card</h1>
<p>Client: <code>${escape(report.command)}</code>${report.generatedAt ? ` · ${report.generatedAt.toISOString()}` : ''}</p>
<p><span class="pass">${tally.pass} passed</span>, <span class="fail">${tally.fail} failed</span>, <span class="not-reached">${tally.notReached} not reached</span>, of ${tally.total} checks. Every check reads the wire: the requests the client sent and the answers the mock gave, with their times on the mock's clock. A check that does not apply to what the client did is not reached.</p>
<table><thead><tr><th>Scenario</th><th>Checks</th></tr></thead><tbody>${index}</tbody></table>
${report.results.map(scenarioHtml).join('\n')}
</body></html>
`;
}
