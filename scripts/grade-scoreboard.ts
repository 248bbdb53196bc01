/**
 * `npm run grade:scoreboard [-- <client id> ...]`: grades every client on the scoreboard (or the ones named) and
 * writes each run to `public/grade/<client>/checks.json` (the conformance suite's check objects) and `report.html`,
 * where the site's scoreboard reads it.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { grade } from '../src/grade/grade.ts';
import { toConformanceCheck } from '../src/grade/report/conformance.ts';
import { reportHtml } from '../src/grade/report/html.ts';
import { tally } from '../src/grade/report/table.ts';
import { scoreboardClients } from '../src/grade/scoreboard.ts';

/** The runs go on the site: a path of this checkout (in a stack trace the client printed) is written from `.`. */
const published = (text: string): string => text.replaceAll(process.cwd(), '.');

const asked = process.argv.slice(2);
const unknown = asked.filter((id) => !scoreboardClients.some((client) => client.id === id));
if (unknown.length > 0) {
  console.error(
    `No scoreboard client is called ${unknown.join(', ')}. Clients: ${scoreboardClients.map((client) => client.id).join(', ')}.`,
  );
  process.exit(2);
}
for (const client of scoreboardClients) {
  if (asked.length > 0 && !asked.includes(client.id)) continue;
  console.log(`${client.name}: ${client.command}`);
  const results = await grade({ command: client.command, scenarios: client.scenarios });
  const checks = results.flatMap((result) => result.checks);
  const dir = join('public', 'grade', client.id);
  await mkdir(dir, { recursive: true });
  const generatedAt = new Date();
  const checkObjects = checks.map((check) => toConformanceCheck(check, generatedAt));
  await writeFile(join(dir, 'checks.json'), published(`${JSON.stringify(checkObjects, null, 2)}\n`));
  const report = reportHtml({ command: client.command, results, generatedAt });
  await writeFile(join(dir, 'report.html'), published(report));
  console.log(`  ${tally(checks)}\n  wrote ${dir}/checks.json and report.html`);
}
