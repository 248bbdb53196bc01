/**
 * A playground run of an official SDK client, bare: the same scene as the other clients (the scene's SDK connects
 * and lists the tools, a person signs in where the server wants it), then the SDK connects and calls a tool into the
 * held entry exactly as its documentation shows, with no retry of ours. The run records the wire, and reports what
 * the SDK's caller received (`meetSdk`, the same function the SDK reality table is recorded with).
 */
import { getServer, type CatalogEntry, type Revision, type ServerId } from '../../catalog/index.ts';
import type { Exchange } from '../../mock/index.ts';
import { handshake } from '../handshake.ts';
import { recordingFetch } from '../recording-fetch.ts';
import { runStartsAt, type RunOptions } from '../run-entry.ts';
import { scoreOf } from '../score.ts';
import { hostOf, runRevisions } from '../spec-host.ts';
import type { Outcome, RunResult, SdkPolicy, TraceEvent } from '../trace.ts';
import { meetSdk, sdkPatienceMs, unspokenWhy } from './meet-sdk.ts';
import { sdkPackages } from './sdk-surface.ts';
import { receivedWords, type SdkRunReport } from './sdk-report.ts';
import type { Sdk, SdkRunSurface } from './sdk-surface.ts';

/** The SDK a policy names: `sdk-v1` → `v1`. */
export const sdkOf = (policy: SdkPolicy): Sdk => (policy === 'sdk-v1' ? 'v1' : 'v2');

/** Whether an exchange is a `tools/call` request. */
function isToolCall(exchange: Exchange): boolean {
  try {
    return (JSON.parse(exchange.requestBody ?? '') as { method?: unknown }).method === 'tools/call';
  } catch {
    return false;
  }
}

/** How the run ended, from what the caller received. */
function outcomeOf(surface: SdkRunSurface, report: Pick<SdkRunReport, 'patienceMs'>): Outcome {
  const summary = receivedWords({ surface, patienceMs: report.patienceMs });
  // Drawn after the status's own word: "Hung: the SDK never returned (…)".
  if (surface.outcome === 'hangs') return { status: 'hung', summary: summary.replace(/^hung: /, '') };
  if (surface.outcome === 'returns' && !surface.isError) return { status: 'success', summary };
  return { status: 'stopped', summary };
}

/** The lesson where the SDK cannot meet the entry as the catalog gives it: the run goes on, to show what happens. */
function lessonNote(entry: CatalogEntry, sdk: Sdk): string | undefined {
  const why = unspokenWhy(entry, sdk);
  if (!why) return undefined;
  return `A lesson, not a bug of this page: ${why} What follows is what really happens when this SDK meets it.`;
}

/** The run's events, streamed as they happen, and the scene's and the SDK's recorded fetches. */
function recorder(options: RunOptions) {
  const { clock } = options;
  const events: TraceEvent[] = [];
  const push = (event: TraceEvent) => {
    events.push(event);
    options.onEvent?.(event);
  };
  let calls = 0;
  const scene = recordingFetch(options.fetch, (exchange) =>
    push({ kind: 'exchange', at: clock.now(), exchange, by: 'scene' }),
  );
  const own = recordingFetch(options.fetch, (exchange) =>
    push({ kind: 'exchange', at: clock.now(), exchange, by: 'client', call: ++calls }),
  );
  const note = (text: string, by?: 'scene') => push({ kind: 'note', at: clock.now(), text, ...(by ? { by } : {}) });
  return { events, push, scene, own, note };
}

/** Runs `options.entry` under the official SDK `policy` names. */
export async function runSdkEntry(options: RunOptions & { policy: SdkPolicy }): Promise<RunResult> {
  const { entry, clock, mock, origin } = options;
  const sdk = sdkOf(options.policy);
  const realStart = Date.now();
  const { events, push, scene, own, note } = recorder(options);
  const host: ServerId = hostOf(entry);
  const spoken = getServer(host).revisions;
  const fits = runRevisions(entry, spoken);
  const revision: Revision =
    options.revision && fits.includes(options.revision) ? options.revision : (fits[0] ?? spoken[0]!);
  clock.set(runStartsAt);
  mock.reset();
  const connected = await handshake(host, revision, origin, scene);
  note(connected.summary, 'scene');
  mock.reset();
  note(
    `The scene: ${getServer(host).name} holds this entry for the next call. ${sdkPackages[sdk].title}: new Client, the Streamable HTTP transport, connect, callTool, and no retry of ours.`,
    'scene',
  );
  const lesson = lessonNote(entry, sdk);
  if (lesson) note(lesson);
  const patienceMs = options.sdkPatienceMs ?? sdkPatienceMs;
  const surface = await meetSdk({
    entry,
    sdk,
    origin,
    mock,
    fetch: own,
    sceneFetch: scene,
    patienceMs,
    ...(options.signal ? { signal: options.signal } : {}),
  });
  const toolCalls = events.filter(
    (event) => event.kind === 'exchange' && event.by === 'client' && isToolCall(event.exchange),
  ).length;
  const report: SdkRunReport = {
    sdk,
    package: sdkPackages[sdk].package,
    surface,
    toolCalls,
    patienceMs,
    ...(lesson ? { unspoken: unspokenWhy(entry, sdk)! } : {}),
  };
  const outcome = outcomeOf(surface, report);
  push({ kind: 'outcome', at: clock.now(), outcome });
  await clock.settle();
  return {
    entry: entry.id,
    policy: options.policy,
    seed: options.seed,
    revision: surface.revision,
    events,
    outcome,
    score: scoreOf(events, {
      server: host,
      revision: surface.revision,
      readOnlyTools: connected.readOnlyTools,
      endedAt: clock.now(),
    }),
    realMs: Date.now() - realStart,
    sdk: report,
  };
}
