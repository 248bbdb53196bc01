/**
 * The report card page: a reader drops the `checks.json` that `npm run grade -- --out DIR` wrote (or picks one of
 * the scoreboard's runs), and the page draws it. The file is read in the page and goes nowhere.
 */
import { useEffect, useState, useSyncExternalStore } from 'react';
import { scenarioCards, tallyOf } from '../grade/report/checks-file.ts';
import { createReportCardController, type ScoreboardRun } from '../grade/report/report-card-controller.ts';
import ReportScenario from './ReportScenario.tsx';
import './report-card.css';

/** The report card: what the reader dropped, chose or opened from the scoreboard, drawn check by check. */
export default function ReportCard({ runs }: { runs: ScoreboardRun[] }) {
  const [controller] = useState(() => createReportCardController());
  const { checks, source, problem, dragging } = useSyncExternalStore(
    controller.subscribe,
    controller.getSnapshot,
    controller.getSnapshot,
  );
  // Only the URL the page opened with picks a run, once.
  useEffect(() => void controller.openFromUrl(window.location.href, runs), [controller]); // eslint-disable-line react-hooks/exhaustive-deps
  const tally = checks ? tallyOf(checks) : undefined;

  return (
    <div className="rc">
      <div
        className={`rc-drop${dragging ? ' rc-dragging' : ''}`}
        onDragOver={(event) => {
          event.preventDefault();
          controller.setDragging(true);
        }}
        onDragLeave={() => controller.setDragging(false)}
        onDrop={(event) => {
          event.preventDefault();
          controller.setDragging(false);
          void controller.read(event.dataTransfer?.files[0]);
        }}
      >
        <p>
          Drop a <code>checks.json</code> here, or{' '}
          <label className="rc-pick">
            choose one
            <input
              type="file"
              accept=".json,application/json"
              onChange={(event) => void controller.read(event.currentTarget.files?.[0])}
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
                <button type="button" onClick={() => void controller.load(run)}>
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
            <ReportScenario key={card.id} card={card} />
          ))}
        </div>
      ) : null}
    </div>
  );
}
