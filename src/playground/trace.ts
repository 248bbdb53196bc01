/** What a playground run records, in order: the wire, the client's decisions, the waits, the outcome. */
import type { Decision } from '../client/index.ts';
import type { Exchange } from '../mock/scenarios/index.ts';

/** Which client made the run. */
export type ClientPolicy = 'reference' | 'naive';

/** How a run ended. */
export interface Outcome {
  /**
   * `succeeded`: the call went through (or a replay stood); `stopped`: the client stopped on the server's
   * answer; `carried-on`: the call did nothing and the client carried on without it, as the server advised.
   */
  status: 'succeeded' | 'stopped' | 'carried-on';
  /** One line for a person, in the client's words: `Stopped: "This passport is closed…"`. */
  summary: string;
  /** The last decision the client made, if any. */
  decision?: Decision;
}

export type TraceEvent =
  | { kind: 'exchange'; at: number; exchange: Exchange; phase: 'connect' | 'trigger' | 'react' }
  | { kind: 'decision'; at: number; decision: Decision; attempt: number }
  | { kind: 'wait'; at: number; ms: number; realMs: number; compressed: boolean; reason: string }
  | { kind: 'note'; at: number; text: string }
  | { kind: 'outcome'; at: number; outcome: Outcome };

/** Everything a run produced. */
export interface RunResult {
  policy: ClientPolicy;
  events: TraceEvent[];
  outcome: Outcome;
  /** Requests the mock server had to take. */
  calls: number;
  /** Time the run took on the shared clock (compressed waits count in full). */
  elapsedMs: number;
  /** Time the run took in real time. */
  realMs: number;
}

/** The decisions of a run, in order. */
export const decisionsOf = (result: Pick<RunResult, 'events'>): Decision[] =>
  result.events.flatMap((event) => (event.kind === 'decision' ? [event.decision] : []));
