/**
 * The colour a run's outcome and its calls are drawn in, as a tone that says whether the client did right: green
 * for a success with every named wait honoured, blue for the reference client's settled ending (it stopped, handed
 * back a long wait or carried on, as the catalog says), red for what a client should not have done (the naive
 * client giving up after hammering, or succeeding over a wait it ignored). A call's chip is red when the server
 * refused it, a refusal inside an HTTP 200 (a JSON-RPC error, a tool result with `isError`) included.
 */
import type { Exchange } from '../mock/index.ts';
import { refusedIn200 } from './describe-event.ts';
import type { ClientPolicy, Outcome, Scorecard } from './trace.ts';

export type Tone = 'right' | 'settled' | 'wrong';

/** Whether the client did right, read off how its run ended and what the wire shows it did. */
export function outcomeTone(run: {
  policy: ClientPolicy;
  outcome: Pick<Outcome, 'status'>;
  score: Pick<Scorecard, 'waitsHonoured'>;
}): Tone {
  // An official SDK that never returned left its caller stuck.
  if (run.outcome.status === 'hung' || run.score.waitsHonoured === false) return 'wrong';
  if (run.outcome.status === 'success') return 'right';
  return run.policy === 'naive' ? 'wrong' : 'settled';
}

/** The class of an outcome drawn in its tone: `pg-tone pg-tone-settled`. */
export const toneClass = (tone: Tone): string => `pg-tone pg-tone-${tone}`;

/** The chip of a call's status: `pg-status pg-status-2xx`, or `pg-status pg-status-refused` for a refusal in a 200. */
export function statusChipClass(exchange: Pick<Exchange, 'status' | 'responseBody'>): string {
  const refused = refusedIn200(exchange) !== undefined;
  return `pg-status ${refused ? 'pg-status-refused' : `pg-status-${Math.floor(exchange.status / 100)}xx`}`;
}
