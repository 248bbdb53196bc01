/**
 * One playground run: make the mock produce a catalog entry, and let a client react to it. The
 * scenario's requests go through the client's own `fetch` (the reference client's resilient fetch,
 * or the naive one), so HTTP-level failures meet the client as they would in a real program; a
 * tool-level reply, or an error the fetch ended the call with, is then handed to the client's
 * tool-call wrapper, whose repeats are real requests to the mock. Everything is recorded.
 */
import type { FetchLike } from '@modelcontextprotocol/client';
import { getServer, type CatalogEntry, type Revision, type ServerId } from '../catalog/index.ts';
import {
  callToolNaively,
  callToolResiliently,
  classify,
  createNaiveFetch,
  createResilientFetch,
  createRetryBudget,
  failureFromToolResult,
  isCarryOnError,
  isMcpClientError,
  showPassportPoller,
  type Decision,
  type HoldPoll,
} from '../client/index.ts';
import type { MockServers } from '../mock/handler.ts';
import { RawMcpDriver, triggerEntry, type Observation, type ScenarioContext } from '../mock/scenarios/index.ts';
import type { PlaygroundClock } from './playground-clock.ts';
import { handshake } from './handshake.ts';
import { primedCaller, resultOf, scenarioCallParams, type FirstAnswer } from './primed-caller.ts';
import { describePoll } from './describe-event.ts';
import { recordingFetch } from './recording-fetch.ts';
import { seededRandom } from './seeded-random.ts';
import type { ClientPolicy, Outcome, RunResult, TraceEvent } from './trace.ts';

type MockedServer = Exclude<ServerId, 'spec'>;

export interface RunOptions {
  entry: CatalogEntry;
  policy: ClientPolicy;
  /** Seeds the client's jitter, so the same link replays the same run. */
  seed: number;
  /** The revision to speak where a server has two (Clockford). @default the server's first */
  revision?: Revision;
  mock: MockServers;
  clock: PlaygroundClock;
  /** The fetch that reaches the mock: the page's (through the service worker) or an in-process one. */
  fetch: FetchLike;
  origin: string;
  /** Called with each event as it happens, for a live timeline. */
  onEvent?: (event: TraceEvent) => void;
  signal?: AbortSignal;
  /**
   * Hooks the playground gives the client: sign in again (through `fetch`, which records the token request on
   * the run's wire, as the client's own), and a person deciding a held call (not the client's request).
   */
  signIn?: (driver: RawMcpDriver, scope: string | undefined, fetch: FetchLike) => Promise<void>;
  decideHold?: (holdId: string) => Promise<void>;
  /** A person acts on an `ask-person` reply (tops up, decides, opens a link) and says what they did. */
  personActs?: (decision: Decision, driver: RawMcpDriver) => Promise<string>;
  /** What the agent adds to a call the server asks it to make first: `{ join_room: { invite } }`. */
  callFirstArguments?: Readonly<Record<string, Record<string, unknown>>>;
}

/** The naive client gives up after this many calls; enough to show what it does to a server. */
export const naiveAttempts = 10;

const isToolReply = (observation: Observation): boolean =>
  observation.status === 200 && typeof observation.message?.result === 'object';

export async function runEntry(options: RunOptions): Promise<RunResult> {
  const { entry, policy, mock, clock, origin } = options;
  const events: TraceEvent[] = [];
  const emit = (event: TraceEvent) => {
    events.push(event);
    options.onEvent?.(event);
  };
  const startedAt = clock.now();
  const realStart = Date.now();
  const random = seededRandom(options.seed);
  let phase: 'connect' | 'trigger' | 'react' = 'connect';
  let calls = 0;
  const record = recordingFetch(options.fetch, (exchange) => {
    calls += 1;
    emit({ kind: 'exchange', at: clock.now(), exchange, phase });
  });
  const sleep = async (ms: number, signal?: AbortSignal) => {
    // Emitted as the wait starts, so a timeline can draw it while it passes.
    const realMs = clock.realMsFor(ms);
    emit({ kind: 'wait', at: clock.now(), ms, realMs, compressed: realMs < ms, reason: lastDecision?.reason ?? '' });
    await clock.sleep(ms, signal);
  };
  let lastDecision: Decision | undefined;
  const decided = (decision: Decision, attempt: number) => {
    lastDecision = decision;
    // The transport hands a failure it does not wait out up to the tool-call layer, which decides the same
    // thing about it again and acts: the timeline shows that decision once.
    const previous = events.at(-1);
    if (
      previous?.kind === 'decision' &&
      previous.decision.action === decision.action &&
      previous.decision.entryId === decision.entryId
    )
      return;
    emit({ kind: 'decision', at: clock.now(), decision, attempt });
  };
  const naiveRetry = (attempt: number, failure: string) =>
    emit({
      kind: 'note',
      at: clock.now(),
      text: `Call ${attempt} failed (${failure}): the naive client repeats it at once.`,
    });
  const budget = createRetryBudget();
  const fetchFor = new Map<MockedServer, FetchLike>();
  const clientFetch = (server: MockedServer): FetchLike => {
    let fetch = fetchFor.get(server);
    if (!fetch) {
      fetch =
        policy === 'naive'
          ? createNaiveFetch({ fetch: record, maxAttempts: naiveAttempts, onRetry: naiveRetry })
          : createResilientFetch({
              fetch: record,
              server,
              sleep,
              now: () => clock.now(),
              random,
              budget,
              onDecision: ({ decision, attempt }) => decided(decision, attempt),
              ...(options.signal ? { signal: options.signal } : {}),
            });
      fetchFor.set(server, fetch);
    }
    return fetch;
  };
  const drivers: RawMcpDriver[] = [];
  const context: ScenarioContext = {
    origin,
    fetch: record,
    driver: (server, revision) => {
      const spoken = getServer(server).revisions;
      const chosen =
        revision ?? (options.revision && spoken.includes(options.revision) ? options.revision : spoken[0]!);
      const driver = new RawMcpDriver(clientFetch(server), `${origin}/${server}/mcp`, chosen);
      drivers.push(driver);
      return driver;
    },
    inject: (server, entryId, times = 1) => mock.faults.add({ server, entry: entryId, times }),
    advance: (ms) => clock.skip(ms),
  };

  mock.reset();
  const handshakeServer = entry.server === 'spec' ? specHost(entry) : entry.server;
  phase = 'connect';
  const connected = await handshake(
    handshakeServer,
    options.revision ?? getServer(handshakeServer).revisions[0]!,
    origin,
    record,
  );
  emit({ kind: 'note', at: clock.now(), text: connected.summary });
  mock.reset();
  phase = 'trigger';
  let first: FirstAnswer;
  try {
    const observations = await triggerEntry(entry, context);
    first = { observation: observations.find((observation) => observation.surface === 'mcp') ?? observations[0]! };
  } catch (thrown) {
    if (!isMcpClientError(thrown)) {
      // A scenario that waits for a refusal sees none when the client already waited it out.
      const decision = lastDecision;
      const outcome: Outcome = decision
        ? { status: 'succeeded', summary: `The client handled every refusal itself: ${decision.reason}.`, decision }
        : { status: 'stopped', summary: thrown instanceof Error ? thrown.message : String(thrown) };
      emit({ kind: 'outcome', at: clock.now(), outcome });
      return { policy, events, outcome, calls, elapsedMs: clock.now() - startedAt, realMs: Date.now() - realStart };
    }
    first = { thrown };
  }
  phase = 'react';
  // The driver of the scenario's own call: the last one whose last request went to MCP (a REST request may follow).
  const lastDriver = drivers.findLast((candidate) => candidate.lastRequest?.surface === 'mcp') ?? drivers.at(-1);
  const driver = () => {
    if (!lastDriver) throw new Error(`The scenario for ${entry.id} made no request.`);
    return lastDriver;
  };
  const outcome = await react(first, {
    policy,
    server: lastDriverServer(lastDriver, entry),
    caller: primedCaller(first, driver),
    driver,
    sleep,
    now: () => clock.now(),
    random,
    budget,
    decided,
    naiveRetry,
    polled: (poll) => emit({ kind: 'note', at: clock.now(), text: describePoll(poll) }),
    acted: (words) => emit({ kind: 'note', at: clock.now(), text: `${words} The client repeats the call once.` }),
    record,
    options,
    lastDecision: () => lastDecision,
  });
  emit({ kind: 'outcome', at: clock.now(), outcome });
  return { policy, events, outcome, calls, elapsedMs: clock.now() - startedAt, realMs: Date.now() - realStart };
}

/** The mock a specification entry is produced on: Connect for 2026-07-28 entries, Rooms for 2025-11-25 ones. */
function specHost(entry: CatalogEntry): MockedServer {
  const host = /^On (Clockford|Ichabod)\b/.exec(entry.trigger.kind === 'rule' ? entry.trigger.how : '')?.[1];
  if (host) return host === 'Clockford' ? 'clockford' : 'ichabod';
  return entry.revisions.includes('2026-07-28') ? 'connect' : 'rooms';
}

function lastDriverServer(driver: RawMcpDriver | undefined, entry: CatalogEntry): string {
  const match = driver ? /\/([a-z]+)\/mcp$/.exec(driver.endpoint) : null;
  return match?.[1] ?? entry.server;
}

interface ReactContext {
  policy: ClientPolicy;
  server: string;
  caller: ReturnType<typeof primedCaller>;
  driver: () => RawMcpDriver;
  sleep: (ms: number, signal?: AbortSignal) => Promise<void>;
  now: () => number;
  random: () => number;
  budget: ReturnType<typeof createRetryBudget>;
  decided: (decision: Decision, attempt: number) => void;
  naiveRetry: (attempt: number, failure: string) => void;
  polled: (poll: HoldPoll) => void;
  /** A note for what a person did, before the client repeats the call. */
  acted: (words: string) => void;
  /** The run's recording fetch, for requests the client makes outside MCP (a token). */
  record: FetchLike;
  options: RunOptions;
  lastDecision: () => Decision | undefined;
}

/** Hands the first answer to the client's tool-call layer, and says how it ended. */
async function react(first: FirstAnswer, context: ReactContext): Promise<Outcome> {
  const { policy, caller, driver, options } = context;
  const needsToolLayer = 'thrown' in first || isToolReply(first.observation) || first.observation.message?.error;
  if (!needsToolLayer && 'observation' in first) {
    const observation = first.observation;
    const ok = observation.status >= 200 && observation.status < 300;
    const decision = context.lastDecision();
    return ok
      ? { status: 'succeeded', summary: `HTTP ${observation.status}: the server answered.` }
      : {
          status: 'stopped',
          summary: decision
            ? `${decision.reason} (HTTP ${observation.status})`
            : policy === 'naive'
              ? `HTTP ${observation.status}, after ${naiveAttempts} calls in a row.`
              : `HTTP ${observation.status}: not retried.`,
          ...(decision ? { decision } : {}),
        };
  }
  const params = scenarioCallParams(driver()) ?? { name: 'the call', arguments: {} };
  try {
    const result =
      policy === 'naive'
        ? await callToolNaively(caller, params, { maxAttempts: naiveAttempts, onRetry: context.naiveRetry })
        : await callToolResiliently(caller, params, {
            server: context.server,
            revision: driver().revision,
            sleep: context.sleep,
            now: context.now,
            random: context.random,
            budget: context.budget,
            // Each repeat is the scenario's own request again, idempotency key and all.
            write: false,
            pollHold: async (hold, poll) => {
              await options.decideHold?.(hold.id);
              return showPassportPoller({
                callTool: async (p) => resultOf(await driver().callTool(p.name, p.arguments ?? {})),
              })(hold, poll);
            },
            reinitialize: async () => {
              driver().sessionId = undefined;
              await driver().initialize();
            },
            onUnauthorized: async () => options.signIn?.(driver(), undefined, context.record),
            ...(options.personActs
              ? {
                  onPersonNeeded: async (decision: Decision) => {
                    const did = await options.personActs!(decision, driver());
                    context.acted(did);
                  },
                }
              : {}),
            ...(options.callFirstArguments ? { callFirstArguments: options.callFirstArguments } : {}),
            onInsufficientScope: async (decision) => options.signIn?.(driver(), decision.scope, context.record),
            onDecision: ({ decision, attempt, poll }) =>
              poll ? context.polled(poll) : context.decided(decision, attempt),
            ...(options.signal ? { signal: options.signal } : {}),
          });
    const words = result.content.flatMap((block) => (block.type === 'text' ? [block.text] : [])).join(' ');
    if (policy === 'reference' && !context.lastDecision() && 'observation' in first) {
      // Nothing went wrong, so the client decided nothing; say what the answer was, where the catalog names it:
      // in the tool result, or in the HTTP answer that carried it (a header ignored, not rejected).
      const where = { server: context.server, revision: driver().revision };
      const { observation } = first;
      const http = {
        kind: 'http' as const,
        status: observation.status,
        headers: observation.headers,
        body: observation.body,
      };
      const expected = options.entry.reaction.kind;
      const seen = [classify(failureFromToolResult(result), where), classify(http, where)].find(
        (decision) => decision.action === expected,
      );
      if (seen && (expected === 'not-an-error' || expected === 'replay-ok')) context.decided(seen, 1);
    }
    const decision = context.lastDecision();
    // A reply the catalog calls not an error (Clockford's "reports are spaced out") is an answer, flagged or not.
    if (result.isError && policy === 'reference' && decision?.action === 'not-an-error')
      return { status: 'succeeded', summary: `Not an error, nothing to repeat: ${words}`, decision };
    if (result.isError) return { status: 'stopped', summary: `Gave up: ${words}`, ...(decision ? { decision } : {}) };
    return {
      status: 'succeeded',
      summary: words === '' ? 'The call went through.' : words,
      ...(decision ? { decision } : {}),
    };
  } catch (error) {
    const decision = isMcpClientError(error) ? error.decision : context.lastDecision();
    // Carrying on without a call that did nothing is what the server advised, not a failure of the client.
    if (isCarryOnError(error))
      return { status: 'carried-on', summary: error.message, ...(decision ? { decision } : {}) };
    return {
      status: 'stopped',
      summary: error instanceof Error ? error.message : String(error),
      ...(decision ? { decision } : {}),
    };
  }
}
