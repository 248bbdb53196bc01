/** Which events a timeline shows first: the requests that only set the scene fold away. */
import { findIndexedEntry } from '../catalog/entry-index.ts';
import type { TraceEvent } from './trace.ts';

/** The HTTP statuses a catalog entry is refused with, when it is refused over HTTP. */
const refusalStatuses = (entryId: string | undefined): number[] =>
  (entryId === undefined ? undefined : findIndexedEntry(entryId))?.refusedWith ?? [];

/**
 * The index the timeline starts at: two requests before the client's first decision (the last three requests
 * when it made none). Requests run concurrently in some scenarios (a flood that trips a rate limit), so other
 * replies can land between a refusal and the decision about it; when the decision's catalog entry is refused
 * over HTTP, the start moves back to the last request refused with that status, so the timeline shows it.
 */
export function timelineStart(events: readonly TraceEvent[]): number {
  const decisionAt = events.findIndex((event) => event.kind === 'decision');
  const end = decisionAt === -1 ? events.length : decisionAt;
  let start = end;
  for (let seen = 0; start > 0 && seen < (decisionAt === -1 ? 3 : 2); start--) {
    if (events[start - 1]?.kind === 'exchange') seen++;
  }
  const decision = events[decisionAt];
  if (decision?.kind !== 'decision') return start;
  const statuses = refusalStatuses(decision.decision.entryId);
  const refused = events
    .slice(0, end)
    .findLastIndex((event) => event.kind === 'exchange' && statuses.includes(event.exchange.status));
  return refused === -1 ? start : Math.min(start, refused);
}
