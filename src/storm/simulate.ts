/**
 * The storm: N clients against one server, on a simulated clock. Each client begins a logical call every two seconds
 * (open loop: its users do not wait for its earlier calls), and each call is retried by the client's strategy. A
 * call meets the server's limiter from the catalog first (the mock's own, one key per client: its address or agent),
 * then the server, which serves at most `capacity` calls a second, a tenth of it in each tenth of a second, and none
 * during an outage. No DOM and no network: a reply arrives a round trip after its call. Every random draw comes from
 * one seeded generator in event order, so a seed gives the same run.
 */
import { limiterFor, ManualClock, type RateLimiter } from '../mock/parts.ts';
import { createRetryBudget, type RetryBudget, type RetryKind } from '../client/retry-budget.ts';
import { seededRandom } from '../playground/seeded-random.ts';
import { createAdaptiveThrottle } from './adaptive-throttle.ts';
import { createCallPool, type CallPool } from './call-pool.ts';
import { createCalendar, type Calendar } from './calendar.ts';
import { stormTiming, type StormParams } from './params.ts';
import { createSeries, rowsOf, type SecondRow, type Series } from './series.ts';
import { stormLimit } from './server-limits.ts';
import { strategies, type Strategy } from './strategies.ts';
import { summarize, type RunTally, type StormSummary } from './summary.ts';

/** What a run counts as it goes, besides its series: the time-to-success histograms and the limiter's refusals. */
type Counts = Omit<RunTally, 'outageEndMs'>;
const newCounts = (endMs: number): Counts => ({
  toSuccess: new Uint32Array(endMs + 1),
  successes: 0,
  toSuccessRefused: new Uint32Array(endMs + 1),
  refusedSuccesses: 0,
  limited: 0,
});

/** What became of one call that reached the server. */
export type CallOutcome = 'accepted' | 'limited' | 'overloaded' | 'down';

/** One call as the server saw it, for tests that check the limiter's word. */
export interface ObservedCall {
  client: number;
  key: string;
  at: number;
  outcome: CallOutcome;
}

export interface StormOptions {
  /** Sees every call that reaches the server. */
  observe?: (call: ObservedCall) => void;
}

/** A run in progress: advance it in slices (the page does, to stay responsive), then read its figures. */
export interface StormRun {
  readonly params: StormParams;
  readonly series: Series;
  /** Simulated ms reached. */
  readonly now: number;
  readonly done: boolean;
  /** Runs every event before `untilMs` (capped at the run's end). */
  advance(untilMs: number): void;
  summary(): StormSummary;
}

// Calendar events: a client's next steady call, a burst call, or a retry of a call in the pool.
const steady = 0;
const burst = 1;
const retry = 2;

/** The whole second a simulated ms falls in. */
const secondOf = (ms: number) => (ms / 1000) | 0;

export function createStorm(params: StormParams, options: StormOptions = {}): StormRun {
  const { clients, seconds, workload } = params;
  const strategy = strategies[params.strategy];
  const limit = stormLimit(params.server);
  const endMs = seconds * 1000;
  const { latencyMs, intervalMs, troubleAtMs } = stormTiming;
  const outageEnd = workload.kind === 'outage' ? troubleAtMs + workload.seconds * 1000 : -Infinity;

  const random = seededRandom(params.seed);
  const clock = new ManualClock(0);
  // The catalog's rate says whether refused calls count (Connect's do): the mock's own limiter reads it there.
  const serve = createStormServer(params.capacity, limiterFor(limit.rate, clock), outageEnd);
  const keyOf = Array.from({ length: clients }, (_, client) => `${limit.scope}-${client}`);
  const budgets: RetryBudget[] = strategy.budget ? Array.from({ length: clients }, () => createRetryBudget()) : [];
  const throttle = strategy.throttle ? createAdaptiveThrottle(clients) : undefined;
  const calls = createCallPool();
  const calendar = createCalendar(endMs);
  const series = createSeries(seconds);
  const tally = newCounts(endMs);
  const { end, fail } = callEnds({ endMs, strategy, random, budgets, calls, calendar, series, tally });
  // The hot path reads the counts through locals, not through the series object.
  const { sent, retries, refused, accepted, shed } = series;

  const attempt = (call: number, at: number) => {
    const second = secondOf(at);
    const client = calls.client[call]!;
    calls.attempts[call]! += 1;
    if (throttle) {
      const refuseOwn = throttle.rejectProbability(client, at);
      if (refuseOwn > 0 && random() < refuseOwn) {
        throttle.record(client, at, false);
        shed[second]! += 1;
        return fail(call, at, 'transient');
      }
    }
    sent[second]! += 1;
    if (calls.attempts[call]! > 1) retries[second]! += 1;
    const outcome = serve(keyOf[client]!, at);
    throttle?.record(client, at, outcome === 'accepted');
    options.observe?.({ client, key: keyOf[client]!, at, outcome });
    if (outcome === 'accepted') {
      accepted[second]! += 1;
      return end(call, at + latencyMs, true);
    }
    refused[second]! += 1;
    if (outcome === 'limited') tally.limited += 1;
    // A limiter's 429 names a wait (a throttling retry, in the budget's terms); a 503 names none (a transient one).
    fail(call, at + latencyMs, outcome === 'limited' ? 'throttling' : 'transient');
  };

  const begin = (client: number, at: number) => {
    series.started[secondOf(at)]! += 1;
    attempt(calls.open(client, at), at);
  };

  const handle = (event: number, at: number) => {
    const kind = event % 4;
    const subject = (event - kind) / 4;
    if (kind === retry) return attempt(subject, at);
    if (kind === steady) calendar.add(at + intervalMs, event);
    begin(subject, at);
  };

  for (let client = 0; client < clients; client++) {
    calendar.add(Math.floor(random() * intervalMs), client * 4 + steady);
    if (workload.kind === 'burst') {
      for (let call = 0; call < stormTiming.burstCalls; call++) calendar.add(troubleAtMs, client * 4 + burst);
    }
  }

  const summary = () =>
    summarize(params, series, {
      ...tally,
      outageEndMs: workload.kind === 'outage' ? outageEnd : undefined,
    });
  return stormRun({ params, series, calendar, clock, endMs, handle, summary });
}

/**
 * The server the calls meet: the catalog's limiter first (one key per client), then the outage, then its capacity,
 * `capacity` calls a second spread evenly over its slots; an accepted call takes a place in its slot.
 */
function createStormServer(capacity: number, limiter: RateLimiter, outageEnd: number) {
  const { slotMs, troubleAtMs } = stormTiming;
  const slotsPerSecond = 1000 / slotMs;
  const allowance = (slot: number) =>
    Math.floor((capacity * (slot + 1)) / slotsPerSecond) - Math.floor((capacity * slot) / slotsPerSecond);
  let slot = -1;
  let served = 0;
  let slotAllowance = 0;
  return (key: string, at: number): CallOutcome => {
    const now = (at / slotMs) | 0;
    if (now !== slot) {
      slot = now;
      served = 0;
      slotAllowance = allowance(slot);
    }
    if (!limiter.take(key).allowed) return 'limited';
    if (at >= troubleAtMs && at < outageEnd) return 'down';
    if (served >= slotAllowance) return 'overloaded';
    served += 1;
    return 'accepted';
  };
}

/** What a call's end does: a success or a loss counted in its second; a failure retried while its strategy and budget allow. */
function callEnds(run: {
  endMs: number;
  strategy: Strategy;
  random: () => number;
  budgets: RetryBudget[];
  calls: CallPool;
  calendar: Calendar;
  series: Series;
  tally: Counts;
}) {
  const { endMs, strategy, random, budgets, calls, calendar, series, tally } = run;
  const end = (call: number, at: number, succeeded: boolean) => {
    const client = calls.client[call]!;
    if (at < endMs) {
      if (succeeded) {
        series.succeeded[secondOf(at)]! += 1;
        tally.toSuccess[at - calls.start[call]!]! += 1;
        tally.successes += 1;
        // A call refused at least once: the only kind a strategy's waits slow down.
        if (calls.attempts[call]! > 1) {
          tally.toSuccessRefused[at - calls.start[call]!]! += 1;
          tally.refusedSuccesses += 1;
        }
      } else series.lost[secondOf(at)]! += 1;
    }
    if (succeeded) budgets[client]?.recordSuccess(calls.retryCost[call]);
    calls.free(call);
  };
  const fail = (call: number, at: number, kind: RetryKind) => {
    const made = calls.attempts[call]!;
    if (made >= strategy.maxAttempts) return end(call, at, false);
    const budget = budgets[calls.client[call]!];
    if (budget) {
      const cost = budget.take(kind);
      if (cost === undefined) return end(call, at, false);
      calls.retryCost[call]! += cost;
    }
    calendar.add(at + strategy.waitMs(made - 1, random), call * 4 + retry);
  };
  return { end, fail };
}

/** The run as its callers drive it: advanced in slices on its own clock, read as it goes. */
function stormRun(run: {
  params: StormParams;
  series: Series;
  calendar: Calendar;
  clock: ManualClock;
  endMs: number;
  handle: (event: number, at: number) => void;
  summary: () => StormSummary;
}): StormRun {
  const { params, series, calendar, clock, endMs, handle, summary } = run;
  return {
    params,
    series,
    get now() {
      return calendar.now;
    },
    get done() {
      return calendar.now >= endMs;
    },
    advance(untilMs) {
      calendar.run(Math.min(untilMs, endMs), (event, at) => {
        clock.advance(at - clock.now());
        handle(event, at);
      });
    },
    summary,
  };
}

/** A run's figures with its per-second series: what the CLI prints and the tests read. */
export interface StormResult extends StormSummary {
  perSecond: SecondRow[];
}

/** A whole run at once. */
export function runStorm(params: StormParams, options: StormOptions = {}): StormResult {
  const run = createStorm(params, options);
  run.advance(Infinity);
  return { ...run.summary(), perSecond: rowsOf(run.series) };
}
