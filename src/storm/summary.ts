/** A run's figures, read off its per-second counts: what `npm run storm` prints and the page's table shows. */
import { formatWorkload, type StormParams } from './params.ts';
import { percentileMs, recoverySeconds, type Series } from './series.ts';

export interface StormSummary {
  server: StormParams['server'];
  clients: number;
  strategy: StormParams['strategy'];
  workload: string;
  /** Calls the server serves in a second. */
  capacity: number;
  seed: number;
  seconds: number;
  /** Calls that reached the server. */
  totalCalls: number;
  accepted: number;
  /** Calls the server refused: all it had to turn away. */
  refused: number;
  /** Of the refused, those its limiter refused (429, naming a wait); the rest were 503s. */
  limited: number;
  retries: number;
  /** Calls the clients refused themselves (client-side throttling). */
  shed: number;
  /** Logical calls begun: the work. */
  logicalCalls: number;
  succeeded: number;
  /** Logical calls that never succeeded: work lost. */
  failed: number;
  /** Logical calls still under way when the run ended. */
  unfinished: number;
  /** Calls per logical call. */
  amplification: number;
  /**
   * After an outage: seconds from its end until the server refuses under 5 % of what it receives for 10 s running;
   * null when it never does within the run, or when there was no outage.
   */
  recoverySeconds: number | null;
  /** Time from a logical call's start to its success, ms; null when none succeeded. */
  p50Ms: number | null;
  p99Ms: number | null;
  /**
   * The same for the logical calls the server refused at least once before they succeeded: what a strategy's
   * waits cost. A call that went through at once takes one round trip whatever the strategy, so `p50Ms` and
   * `p99Ms` mostly say how many went through at once.
   */
  refusedSucceeded: number;
  refusedP50Ms: number | null;
  refusedP99Ms: number | null;
}

/** What the run kept besides its series. */
export interface RunTally {
  /** Time to success: a histogram, one bucket per ms. */
  toSuccess: Uint32Array;
  successes: number;
  /** The same for the logical calls refused at least once. */
  toSuccessRefused: Uint32Array;
  refusedSuccesses: number;
  limited: number;
  outageEndMs: number | undefined;
}

const sum = (values: Int32Array) => values.reduce((total, value) => total + value, 0);

export function summarize(params: StormParams, series: Series, tally: RunTally): StormSummary {
  const logicalCalls = sum(series.started);
  const succeeded = sum(series.succeeded);
  const failed = sum(series.lost);
  const totalCalls = sum(series.sent);
  return {
    server: params.server,
    clients: params.clients,
    strategy: params.strategy,
    workload: formatWorkload(params.workload),
    capacity: params.capacity,
    seed: params.seed,
    seconds: params.seconds,
    totalCalls,
    accepted: sum(series.accepted),
    refused: sum(series.refused),
    limited: tally.limited,
    retries: sum(series.retries),
    shed: sum(series.shed),
    logicalCalls,
    succeeded,
    failed,
    unfinished: logicalCalls - succeeded - failed,
    amplification: logicalCalls === 0 ? 0 : Math.round((totalCalls / logicalCalls) * 1000) / 1000,
    recoverySeconds:
      tally.outageEndMs === undefined ? null : recoverySeconds(series, Math.floor(tally.outageEndMs / 1000)),
    p50Ms: percentileMs(tally.toSuccess, tally.successes, 0.5),
    p99Ms: percentileMs(tally.toSuccess, tally.successes, 0.99),
    refusedSucceeded: tally.refusedSuccesses,
    refusedP50Ms: percentileMs(tally.toSuccessRefused, tally.refusedSuccesses, 0.5),
    refusedP99Ms: percentileMs(tally.toSuccessRefused, tally.refusedSuccesses, 0.99),
  };
}
