/**
 * What a timeline draws: the scene folded to one row (the one before the client's first call past its handshake is
 * the same for both clients; a later one, a person acting for this client, is this run's own), runs of identical calls folded to one
 * row with a count, and every decision, wait, note and outcome as it came.
 */
import type { Exchange } from '../mock/index.ts';
import { callName, exchangeLine } from './describe-event.ts';
import type { TraceEvent } from './trace.ts';

export type TimelineRow =
  | { kind: 'scene'; exchanges: Exchange[]; notes: string[]; at: number; opening: boolean }
  | { kind: 'calls'; exchange: Exchange; first: number; last: number; count: number; at: number }
  | { kind: 'event'; event: Exclude<TraceEvent, { kind: 'exchange' }> };

/** A client's connecting calls, before the call that meets the entry. */
const handshake = new Set(['initialize', 'notifications/initialized', 'server/discover']);

/** Folds a run's events into the rows a timeline draws. */
export function timelineRows(events: readonly TraceEvent[]): TimelineRow[] {
  const rows: TimelineRow[] = [];
  let clientCalled = false;
  for (const event of events) {
    const last = rows.at(-1);
    // Before the client's first call, everything is the scene: its requests and notes in one folded row.
    if (event.kind === 'note' && event.by === 'scene' && last?.kind === 'scene') {
      last.notes.push(event.text);
      continue;
    }
    if (event.kind !== 'exchange') {
      rows.push({ kind: 'event', event });
      continue;
    }
    if (event.by === 'scene') {
      if (last?.kind === 'scene') last.exchanges.push(event.exchange);
      else rows.push({ kind: 'scene', exchanges: [event.exchange], notes: [], at: event.at, opening: !clientCalled });
      continue;
    }
    // The client's own handshake is not yet a call: a server may set its scene up once the client has connected.
    if (!handshake.has(callName(event.exchange) ?? '')) clientCalled = true;
    const call = event.call ?? 0;
    if (
      last?.kind === 'calls' &&
      exchangeLine(last.exchange) === exchangeLine(event.exchange) &&
      last.last === call - 1
    ) {
      last.last = call;
      last.count += 1;
      continue;
    }
    rows.push({ kind: 'calls', exchange: event.exchange, first: call, last: call, count: 1, at: event.at });
  }
  return rows;
}

/** `Call 3`, or `Calls 2–10 (9 ×)` for a folded run. */
export function callsLabel(row: Extract<TimelineRow, { kind: 'calls' }>): string {
  return row.count === 1 ? `Call ${row.first}` : `Calls ${row.first}–${row.last} (${row.count} ×)`;
}

/**
 * What a folded scene did, in a line: `Scene: 51 requests set up the server (the same for both clients)`. The
 * sameness is said only of the opening scene, and only where `bothShown` (both clients' panes show it).
 */
export function sceneLabel(row: Extract<TimelineRow, { kind: 'scene' }>, bothShown: boolean): string {
  const count = row.exchanges.length;
  const requests = `${count} ${count === 1 ? 'request' : 'requests'}`;
  if (!row.opening)
    return `Scene: ${requests} to the server during this client's run, made by the scene, not the client`;
  return `Scene: ${requests} set up the server${bothShown ? ' (the same for both clients)' : ''}`;
}
