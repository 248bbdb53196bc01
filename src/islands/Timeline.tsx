import type { TraceEvent } from '../playground/trace.ts';
import { eventLine } from '../playground/describe-event.ts';

/** Each attempt, each decision with its reason, each wait drawn as it passes, and the outcome. */
export default function Timeline({ events, live }: { events: TraceEvent[]; live: boolean }) {
  const first = firstShown(events);
  // Notes (how the client connected) always show; early requests that only set the scene fold away.
  const shown = events.filter((event, index) => index >= first || event.kind !== 'exchange');
  const skipped = events.slice(0, first).filter((event) => event.kind === 'exchange').length;
  return (
    <ol className="pg-timeline">
      {skipped > 0 && (
        <li className="pg-event pg-note">
          {skipped} earlier {skipped === 1 ? 'request' : 'requests'} set the scene (see the wire below)
        </li>
      )}
      {shown.map((event, index) => (
        <li key={index} className={`pg-event pg-ev-${event.kind}`} data-kind={event.kind}>
          {event.kind === 'decision' && (
            <span className="pg-badge" data-action={event.decision.action} data-entry={event.decision.entryId}>
              {event.decision.action}
            </span>
          )}
          {event.kind === 'exchange' && (
            <span className={`pg-status pg-status-${Math.floor(event.exchange.status / 100)}xx`}>
              {event.exchange.status}
            </span>
          )}{' '}
          <span>{eventLine(event)}</span>
          {event.kind === 'wait' && (
            <span
              className={`pg-wait-bar${live && index === shown.length - 1 ? ' pg-wait-running' : ''}`}
              style={{ animationDuration: `${event.realMs}ms` }}
              aria-hidden="true"
            />
          )}
        </li>
      ))}
    </ol>
  );
}

/** Where the timeline starts: two requests before the client's first decision (or the last three requests). */
function firstShown(events: TraceEvent[]): number {
  const decision = events.findIndex((event) => event.kind === 'decision');
  const end = decision === -1 ? events.length : decision;
  let start = end;
  for (let seen = 0; start > 0 && seen < (decision === -1 ? 3 : 2); start--) {
    if (events[start - 1]?.kind === 'exchange') seen++;
  }
  return start;
}
