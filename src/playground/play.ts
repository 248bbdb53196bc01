/**
 * `npm run play -- <entry-id> [--client reference|naive|both] [--revision R] [--seed N] [--json]`: the playground's
 * run in a terminal. The same `runEntry` as the page, against the mock in this process, printed as a timeline and
 * a scorecard, or as JSON.
 */
import { parseArgs } from 'node:util';
import { entries, findEntry, getServer, type Revision } from '../catalog/index.ts';
import { formatSeconds } from '../client/decision.ts';
import { compareRuns } from './compare.ts';
import { eventLine, outcomeWords } from './describe-event.ts';
import { runInProcess } from './in-process.ts';
import { runJson } from './run-json.ts';
import { sdkPackages } from './sdk-clients/sdk-surface.ts';
import { sdkReportText } from './sdk-clients/sdk-report.ts';
import type { ClientPolicy, RunResult, TraceEvent } from './trace.ts';

export const playUsage = `Usage: npm run play -- <entry-id> [--client reference|naive|both|sdk-v2|sdk-v1]
                      [--revision 2026-07-28|2025-11-25]
                      [--seed N] [--json]

Runs one catalog entry the way the playground does: the scene makes the mock produce the entry, the client makes
its call and reacts. Prints the timeline and a scorecard; --json prints one JSON object.

  --client    which client reacts (default: reference; both runs the two, side by side); sdk-v2 and sdk-v1
              run an official SDK bare, as documented (@modelcontextprotocol/client, @modelcontextprotocol/sdk),
              and print what its caller received
  --revision  the revision to speak, where the server speaks two (Clockford)
  --seed      seeds the reference client's jitter (default 1), as in a playground link
  --json      one JSON object: entry, client, seed, revision, outcome, callsSent, callsRefused, clockMs,
              writes, waitsHonoured, decisions, events

Entry ids: /catalog.json on the site, or \`npm run play -- --list\`.`;

/** Where the command writes; the tests pass their own. */
export interface PlayOutput {
  out(text: string): void;
  err(text: string): void;
}

/** A problem with the command line: printed with the usage, exit code 2. */
class UsageError extends Error {}

const policies = ['reference', 'naive', 'both', 'sdk-v2', 'sdk-v1'] as const;

/** The closest entry ids to a mistyped one, for the error message. */
function nearest(id: string): string[] {
  const words = id
    .toLowerCase()
    .split(/[.\-_ ]+/)
    .filter(Boolean);
  return entries
    .map((entry) => ({ id: entry.id, score: words.filter((word) => entry.id.includes(word)).length }))
    .filter((candidate) => candidate.score > 0)
    .sort((a, b) => b.score - a.score)
    .slice(0, 5)
    .map((candidate) => candidate.id);
}

interface PlayArgs {
  entryId: string;
  client: (typeof policies)[number];
  revision: Revision | undefined;
  seed: number;
  json: boolean;
}

function parse(argv: string[]): PlayArgs | 'help' | 'list' {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      options: {
        client: { type: 'string', default: 'reference' },
        revision: { type: 'string' },
        seed: { type: 'string', default: '1' },
        json: { type: 'boolean', default: false },
        list: { type: 'boolean', default: false },
        help: { type: 'boolean', short: 'h', default: false },
      },
    });
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error));
  }
  const { values, positionals } = parsed;
  if (values.help) return 'help';
  if (values.list) return 'list';
  if (positionals.length !== 1)
    throw new UsageError('Give exactly one catalog entry id, such as clockford.http.rate-limited.');
  const entryId = positionals[0]!;
  const entry = findEntry(entryId);
  if (!entry) {
    const close = nearest(entryId);
    throw new UsageError(
      `No catalog entry has the id "${entryId}".${close.length > 0 ? ` Did you mean: ${close.join(', ')}?` : ''}`,
    );
  }
  if (!(policies as readonly string[]).includes(values.client))
    throw new UsageError(`--client must be reference, naive, both, sdk-v2 or sdk-v1, not "${values.client}".`);
  const seed = Number(values.seed);
  if (!Number.isInteger(seed) || seed < 0 || seed > 2 ** 32 - 1)
    throw new UsageError(`--seed must be a whole number from 0 to 4294967295, not "${values.seed}".`);
  let revision: Revision | undefined;
  if (values.revision !== undefined) {
    if (values.revision !== '2026-07-28' && values.revision !== '2025-11-25')
      throw new UsageError(`--revision must be 2026-07-28 or 2025-11-25, not "${values.revision}".`);
    const host = entry.server === 'spec' ? undefined : getServer(entry.server);
    if (host && !host.revisions.includes(values.revision))
      throw new UsageError(`${host.name} speaks ${host.revisions.join(' and ')}, not ${values.revision}.`);
    revision = values.revision;
  }
  return { entryId, client: values.client as PlayArgs['client'], revision, seed, json: values.json };
}

const clientTitle: Record<ClientPolicy, string> = {
  reference: 'Reference client',
  naive: 'Naive client',
  'sdk-v2': sdkPackages.v2.title,
  'sdk-v1': sdkPackages.v1.title,
};

/** One event as a line of the printed timeline, with the time since the run's first event. */
function line(event: TraceEvent, start: number): string {
  const at = `+${formatSeconds(event.at - start)}`.padStart(10);
  const who =
    event.kind === 'exchange'
      ? event.by === 'scene'
        ? 'scene   '
        : `call ${String(event.call).padEnd(3)}`
      : event.kind === 'note' && event.by === 'scene'
        ? 'scene   '
        : '        ';
  return `${at}  ${who} ${eventLine(event)}`;
}

/** A run as text: the scene folded to a count, the client's calls and decisions, the outcome, the scorecard. */
export function runText(result: RunResult): string {
  const start = result.events[0]?.at ?? 0;
  const lines: string[] = [];
  let scene = 0;
  for (const event of result.events) {
    if (event.kind === 'exchange' && event.by === 'scene') {
      scene += 1;
      continue;
    }
    if (scene > 0) {
      lines.push(`${''.padStart(10)}  scene    ${scene} ${scene === 1 ? 'request' : 'requests'} set the scene`);
      scene = 0;
    }
    lines.push(line(event, start));
  }
  const { score } = result;
  const honoured = score.waitsHonoured === undefined ? 'the server named no wait' : score.waitsHonoured ? 'yes' : 'no';
  lines.push(
    '',
    `${clientTitle[result.policy]}: ${outcomeWords[result.outcome.status]}`,
    `  calls sent ${score.callsSent}, refused ${score.callsRefused}, ${formatSeconds(score.clockMs)} on the mock clock,` +
      ` writes that took effect ${score.writes}, every named wait honoured: ${honoured}`,
  );
  if (result.sdk) lines.push('', sdkReportText(result.sdk));
  return lines.join('\n');
}

/** Runs the command; returns its exit code (0 ran, 2 a bad command line). */
export async function play(argv: string[], output: PlayOutput): Promise<number> {
  let args;
  try {
    args = parse(argv);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    output.err(`${error.message}\n\n${playUsage}`);
    return 2;
  }
  if (args === 'help') {
    output.out(playUsage);
    return 0;
  }
  if (args === 'list') {
    output.out(entries.map((entry) => `${entry.id.padEnd(48)} ${entry.reaction.kind}`).join('\n'));
    return 0;
  }
  const entry = findEntry(args.entryId)!;
  const chosen: ClientPolicy[] = args.client === 'both' ? ['reference', 'naive'] : [args.client];
  const results: RunResult[] = [];
  for (const policy of chosen)
    results.push(await runInProcess({ entry, policy, seed: args.seed, revision: args.revision }));
  const [reference, naive] = results;
  const comparison = reference && naive ? compareRuns(entry, reference, naive) : undefined;
  if (args.json) {
    const json =
      results.length === 1 ? runJson(results[0]!) : { entry: entry.id, comparison, runs: results.map(runJson) };
    output.out(JSON.stringify(json, null, 2));
    return 0;
  }
  output.out(`${entry.id}: ${entry.title} (seed ${args.seed})\n`);
  output.out(results.map(runText).join('\n\n'));
  if (comparison) output.out(`\n${comparison}`);
  return 0;
}
