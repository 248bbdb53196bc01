/**
 * A run's results: both scorecards first (the lesson at a glance), what they show in words, a link and a download,
 * then each client's timeline and wire. Loaded with the first run, not with the page.
 */
import { lazy, Suspense, useState } from 'react';
import type { IndexedEntry } from '../catalog/entry-index.ts';
import { outcomeLine } from '../playground/describe-event.ts';
import { runJson } from '../playground/run-json.ts';
import { outcomeTone, toneClass } from '../playground/tone.ts';
import type { Pane } from '../playground/pane.ts';
import type { PlaygroundState } from '../playground/url-state.ts';
import RunSummary, { policyTitle } from './RunSummary.tsx';
import Timeline from './Timeline.tsx';
import WireView from './WireView.tsx';

// Only an official SDK's run draws it: a run of ours does not load it.
const SdkReport = lazy(() => import('./SdkReport.tsx'));

function RunPane({ pane, bothShown }: { pane: Pane; bothShown: boolean }) {
  const title = policyTitle[pane.policy];
  const exchanges = pane.events.flatMap((event) => (event.kind === 'exchange' ? [event.exchange] : []));
  const { result } = pane;
  const tone = result ? outcomeTone(result) : undefined;
  return (
    <section
      className="pg-pane"
      aria-label={title}
      data-entry={pane.entry}
      data-state={pane.running ? 'running' : pane.result || pane.error ? 'done' : 'idle'}
    >
      <h2>{title}</h2>
      <div
        role="status"
        aria-live="polite"
        className={`pg-outcome pg-outcome-${result?.outcome.status ?? 'none'}${tone ? ` ${toneClass(tone)}` : ''}`}
      >
        {pane.error ?? (result ? outcomeLine(result.outcome) : pane.running ? 'Running…' : 'Waiting for its turn…')}
      </div>
      {result?.sdk && (
        <Suspense fallback={null}>
          <SdkReport report={result.sdk} />
        </Suspense>
      )}
      <h3>Timeline</h3>
      <Timeline events={pane.events} live={pane.running} bothShown={bothShown} tone={tone} />
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
      <RunSummary panes={panes} entry={entry} />
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
          <RunPane key={pane.policy} pane={pane} bothShown={panes.length > 1} />
        ))}
      </div>
    </>
  );
}
