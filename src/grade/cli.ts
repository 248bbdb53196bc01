/**
 * `npm run grade -- --command "<client command>" [--scenario S | --suite core|auth|sessions|writes|all] [--out DIR]`:
 * grades any MCP client, in any language, against the catalog's scenarios, as the conformance suite's client mode
 * does: the server URL is the command's last argument, `MCP_ATLAS_SCENARIO` names the scenario and
 * `MCP_ATLAS_CONTEXT` holds the task. Exits 1 when a check fails, 2 on bad options.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { grade } from './grade.ts';
import { reportHtml } from './report/html.ts';
import { scenarioLines, tally } from './report/table.ts';
import { suites, type Suite } from './scenario.ts';
import { ungradedEntries } from './scenarios/from-catalog.ts';
import {
  dataScenarioIds,
  dataServers,
  isScenarioId,
  scenarioIds,
  scenarioOf,
  scenariosOf,
  type ScenarioId,
} from './scenarios/index.ts';

export interface CliIo {
  out(text: string): void;
  err(text: string): void;
}

const usage =
  'Usage: npm run grade -- --command "<client command>" [--scenario S | --suite core|auth|sessions|writes|all] [--catalog file.json ...] [--out DIR] [--list]';

function listScenarios(io: CliIo): void {
  for (const id of scenarioIds) {
    const scenario = scenarioOf(id);
    io.out(`${id}  [${scenario.suite}, ${scenario.server} ${scenario.revision}]  ${scenario.entries.join(', ')}`);
    io.out(`    ${scenario.title}`);
    io.out(`    checks: ${scenario.checks.join(', ')}${scenario.runs ? `  (${scenario.runs} runs)` : ''}`);
  }
  for (const server of dataServers) {
    for (const { id, reaction } of ungradedEntries(server))
      io.out(`${id}  not graded: no check judges "${reaction}" from the wire of a server known by its data alone`);
  }
}

/** Runs the command line; returns the exit code. */
export async function gradeCli(args: string[], io: CliIo): Promise<number> {
  let values;
  try {
    ({ values } = parseArgs({
      args,
      options: {
        command: { type: 'string' },
        scenario: { type: 'string', multiple: true },
        suite: { type: 'string' },
        out: { type: 'string' },
        list: { type: 'boolean' },
      },
    }));
  } catch (error) {
    io.err(`${error instanceof Error ? error.message : String(error)}\n${usage}`);
    return 2;
  }
  if (values.list) {
    listScenarios(io);
    return 0;
  }
  if (!values.command?.trim()) {
    io.err(`--command is required: the program to grade, run with the server URL appended.\n${usage}`);
    return 2;
  }
  if (values.scenario && values.suite) {
    io.err(`Give --scenario or --suite, not both.\n${usage}`);
    return 2;
  }
  const suite = (values.suite ?? 'all') as Suite | 'all';
  if (suite !== 'all' && !suites.includes(suite)) {
    io.err(`--suite must be one of ${[...suites, 'all'].join(', ')}; got "${suite}".`);
    return 2;
  }
  const unknown = values.scenario?.find((name) => !isScenarioId(name));
  if (unknown !== undefined) {
    io.err(`No scenario is called "${unknown}". Scenarios: ${scenarioIds.join(', ')} (npm run grade -- --list).`);
    return 2;
  }
  // With --catalog, the scenarios are the given servers' own, unless the command line picks others.
  const fromData = values.scenario || values.suite || dataServers.length === 0 ? undefined : dataScenarioIds();
  const chosen: ScenarioId[] = values.scenario ?? fromData ?? scenariosOf(suite);
  io.out(`Grading: ${values.command}`);
  io.out(
    `${chosen.length} scenario${chosen.length === 1 ? '' : 's'}; each on a fresh mock, on a free loopback port.\n`,
  );
  const results = await grade({
    command: values.command,
    scenarios: chosen,
    onScenario: (result) => io.out(`${scenarioLines(result).join('\n')}\n`),
  });
  const all = results.flatMap((result) => result.checks);
  io.out(tally(all));
  if (values.out) {
    await mkdir(values.out, { recursive: true });
    await writeFile(join(values.out, 'checks.json'), `${JSON.stringify(all, null, 2)}\n`);
    await writeFile(
      join(values.out, 'report.html'),
      reportHtml({ command: values.command, results, generatedAt: new Date() }),
    );
    io.out(`Wrote ${join(values.out, 'checks.json')} and ${join(values.out, 'report.html')}.`);
  }
  return all.some((check) => check.status === 'fail') ? 1 : 0;
}
