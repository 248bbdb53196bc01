import type { TraceEvent } from '../playground/trace.ts';
import { eventLine } from '../playground/describe-event.ts';
import { timelineStart } from '../playground/timeline-start.ts';

/** Each attempt, each decision with its reason, each wait drawn as it passes, and the outcome. */
export default function Timeline({ events, live }: { events: TraceEvent[]; live: boolean }) {
  const first = timelineStart(events);
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
