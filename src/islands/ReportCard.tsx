/**
 * The report card page: a reader drops the `checks.json` that `npm run grade -- --out DIR` wrote (or picks one of
 * the scoreboard's runs), and the page draws it. The file is read in the page and goes nowhere.
 */
import { useEffect, useState, type DragEvent } from 'react';
import { errorsPath } from '../components/routes.ts';
import { findIndexedEntry } from '../catalog/entry-index.ts';
import {
  atClock,
  parseChecksFile,
  scenarioCards,
  statusWords,
  tallyOf,
  type CheckRecordView,
  type ScenarioCard,
} from '../grade/report/checks-file.ts';
import './report-card.css';

/** A run on the scoreboard the page can load from the site itself. */
export interface ScoreboardRun {
  id: string;
  name: string;
}

/** The catalog row of an entry, when the site knows the entry. */
function entryLink(entry: string) {
  const known = findIndexedEntry(entry);
  return known ? `${errorsPath(known.server)}#${entry}` : undefined;
}

function Check({ check }: { check: CheckRecordView }) {
  return (
    <tr>
      <td className={`rc-status rc-${check.status}`}>{statusWords[check.status]}</td>
      <td>
        <code>{check.id}</code>
        {check.asks ? <div className="rc-asks">{check.asks}</div> : null}
      </td>
      <td>
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

function Scenario({ card }: { card: ScenarioCard }) {
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

export default function ReportCard({ runs }: { runs: ScoreboardRun[] }) {
  const [checks, setChecks] = useState<CheckRecordView[]>();
  const [source, setSource] = useState<string>();
  const [problem, setProblem] = useState<string>();
  const [dragging, setDragging] = useState(false);

  const show = (text: string, from: string) => {
    try {
      setChecks(parseChecksFile(text));
      setSource(from);
      setProblem(undefined);
    } catch (error) {
      setProblem(error instanceof Error ? error.message : String(error));
    }
  };
  const read = (file: File | undefined) => {
    if (!file) return;
    file.text().then(
      (text) => show(text, file.name),
      () => setProblem(`The file ${file.name} could not be read.`),
    );
  };
  const load = (run: ScoreboardRun) => {
    fetch(`/grade/${run.id}/checks.json`)
      .then((response) => (response.ok ? response.text() : Promise.reject(new Error(`HTTP ${response.status}`))))
      .then(
        (text) => show(text, `the ${run.name}'s run on the scoreboard`),
        (error: unknown) => setProblem(`The ${run.name}'s run could not be loaded (${String(error)}).`),
      );
  };

  useEffect(() => {
    const asked = new URL(window.location.href).searchParams.get('run');
    const run = runs.find((candidate) => candidate.id === asked);
    if (run) load(run);
    // Only the URL the page opened with picks a run, once: the run list and loader need not re-run this.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const drop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    read(event.dataTransfer?.files[0]);
  };
  const tally = checks ? tallyOf(checks) : undefined;

  return (
    <div className="rc">
      <div
        className={`rc-drop${dragging ? ' rc-dragging' : ''}`}
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={drop}
      >
        <p>
          Drop a <code>checks.json</code> here, or{' '}
          <label className="rc-pick">
            choose one
            <input
              type="file"
              accept=".json,application/json"
              onChange={(event) => read(event.currentTarget.files?.[0])}
            />
          </label>
          . It is read in this page and sent nowhere.
        </p>
        {runs.length > 0 ? (
          <p className="rc-runs">
            Or open a run from the scoreboard:{' '}
            {runs.map((run, index) => (
              <span key={run.id}>
                {index > 0 ? ', ' : ''}
                <button type="button" onClick={() => load(run)}>
                  {run.name}
                </button>
              </span>
            ))}
            .
          </p>
        ) : null}
      </div>
      {problem ? (
        <p className="rc-problem" role="alert">
          {problem}
        </p>
      ) : null}
      {checks && tally ? (
        <div className="rc-card" aria-live="polite">
          <h2>Checks</h2>
          <p>
            From {source}: <span className="rc-pass">{tally.pass} passed</span>,{' '}
            <span className="rc-fail">{tally.fail} failed</span>,{' '}
            <span className="rc-not-reached">{tally.notReached} not reached</span>, of {tally.total} checks.
          </p>
          {scenarioCards(checks).map((card) => (
            <Scenario key={card.id} card={card} />
          ))}
        </div>
      ) : null}
    </div>
  );
}
