/** One scenario of a report card: the entry it reproduces, the scene, and each check with what the wire shows. */
import { errorsPath } from '../components/routes.ts';
import { findIndexedEntry } from '../catalog/entry-index.ts';
import { atClock, statusWords, type CheckRecordView, type ScenarioCard } from '../grade/report/checks-file.ts';

/** The catalog row of an entry, when the site knows the entry. */
function entryLink(entry: string) {
  const known = findIndexedEntry(entry);
  return known ? `${errorsPath(known.server)}#${entry}` : undefined;
}

function Check({ check }: { check: CheckRecordView }) {
  return (
    <tr>
      <td className={`rc-status rc-${check.status}`} data-label="Status">
        {statusWords[check.status]}
      </td>
      <td data-label="Check">
        <code>{check.id}</code>
        {check.asks ? <div className="rc-asks">{check.asks}</div> : null}
      </td>
      <td data-label="What the wire shows">
        {check.summary}
        {check.evidence.requests.length > 0 ? (
          <ul className="rc-cited">
            {check.evidence.requests.map((request) => (
              <li key={`${request.run}-${request.n}-${request.note ?? ''}`}>
                <code>
                  run {request.run} #{request.n} {atClock(request.at)} {request.label} → {request.status ?? '—'}
                </code>{' '}
                {request.note}
              </li>
            ))}
          </ul>
        ) : null}
      </td>
    </tr>
  );
}

export default function ReportScenario({ card }: { card: ScenarioCard }) {
  const link = entryLink(card.entry);
  return (
    <section className="rc-scenario" aria-labelledby={`rc-${card.id}`}>
      <h3 id={`rc-${card.id}`}>
        <code>{card.id}</code>
      </h3>
      {card.title ? <p>{card.title}</p> : null}
      <p className="rc-meta">
        Entry: {link ? <a href={link}>{card.entry}</a> : <code>{card.entry}</code>}. The client{' '}
        {card.verdicts.length > 0 ? card.verdicts.join('; ') : 'left no verdict'}.
      </p>
      {card.scene.length > 0 ? (
        <ul className="rc-scene">
          {card.scene.map((note) => (
            <li key={`${note.run}-${note.at}-${note.text}`}>
              {atClock(note.at, note.before)}: {note.text}
            </li>
          ))}
        </ul>
      ) : null}
      <table>
        <thead>
          <tr>
            <th scope="col">Status</th>
            <th scope="col">Check</th>
            <th scope="col">What the wire shows</th>
          </tr>
        </thead>
        <tbody>
          {card.checks.map((check) => (
            <Check key={check.id} check={check} />
          ))}
        </tbody>
      </table>
    </section>
  );
}
