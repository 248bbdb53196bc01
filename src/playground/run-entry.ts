/**
 * One playground run: set the scene that makes the mock produce a catalog entry, let a client make its call into
 * it, and record how the client reacts. The scene's requests (a sign-in, a flood that fills a limit, another
 * agent's work, a person's decision) go straight to the mock and are the same for both clients; the client's own
 * call goes through the client's own `fetch` (the reference client's resilient fetch, or the naive one), so an
 * HTTP-level failure meets the client as it would in a real program. A tool-level reply, or an error the fetch
 * ended the call with, is then handed to the client's tool-call wrapper, whose repeats are real requests to the
 * mock. The same function runs in the page, in `npm run play` and in the tests, so the three cannot disagree.
 */
import type { FetchLike } from '@modelcontextprotocol/client';
import { entries, getServer, limitsOf, type CatalogEntry, type Revision, type ServerId } from '../catalog/index.ts';
import {
  callToolNaively,
  classify,
  createNaiveFetch,
  createResilientClient,
  isMcpClientError,
  showPassportPoller,
  type Decision,
  type HoldPoll,
  type ResilientClient,
} from '../client/index.ts';
import { brokenStreamOf } from '../client/broken-stream.ts';
import { isWaitingAction } from '../client/decision.ts';
import { failureFromToolResult } from '../client/failure.ts';
import { naiveMaxAttempts } from '../client/naive.ts';
import type { MockServers } from '../mock/index.ts';
import { RawMcpDriver, triggerEntry, type Exchange, type Observation, type ScenarioContext } from '../mock/index.ts';
import { describePoll } from './describe-event.ts';
import { handshake, type Handshake } from './handshake.ts';
import { lostResponse } from './lost-response.ts';
import type { PlaygroundClock } from './playground-clock.ts';
import { primedCaller, resultOf, scenarioCallParams, type FirstAnswer } from './primed-caller.ts';
import { recordingFetch } from './recording-fetch.ts';
import { scoreOf } from './score.ts';
import { seededRandom } from './seeded-random.ts';
import { serverOfDriver } from './sign-in.ts';
import { hostOf, runRevisions } from './spec-host.ts';
import {
  isSdkPolicy,
  type ClientPolicy,
  type Outcome,
  type OutcomeStatus,
  type RunResult,
  type TraceEvent,
} from './trace.ts';

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
   * Hooks the playground gives the client: sign in again (through `fetch`, the client's own, so the token request
   * is on the client's wire), and a person deciding a held call (through `fetch`, the scene's).
   */
  signIn?: (driver: RawMcpDriver, scope: string | undefined, fetch: FetchLike) => Promise<void>;
  decideHold?: (holdId: string, driver: RawMcpDriver, fetch: FetchLike) => Promise<void>;
  /**
   * A person acts on an `ask-person` reply (tops up, decides, opens a link) through `fetch`, the scene's, and says
   * what they did.
   */
  personActs?: (decision: Decision, driver: RawMcpDriver, fetch: FetchLike) => Promise<string>;
  /** How long an official SDK's call may take before the run cuts it off as hanging. @default 5 s */
  sdkPatienceMs?: number;
  /** What the agent adds to a call a server asks it to make first, by tool: `{ join_room: { invite } }`. */
  callFirstArguments?: (server: ServerId) => Readonly<Record<string, Readonly<Record<string, unknown>>>> | undefined;
}

/** Every run starts at this moment on the mock's clock, so the same link gives the same run. */
export const runStartsAt = Date.UTC(2026, 6, 28, 9, 0, 0);

/** The naive client gives up after this many calls of one request (its own cap, the storm lab's too). */
export const naiveAttempts = naiveMaxAttempts;

const isToolReply = (observation: Observation): boolean =>
  observation.status === 200 && typeof observation.message?.result === 'object';

/**
 * How a run that ended with a client error ended: out of attempts, handed back to wait (a wait too long, a call
 * still held for a person), carried on without the call as the server advised, or stopped.
 */
function statusOfError(error: unknown): OutcomeStatus {
  if (!isMcpClientError(error)) return 'stopped';
  const held = error.decision?.action === 'await-human';
  switch (error.code) {
    case 'retry-limit':
    case 'retry-budget':
      return 'gave-up';
    case 'wait-too-long':
    case 'still-held':
    case 'hold-lapsed':
      return 'waiting';
    case 'decision':
      return held ? 'waiting' : error.decision?.action === 'carry-on' ? 'carried-on' : 'stopped';
    case 'repeated-once':
      return held ? 'waiting' : 'stopped';
    default:
      return 'stopped';
  }
}

/**
 * The run's timeline: its events as they happen, each decision drawn once, and the waits the client takes (on the
 * run's clock, which may compress them).
 */
class Timeline {
  readonly events: TraceEvent[] = [];
  lastDecision: Decision | undefined;
  // A decision to wait is drawn once the client takes the wait, or marked as not taken (attempts ran out).
  #pending: { decision: Decision; attempt: number; at: number } | undefined;
  readonly #clock: PlaygroundClock;
  readonly #onEvent: ((event: TraceEvent) => void) | undefined;

  constructor(clock: PlaygroundClock, onEvent: ((event: TraceEvent) => void) | undefined) {
    this.#clock = clock;
    this.#onEvent = onEvent;
  }

  readonly push = (event: TraceEvent): void => {
    this.events.push(event);
    this.#onEvent?.(event);
  };

  readonly flush = (waited: boolean): void => {
    if (!this.#pending) return;
    const { decision, attempt, at } = this.#pending;
    this.#pending = undefined;
    this.push({ kind: 'decision', at, decision, attempt, ...(isWaitingAction(decision.action) ? { waited } : {}) });
  };

  readonly emit = (event: TraceEvent): void => {
    this.flush(false);
    this.push(event);
  };

  readonly decided = (decision: Decision, attempt: number): void => {
    this.lastDecision = decision;
    const { events } = this;
    const pending = this.#pending;
    // The transport hands a failure it does not wait out up to the tool-call layer, which decides the same thing
    // about it again and acts: the timeline shows that decision once.
    const previous = pending?.decision ?? events.findLast((event) => event.kind === 'decision')?.decision;
    const sinceLastCall = events.findLastIndex((event) => event.kind === 'exchange');
    const lastDecisionAt = events.findLastIndex((event) => event.kind === 'decision');
    const repeated =
      previous?.action === decision.action &&
      previous.entryId === decision.entryId &&
      (pending !== undefined || lastDecisionAt > sinceLastCall);
    if (repeated) return;
    this.flush(false);
    this.#pending = { decision, attempt, at: this.#clock.now() };
  };

  readonly sleep = async (ms: number, signal?: AbortSignal): Promise<void> => {
    const clock = this.#clock;
    this.flush(true);
    const realMs = clock.realMsFor(ms);
    this.push({
      kind: 'wait',
      at: clock.now(),
      ms,
      realMs,
      compressed: realMs < ms,
      reason: this.lastDecision?.reason ?? '',
    });
    await clock.sleep(ms, signal);
  };
}

/** What the steps of one run share. */
interface Run {
  options: RunOptions;
  timeline: Timeline;
  /** The scene's requests, recorded as the scene's. */
  scene: FetchLike;
  /** The client's own requests, recorded and counted as its calls. */
  own: FetchLike;
  calls: number;
  /** The driver the scenario made the client's call through, once it has. */
  clientDriver: RawMcpDriver | undefined;
}

export async function runEntry(options: RunOptions): Promise<RunResult> {
  const { entry, policy } = options;
  // An official SDK runs bare, and its code loads only when a reader chooses it.
  if (isSdkPolicy(policy)) return (await import('./sdk-clients/run-sdk.ts')).runSdkEntry({ ...options, policy });
  const realStart = Date.now();
  const run = startRun(options);
  const naiveRetry = naiveRetryFor(run);
  const driver = (): RawMcpDriver => {
    if (!run.clientDriver) throw new Error(`The scenario for ${entry.id} made no call of the client's.`);
    return run.clientDriver;
  };
  const reference = referenceClients(run, driver);
  const naiveFetch = createNaiveFetch({
    fetch: run.own,
    maxAttempts: naiveAttempts,
    onRetry: (_, failure) => naiveRetry(failure),
  });
  const clientFetch = (server: MockedServer): FetchLike => (policy === 'naive' ? naiveFetch : reference(server).fetch);
  const host = hostOf(entry);
  const revision = revisionFor(options, host);
  const context = scenarioContext(run, clientFetch, revision);
  const connected = await connect(run, host, revision);
  const finish = (outcome: Outcome): Promise<RunResult> =>
    finishRun(run, outcome, { host, revision, readOnlyTools: connected.readOnlyTools, realStart });

  let first: FirstAnswer;
  try {
    const observations = await triggerEntry(entry, context);
    first = { observation: observations.find((observation) => observation.surface === 'mcp') ?? observations[0]! };
  } catch (thrown) {
    // The reference fetch throws a transport fault (a stream that lost its response) for the tool layer to decide.
    if (!isMcpClientError(thrown) && !brokenStreamOf(thrown)) {
      const message = thrown instanceof Error ? thrown.message : String(thrown);
      return finish({ status: 'stopped', summary: `The scene could not be set: ${message}` });
    }
    first = { thrown };
  }
  const server = run.clientDriver ? serverOfDriver(run.clientDriver) : host;
  const outcome = await react(first, {
    policy,
    server,
    reference: () => reference(server),
    caller: primedCaller(first, driver),
    driver,
    decided: run.timeline.decided,
    naiveRetry,
    calls: () => run.calls,
    options,
    lastDecision: () => run.timeline.lastDecision,
  });
  return finish(outcome);
}

/** A run's timeline and its two recorded fetches: the scene's, and the client's own, whose calls it counts. */
function startRun(options: RunOptions): Run {
  const { clock } = options;
  const timeline = new Timeline(clock, options.onEvent);
  const { emit } = timeline;
  const sceneExchange = (exchange: Exchange) => emit({ kind: 'exchange', at: clock.now(), exchange, by: 'scene' });
  const run: Run = {
    options,
    timeline,
    scene: recordingFetch(options.fetch, sceneExchange),
    own: recordingFetch(options.fetch, (exchange) =>
      emit({ kind: 'exchange', at: clock.now(), exchange, by: 'client', call: ++run.calls }),
    ),
    calls: 0,
    clientDriver: undefined,
  };
  return run;
}

/**
 * The naive client's habit, said once: it repeats every refusal at once, whatever the server said. Where the
 * server counts refused requests against the limit too, every repeat pushes the lockout further: said too.
 */
function naiveRetryFor(run: Run): (failure: string) => void {
  const { entry, clock } = run.options;
  const counting = limitsOf(hostOf(entry)).find((limit) => limit.breach === entry.id && limit.rate?.countsRefused);
  let saidHabit = false;
  return (failure: string) => {
    if (saidHabit) return;
    saidHabit = true;
    const worse = counting
      ? ` ${getServer(counting.server).name} counts refused requests against "${counting.what.replaceAll('`', '')}" too, so each repeat adds to the count it must get under.`
      : '';
    run.timeline.emit({
      kind: 'note',
      at: clock.now(),
      text: `Call ${run.calls} refused (${failure}): the naive client repeats every refusal at once, up to ${naiveAttempts} calls.${worse}`,
    });
  };
}

/**
 * One reference client per server the run calls (one, in every scenario): its fetch and its tool calls share one
 * quiet gate and one retry budget, and it tells the timeline each decision once.
 */
function referenceClients(run: Run, driver: () => RawMcpDriver): (server: MockedServer) => ResilientClient {
  const referenceFor = new Map<MockedServer, ResilientClient>();
  const random = seededRandom(run.options.seed);
  return (server: MockedServer): ResilientClient => {
    let client = referenceFor.get(server);
    if (!client) {
      client = createReferenceClient(run, server, driver, random);
      referenceFor.set(server, client);
    }
    return client;
  };
}

/** The reference client for `server`, on the run's clock and timeline, with the playground's hooks. */
function createReferenceClient(
  run: Run,
  server: MockedServer,
  driver: () => RawMcpDriver,
  random: () => number,
): ResilientClient {
  const { options, timeline, own, scene } = run;
  const { clock } = options;
  const polled = (poll: HoldPoll) => timeline.emit({ kind: 'note', at: clock.now(), text: describePoll(poll) });
  const acted = (words: string) =>
    timeline.emit({ kind: 'note', at: clock.now(), text: `${words} The client repeats the call once.`, by: 'scene' });
  const callFirst = options.callFirstArguments?.(server);
  return createResilientClient({
    server,
    entries,
    fetch: own,
    clock: { sleep: timeline.sleep, now: () => clock.now(), random },
    ...(options.signal ? { signal: options.signal } : {}),
    hooks: {
      onDecision: ({ decision, attempt, poll }) => (poll ? polled(poll) : timeline.decided(decision, attempt)),
      // A person allows the held call (the scene), then the client polls the hold through its own calls.
      pollHold: async (hold, poll) => {
        await options.decideHold?.(hold.id, driver(), scene);
        return showPassportPoller({
          callTool: async (p) => resultOf(await driver().callTool(p.name, p.arguments ?? {})),
        })(hold, poll);
      },
      reinitialize: async () => {
        driver().sessionId = undefined;
        await driver().initialize();
      },
      onUnauthorized: async () => options.signIn?.(driver(), undefined, own),
      onInsufficientScope: async (decision) => options.signIn?.(driver(), decision.scope, own),
      ...(options.personActs
        ? {
            onPersonNeeded: async (decision: Decision) => acted(await options.personActs!(decision, driver(), scene)),
          }
        : {}),
      ...(callFirst ? { callFirstArguments: callFirst } : {}),
    },
  });
}

/** The revision asked for where the host speaks it and the entry applies to it, else the first that fits. */
function revisionFor(options: RunOptions, host: ServerId): Revision {
  const fits = runRevisions(options.entry, getServer(host).revisions);
  return options.revision && fits.includes(options.revision)
    ? options.revision
    : (fits[0] ?? getServer(host).revisions[0]!);
}

/** What the scenario sets its scene with: the scene's fetch and drivers, the client's, the mock's faults and clock. */
function scenarioContext(
  run: Run,
  clientFetch: (server: MockedServer) => FetchLike,
  revision: Revision,
): ScenarioContext {
  const { origin, mock, clock } = run.options;
  return {
    origin,
    fetch: run.scene,
    driver: (server, asked) => {
      const spoken = getServer(server).revisions;
      const chosen = asked ?? (spoken.includes(revision) ? revision : spoken[0]!);
      return new RawMcpDriver(run.scene, `${origin}/${server}/mcp`, chosen);
    },
    client: (driver) => {
      run.clientDriver = driver.through(clientFetch(serverOfDriver(driver)));
      return run.clientDriver;
    },
    inject: (server, entryId) => mock.faults.add({ server, entry: entryId }),
    advance: (ms) => clock.skip(ms),
    later: (ms, action) => clock.later(ms, action),
  };
}

/** Starts the run's clock and a fresh mock, and connects to the host as the scene (said on the timeline). */
async function connect(run: Run, host: ServerId, revision: Revision): Promise<Handshake> {
  const { mock, clock, origin } = run.options;
  clock.set(runStartsAt);
  mock.reset();
  const connected = await handshake(host, revision, origin, run.scene);
  run.timeline.emit({ kind: 'note', at: clock.now(), text: connected.summary, by: 'scene' });
  mock.reset();
  return connected;
}

/** Ends the timeline with the outcome, lets the clock settle, and scores the run. */
async function finishRun(
  run: Run,
  outcome: Outcome,
  at: { host: ServerId; revision: Revision; readOnlyTools: Handshake['readOnlyTools']; realStart: number },
): Promise<RunResult> {
  const { options, timeline, clientDriver } = run;
  const { clock } = options;
  timeline.emit({ kind: 'outcome', at: clock.now(), outcome });
  await clock.settle();
  const server = clientDriver ? serverOfDriver(clientDriver) : at.host;
  return {
    entry: options.entry.id,
    policy: options.policy,
    seed: options.seed,
    revision: clientDriver?.revision ?? at.revision,
    events: timeline.events,
    outcome,
    score: scoreOf(timeline.events, {
      server,
      revision: clientDriver?.revision ?? at.revision,
      readOnlyTools: at.readOnlyTools,
      endedAt: clock.now(),
    }),
    realMs: Date.now() - at.realStart,
  };
}

interface ReactContext {
  policy: ClientPolicy;
  server: MockedServer;
  /** The reference client whose fetch made the call. */
  reference: () => ResilientClient;
  caller: ReturnType<typeof primedCaller>;
  driver: () => RawMcpDriver;
  decided: (decision: Decision, attempt: number) => void;
  naiveRetry: (failure: string) => void;
  calls: () => number;
  options: RunOptions;
  lastDecision: () => Decision | undefined;
}

const wordsOf = (result: { content: Array<{ type: string; text?: string }> }): string =>
  result.content.flatMap((block) => (block.type === 'text' && block.text ? [block.text] : [])).join(' ');

/** Hands the first answer to the client's tool-call layer, and says how it ended. */
async function react(first: FirstAnswer, context: ReactContext): Promise<Outcome> {
  const { policy, caller, driver, options } = context;
  const needsToolLayer = 'thrown' in first || isToolReply(first.observation) || first.observation.message?.error;
  if (!needsToolLayer && 'observation' in first) {
    const { status } = first.observation;
    if (status >= 200 && status < 300 && policy === 'reference' && !context.lastDecision()) {
      // An answer with no tool layer (a notification's 202): say what it was, where the catalog names it.
      const { observation } = first;
      const http = { kind: 'http' as const, status, headers: observation.headers, body: observation.body };
      const seen = classify(http, { server: context.server, revision: driver().revision, entries });
      if (seen.action === 'not-an-error') context.decided(seen, 1);
    }
    const decision = context.lastDecision();
    if (lostResponse(first.observation, driver().lastRequest?.init.body)) {
      const summary = `HTTP ${status}, but the stream ended before the response: no answer came.`;
      return { status: policy === 'naive' ? 'gave-up' : 'stopped', summary, ...(decision ? { decision } : {}) };
    }
    if (status >= 200 && status < 300) {
      return { status: 'success', summary: `HTTP ${status}: the server answered.`, ...(decision ? { decision } : {}) };
    }
    if (policy === 'naive')
      return { status: 'gave-up', summary: `HTTP ${status}, after ${context.calls()} calls in a row.` };
    return {
      status: 'stopped',
      summary: decision ? `${decision.reason} (HTTP ${status})` : `HTTP ${status}: not retried.`,
      ...(decision ? { decision } : {}),
    };
  }
  if (policy === 'naive' && 'observation' in first && first.observation.status >= 400) {
    // The naive fetch already repeated this refusal as often as it repeats anything.
    return { status: 'gave-up', summary: `HTTP ${first.observation.status}, after ${context.calls()} calls in a row.` };
  }
  const params = scenarioCallParams(driver()) ?? { name: 'the call', arguments: {} };
  // The naive client's tool calls, counted as the scorecard counts refusals: a handshake before them is not one.
  let toolCalls = 1;
  try {
    const result =
      policy === 'naive'
        ? await callToolNaively(caller, params, {
            maxAttempts: naiveAttempts,
            onRetry: (_, failure) => {
              toolCalls += 1;
              context.naiveRetry(failure);
            },
          })
        : // Each repeat is the scenario's own request again, idempotency key and all.
          await context.reference().callTool(caller, params, { write: false });
    const words = wordsOf(result);
    if (policy === 'reference' && !context.lastDecision() && 'observation' in first) {
      // Nothing went wrong, so the client decided nothing; say what the answer was, where the catalog names it:
      // in the tool result, or in the HTTP answer that carried it (a header ignored, not rejected).
      const where = { server: context.server, revision: driver().revision, entries };
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
    const with_ = decision ? { decision } : {};
    // A reply the catalog calls not an error (Clockford's "reports are spaced out") is an answer, flagged or not.
    if (result.isError && policy === 'reference' && decision?.action === 'not-an-error')
      return { status: 'success', summary: `Not an error, nothing to repeat: ${words}`, ...with_ };
    if (result.isError && policy === 'naive')
      return { status: 'gave-up', summary: `Refused ${toolCalls} times in a row: ${words}` };
    if (result.isError) return { status: 'stopped', summary: words, ...with_ };
    return { status: 'success', summary: words === '' ? 'The call went through.' : words, ...with_ };
  } catch (error) {
    const decision = isMcpClientError(error) ? error.decision : context.lastDecision();
    const summary = error instanceof Error ? error.message : String(error);
    if (policy === 'naive') return { status: 'gave-up', summary: `After ${context.calls()} calls: ${summary}` };
    // Carrying on without a call that did nothing is what the server advised, not a failure of the client.
    return { status: statusOfError(error), summary, ...(decision ? { decision } : {}) };
  }
}
