/**
 * What a playground run records, in order: the scene the server was put in, the client's own calls, its
 * decisions and waits, and how it ended, with a scorecard read off the wire.
 */
import type { Decision } from '../client/decision.ts';
import type { Exchange } from '../mock/index.ts';
import type { SdkRunReport } from './sdk-clients/sdk-report.ts';

/** Which client made the run: ours (reference, naive), or an official SDK client, bare, as documented. */
export type ClientPolicy = 'reference' | 'naive' | 'sdk-v2' | 'sdk-v1';

/** The clients that are an official SDK, bare. */
export type SdkPolicy = Extract<ClientPolicy, `sdk-${string}`>;

/** Whether a client is an official SDK, bare (it reacts to nothing: the run shows what its caller receives). */
export const isSdkPolicy = (policy: ClientPolicy): policy is SdkPolicy => policy.startsWith('sdk-');

/**
 * How a run ended:
 * - `success`: the call went through, or the answer was not an error (a replay stands, a long-poll came back empty);
 * - `stopped`: the client stopped on the server's answer, as the catalog says a correct client does;
 * - `gave-up`: the client ran out of attempts (or retry budget) while the server still refused;
 * - `waiting`: the server named a wait longer than the client sits out, or a person has not decided yet: the
 *   client hands the call back to try later;
 * - `carried-on`: the call did nothing and the client carried on without it, as the server advised;
 * - `hung`: an official SDK client never returned, and the run cut it off.
 */
export type OutcomeStatus = 'success' | 'stopped' | 'gave-up' | 'waiting' | 'carried-on' | 'hung';

export interface Outcome {
  status: OutcomeStatus;
  /** One line for a person, in the client's words. */
  summary: string;
  /** The last decision the client made, if any. */
  decision?: Decision;
}

/** Who sent a request: the scene (setting up the server's state, identically for both clients), or the client. */
export type Actor = 'scene' | 'client';

export type TraceEvent =
  | {
      kind: 'exchange';
      at: number;
      exchange: Exchange;
      by: Actor;
      /** The client's call number, from 1, never restarting; scene requests have none. */
      call?: number;
    }
  | {
      kind: 'decision';
      at: number;
      decision: Decision;
      attempt: number;
      /** For a decision to wait: whether the client took the wait (`false` when the attempts or budget ran out). */
      waited?: boolean;
    }
  | { kind: 'wait'; at: number; ms: number; realMs: number; compressed: boolean; reason: string }
  | { kind: 'note'; at: number; text: string; by?: Actor }
  | { kind: 'outcome'; at: number; outcome: Outcome };

/** What the wire shows a client did, counted the same way for both clients. */
export interface Scorecard {
  /** Requests the client sent (its repeats, re-initializations, polls and sign-ins included). */
  callsSent: number;
  /** Of those, how many the server refused (an HTTP error, a JSON-RPC error, or a tool result that is an error). */
  callsRefused: number;
  /** Mock-clock time from the client's first call to its outcome. */
  clockMs: number;
  /** Writes the server applied for the client; a replayed write is the same write, counted once. */
  writes: number;
  /**
   * Whether the client waited out every wait the server named before calling again (Retry-After,
   * retryAfterSeconds, resets_at, "N seconds"); `undefined` when the server named none.
   */
  waitsHonoured: boolean | undefined;
}

/** Everything a run produced. */
export interface RunResult {
  entry: string;
  policy: ClientPolicy;
  seed: number;
  revision: string;
  events: TraceEvent[];
  outcome: Outcome;
  score: Scorecard;
  /** Time the run took in real time. */
  realMs: number;
  /** For an official SDK's run: what its caller received, and whether anything was retried. */
  sdk?: SdkRunReport;
}

/** The decisions of a run, in order. */
export const decisionsOf = (result: Pick<RunResult, 'events'>): Decision[] =>
  result.events.flatMap((event) => (event.kind === 'decision' ? [event.decision] : []));
