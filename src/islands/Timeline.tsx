import type { TraceEvent } from '../playground/trace.ts';
import { eventLine, exchangeLine } from '../playground/describe-event.ts';
import { callsLabel, sceneLabel, timelineRows } from '../playground/timeline-rows.ts';
import { statusChipClass, toneClass, type Tone } from '../playground/tone.ts';

/**
 * The scene folded to one row, the client's calls numbered (runs of identical calls folded with a count), each
 * decision with its reason, each wait drawn as it passes, and the outcome.
 */
export default function Timeline({
  events,
  live,
  bothShown,
  tone,
}: {
  events: TraceEvent[];
  live: boolean;
  /** Whether both clients' panes are shown, so the opening scene is the same in both. */
  bothShown: boolean;
  /** The outcome's tone, once the run has one. */
  tone: Tone | undefined;
}) {
  const rows = timelineRows(events);
  return (
    <ol className="pg-timeline">
      {rows.map((row, index) => {
        if (row.kind === 'scene') {
          return (
            <li key={index} className="pg-event pg-scene" data-kind="scene">
              <details>
                <summary>{sceneLabel(row, bothShown)}</summary>
                <ol>
                  {row.exchanges.map((exchange, at) => (
                    <li key={at}>
                      <span className={statusChipClass(exchange)}>{exchange.status}</span> {exchangeLine(exchange)}
                    </li>
                  ))}
                </ol>
              </details>
              {row.notes.map((note) => (
                <p key={note} className="pg-scene-note">
                  {note}
                </p>
              ))}
            </li>
          );
        }
        if (row.kind === 'calls') {
          return (
            <li key={index} className="pg-event pg-ev-exchange" data-kind="exchange" data-count={row.count}>
              <span className={statusChipClass(row.exchange)}>{row.exchange.status}</span>{' '}
              <span className="pg-call">{callsLabel(row)}</span> <span>{exchangeLine(row.exchange)}</span>
            </li>
          );
        }
        const { event } = row;
        return (
          <li
            key={index}
            className={`pg-event pg-ev-${event.kind}${event.kind === 'note' && event.by === 'scene' ? ' pg-scene' : ''}${event.kind === 'outcome' && tone ? ` ${toneClass(tone)}` : ''}`}
            data-kind={event.kind}
          >
            {event.kind === 'decision' && (
              <span className="pg-badge" data-action={event.decision.action} data-entry={event.decision.entryId}>
                {event.decision.action}
              </span>
            )}{' '}
            <span>{eventLine(event)}</span>
            {event.kind === 'wait' && (
              <span
                className={`pg-wait-bar${live && index === rows.length - 1 ? ' pg-wait-running' : ''}`}
                style={{ animationDuration: `${event.realMs}ms` }}
                aria-hidden="true"
              />
            )}
          </li>
        );
      })}
    </ol>
  );
}
