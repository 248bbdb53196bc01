/**
 * A run's results: both scorecards first (the lesson at a glance), what they show in words, a link and a download,
 * then each client's timeline and wire. Loaded with the first run, not with the page.
 */
import { useState } from 'react';
import type { IndexedEntry } from '../catalog/entry-index.ts';
import { formatSeconds } from '../client/decision.ts';
import { compareRuns } from '../playground/compare.ts';
import { outcomeWords } from '../playground/describe-event.ts';
import { runJson } from '../playground/run-json.ts';
import type { Pane } from '../playground/pane.ts';
import type { ClientPolicy, RunResult, Scorecard } from '../playground/trace.ts';
import type { PlaygroundState } from '../playground/url-state.ts';
import Timeline from './Timeline.tsx';
import WireView from './WireView.tsx';

const policyTitle: Record<ClientPolicy, string> = { reference: 'Reference client', naive: 'Naive client' };

/** The scorecard's rows: what the wire shows a client did, counted the same way for both. */
const scoreRows: Array<{ label: string; value: (score: Scorecard) => string }> = [
  { label: 'Calls it sent', value: (score) => String(score.callsSent) },
  { label: 'Refused by the server', value: (score) => String(score.callsRefused) },
  { label: 'Time to outcome (mock clock)', value: (score) => formatSeconds(score.clockMs) },
  { label: 'Writes that took effect', value: (score) => String(score.writes) },
  {
    label: 'Every named wait honoured',
    value: (score) => (score.waitsHonoured === undefined ? '— (none named)' : score.waitsHonoured ? 'yes' : 'no'),
  },
];

/** Both scorecards side by side, and what they show in words: the lesson first, before the details. */
function Summary({ panes, entry }: { panes: Pane[]; entry: IndexedEntry }) {
  const done = panes.filter((pane): pane is Pane & { result: RunResult } => pane.result !== undefined);
  if (done.length === 0) return null;
  const reference = done.find((pane) => pane.policy === 'reference')?.result;
  const naive = done.find((pane) => pane.policy === 'naive')?.result;
  return (
    <section className="pg-summary" aria-label="Scorecard">
      <table>
        <caption className="sr-only">Scorecard of each client</caption>
        <thead>
          <tr>
            <th scope="col">On the wire</th>
            {done.map((pane) => (
              <th scope="col" key={pane.policy}>
                {policyTitle[pane.policy]}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          <tr>
            <th scope="row">Outcome</th>
            {done.map((pane) => (
              <td key={pane.policy}>
                <span className={`pg-verdict pg-verdict-${pane.result.outcome.status}`}>
                  {outcomeWords[pane.result.outcome.status]}
                </span>
              </td>
            ))}
          </tr>
          {scoreRows.map((row) => (
            <tr key={row.label}>
              <th scope="row">{row.label}</th>
              {done.map((pane) => (
                <td key={pane.policy}>{row.value(pane.result.score)}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      {reference && naive && !panes.some((pane) => pane.running) && (
        <p className="pg-lesson">{compareRuns(entry, reference, naive)}</p>
      )}
    </section>
  );
}

function RunPane({ pane }: { pane: Pane }) {
  const title = policyTitle[pane.policy];
  const exchanges = pane.events.flatMap((event) => (event.kind === 'exchange' ? [event.exchange] : []));
  const { result } = pane;
  return (
    <section
      className="pg-pane"
      aria-label={title}
      data-entry={pane.entry}
      data-state={pane.running ? 'running' : pane.result || pane.error ? 'done' : 'idle'}
    >
      <h2>{title}</h2>
      <div role="status" aria-live="polite" className={`pg-outcome pg-outcome-${result?.outcome.status ?? 'none'}`}>
        {pane.error ??
          (result
            ? `${outcomeWords[result.outcome.status]}: ${result.outcome.summary}`
            : pane.running
              ? 'Running…'
              : 'Waiting for its turn…')}
      </div>
      <h3>Timeline</h3>
      <Timeline events={pane.events} live={pane.running} />
      <details className="pg-wire-box">
        <summary>Wire: every request and response ({exchanges.length})</summary>
        <WireView exchanges={exchanges} label={`${title}: requests and responses`} />
      </details>
    </section>
  );
}

/** Saves the finished runs as a JSON file. */
function download(panes: Pane[], state: PlaygroundState) {
  const runs = panes.flatMap((pane) => (pane.result ? [runJson(pane.result)] : []));
  const blob = new Blob([JSON.stringify({ link: window.location.href, runs }, null, 2)], {
    type: 'application/json',
  });
  const link = document.createElement('a');
  link.href = URL.createObjectURL(blob);
  link.download = `${state.entry}-seed-${state.seed}.json`;
  link.click();
  URL.revokeObjectURL(link.href);
}

/** The results of the last Trigger. */
export default function RunResults({
  panes,
  entry,
  state,
  finished,
}: {
  panes: Pane[];
  entry: IndexedEntry;
  state: PlaygroundState;
  finished: boolean;
}) {
  const [copied, setCopied] = useState<string | undefined>();
  return (
    <>
      <Summary panes={panes} entry={entry} />
      {finished && (
        <div className="pg-actions">
          <button
            type="button"
            onClick={() => {
              const link = window.location.href;
              void navigator.clipboard?.writeText(link).then(() => setCopied(link));
            }}
          >
            {copied === window.location.href ? 'Link copied' : 'Copy link'}
          </button>
          <button type="button" onClick={() => download(panes, state)}>
            Download run (JSON)
          </button>
        </div>
      )}
      <div className={`pg-panes pg-panes-${panes.length}`}>
        {panes.map((pane) => (
          <RunPane key={pane.policy} pane={pane} />
        ))}
      </div>
    </>
  );
}
