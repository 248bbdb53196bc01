/**
 * `npm run grade -- --command "<client command>" [--scenario S | --suite core|auth|sessions|writes|all] [--out DIR]`:
 * grades any MCP client, in any language, against the catalog's scenarios, as the conformance suite's client mode
 * does: the server URL is the command's last argument, `MCP_ATLAS_SCENARIO` names the scenario and
 * `MCP_ATLAS_CONTEXT` holds the task. `checks.json` holds the suite's check objects; `--expected-failures` keeps a
 * baseline as the suite does. Exits 1 when a check fails (or, with a baseline, when a failure is unexpected or a
 * line is stale), 2 on bad options.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { parse as parseYaml } from 'yaml';
import { grade } from './grade.ts';
import {
  compareBaseline,
  parseExpectedFailures,
  toConformanceCheck,
  type ExpectedFailure,
} from './report/conformance.ts';
import { reportHtml } from './report/html.ts';
import { reportMarkdown } from './report/markdown.ts';
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
  'Usage: npm run grade -- --command "<client command>" [--scenario S | --suite core|auth|sessions|writes|all] [--catalog file.json ...] [--out DIR] [--expected-failures file.yaml] [--format text|markdown] [--list] [--help]';

const help = `${usage}

Grades an MCP client against the Atlas's mock servers, reading only the wire.

  --command "<cmd>"             the client to grade; it is run with the server URL appended
  --scenario S                  one scenario (repeat for more); --list names them
  --suite NAME                  core, auth, sessions, writes or all (default all)
  --catalog file.json           grade against the servers of a catalog file
  --out DIR                     write DIR/checks.json (the conformance suite's check objects),
                                DIR/report.html and DIR/report.md
  --expected-failures file.yaml a baseline, as the conformance suite keeps one:
                                client: [<scenario>, <scenario>:<check-id>, ...]
  --format text|markdown        what to print (default text); markdown pastes into an issue
  --list                        list the scenarios and their checks
  --help                        this text

Exit 0 when every check passes (or every failure is in the baseline), 1 otherwise, 2 on bad options.`;

async function readBaseline(file: string): Promise<ExpectedFailure[]> {
  return parseExpectedFailures(parseYaml(await readFile(file, 'utf8')));
}

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

/** What a command line asks the grader to do. */
interface GradePlan {
  command: string;
  scenarios: ScenarioId[];
  /** Text as it goes (the default), or one Markdown report at the end. */
  text: boolean;
  baseline: ExpectedFailure[] | undefined;
  out: string | undefined;
}

/** The command line as a plan, or the exit code it ends with: 0 for --help and --list, 2 for a usage error. */
async function planOf(args: string[], io: CliIo): Promise<GradePlan | number> {
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
        help: { type: 'boolean', short: 'h' },
        format: { type: 'string' },
        'expected-failures': { type: 'string' },
      },
    }));
  } catch (error) {
    io.err(`${error instanceof Error ? error.message : String(error)}\n${usage}`);
    return 2;
  }
  if (values.help) {
    io.out(help);
    return 0;
  }
  const format = values.format ?? 'text';
  if (format !== 'text' && format !== 'markdown') {
    io.err(`--format must be text or markdown; got "${format}".\n${usage}`);
    return 2;
  }
  let baseline: ExpectedFailure[] | undefined;
  if (values['expected-failures'] !== undefined) {
    try {
      baseline = await readBaseline(values['expected-failures']);
    } catch (error) {
      io.err(`--expected-failures: ${error instanceof Error ? error.message : String(error)}`);
      return 2;
    }
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
  const scenarios: ScenarioId[] = values.scenario ?? fromData ?? scenariosOf(suite);
  return { command: values.command, scenarios, text: format === 'text', baseline, out: values.out };
}

/** Prints the tally (and the baseline's verdict) or the Markdown report, writes the files; returns the exit code. */
async function finish(plan: GradePlan, results: Awaited<ReturnType<typeof grade>>, io: CliIo): Promise<number> {
  const all = results.flatMap((result) => result.checks);
  const generatedAt = new Date();
  const checkObjects = all.map((check) => toConformanceCheck(check, generatedAt));
  const verdict = plan.baseline ? compareBaseline(checkObjects, plan.baseline) : undefined;
  const markdown = reportMarkdown({ command: plan.command, results, baseline: verdict });
  if (plan.text) {
    io.out(tally(all));
    if (verdict) {
      for (const line of verdict.expected) io.out(`  ~ expected: ${line}`);
      for (const line of verdict.unexpected) io.out(`  ✗ unexpected: ${line}`);
      for (const line of verdict.stale) io.out(`  ✗ stale (now passing; remove it from the baseline): ${line}`);
      io.out(verdict.exitCode === 0 ? 'Baseline check passed: all failures are expected.' : 'Baseline check failed.');
    }
  } else {
    io.out(markdown);
  }
  if (plan.out) {
    const out = plan.out;
    await mkdir(out, { recursive: true });
    await writeFile(join(out, 'checks.json'), `${JSON.stringify(checkObjects, null, 2)}\n`);
    await writeFile(join(out, 'report.html'), reportHtml({ command: plan.command, results, generatedAt }));
    await writeFile(join(out, 'report.md'), markdown);
    if (plan.text)
      io.out(`Wrote ${['checks.json', 'report.html', 'report.md'].map((file) => join(out, file)).join(', ')}.`);
  }
  if (verdict) return verdict.exitCode;
  return all.some((check) => check.status === 'fail') ? 1 : 0;
}

/** Runs the command line; returns the exit code. */
export async function gradeCli(args: string[], io: CliIo): Promise<number> {
  const plan = await planOf(args, io);
  if (typeof plan === 'number') return plan;
  const count = plan.scenarios.length;
  if (plan.text) {
    io.out(`Grading: ${plan.command}`);
    io.out(`${count} scenario${count === 1 ? '' : 's'}; each on a fresh mock, on a free loopback port.\n`);
  }
  const results = await grade({
    command: plan.command,
    scenarios: plan.scenarios,
    onScenario: (result) => {
      if (plan.text) io.out(`${scenarioLines(result).join('\n')}\n`);
    },
  });
  return finish(plan, results, io);
}
