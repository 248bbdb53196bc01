import { Suspense, lazy, useEffect, useState, useSyncExternalStore } from 'react';
import { describeReaction } from '../catalog/reactions.ts';
import type { IndexedEntry } from '../catalog/entry-index.ts';
import {
  createPlaygroundController,
  mockStatusOf,
  playgroundView,
  type PlaygroundController,
  type PlaygroundSnapshot,
} from '../playground/playground-controller.ts';
import { entryHref } from '../components/routes.ts';
import ErrorBoundary from './ErrorBoundary.tsx';
import './playground.css';
import ManualCallShell from './ManualCallShell.tsx';
import PlaygroundControls from './PlaygroundControls.tsx';
import Words from './Words.tsx';

// The results (scorecards, timelines, the wire) load with the mock, on first use, not with the page.
const loadResults = () => import('./RunResults.tsx');
const RunResults = lazy(loadResults);
// So does the working "Call a tool yourself" panel; until then a drawn form stands in for it.
const loadManualCall = () => import('./ManualCall.tsx');
const ManualCall = lazy(loadManualCall);

/** The chosen entry, what the catalog says of it, and how the mock produces it. */
function EntryNote({ entry }: { entry: IndexedEntry }) {
  return (
    <div className="pg-entry">
      <p>
        <strong>{entry.title}</strong> · <code>{entry.id}</code> · the catalog says:{' '}
        <span className={`reaction reaction-${entry.reaction.kind}`}>{describeReaction(entry.reaction)}</span> ·{' '}
        <a href={entryHref(entry)}>its row</a>
      </p>
      <p className="pg-muted">
        {entry.trigger.kind === 'rule' ? 'How the mock produces it: ' : 'Injected: '}
        <Words text={entry.trigger.kind === 'rule' ? entry.trigger.how : entry.trigger.why} />
      </p>
    </div>
  );
}

/** "Call a tool yourself": the drawn form until the mock is up, then the working panel. */
function ManualPanel({ controller, snapshot, runInProgress }: Props & { runInProgress: boolean }) {
  const { session, state, argumentsText } = snapshot;
  const shell = (
    <ManualCallShell
      server={state.server}
      argumentsText={argumentsText}
      setArgumentsText={controller.setArgumentsText}
      onArgumentsFocus={controller.setTypingArguments}
    />
  );
  if (!session) return shell;
  return (
    <Suspense fallback={shell}>
      <ManualCall
        session={session}
        server={state.server}
        revision={state.revision}
        runInProgress={runInProgress}
        argumentsText={argumentsText}
        setArgumentsText={controller.setArgumentsText}
        focusArguments={snapshot.typingArguments}
      />
    </Suspense>
  );
}

interface Props {
  controller: PlaygroundController;
  snapshot: PlaygroundSnapshot;
}

function PlaygroundBody() {
  const [controller] = useState(() =>
    createPlaygroundController({
      onFirstUse: () => {
        void loadResults();
        void loadManualCall();
      },
    }),
  );
  const snapshot = useSyncExternalStore(controller.subscribe, controller.getSnapshot, controller.getSnapshot);
  // The page is built with the default state; the link's own state replaces it once hydrated.
  useEffect(() => {
    controller.hydrate(window.location.search);
    return () => controller.abort();
  }, [controller]);
  const view = playgroundView(snapshot);
  const { problems, mock, loadError, panes, state } = snapshot;

  return (
    <div className="pg" onPointerEnter={controller.warmUp} onFocus={controller.warmUp}>
      {problems.length > 0 && (
        <ul className="pg-problems" aria-label="Problems with this link">
          {problems.map((problem) => (
            <li key={problem}>{problem}</li>
          ))}
        </ul>
      )}
      <PlaygroundControls controller={controller} snapshot={snapshot} view={view} />
      <p className="pg-muted pg-help">
        <strong>Seed</strong>: the reference client waits a random share of its backoff (jitter); the seed fixes those
        draws, so the same link replays the same run. <strong>Times</strong> are on the mock&rsquo;s clock, which moves
        only while a client waits: a 30 s Retry-After passes in 2 s of yours, and still counts as 30 s.
      </p>
      <p className="pg-muted pg-mock-state" data-mock={mock}>
        {mockStatusOf(snapshot)}
      </p>
      {loadError && (
        <div role="alert" className="pg-problems">
          <p>{loadError}</p>
          <button type="button" onClick={() => window.location.reload()}>
            Reload the page
          </button>
        </div>
      )}
      <EntryNote entry={view.entry} />
      {panes.length > 0 && (
        <Suspense fallback={<p className="pg-muted">Loading the results…</p>}>
          <RunResults panes={panes} entry={view.entry} state={state} finished={view.finished} />
        </Suspense>
      )}
      <ManualPanel
        controller={controller}
        snapshot={snapshot}
        runInProgress={view.running || snapshot.waitingForMock}
      />
    </div>
  );
}

/** The live error playground. The server renders it with the default state; the page's URL is read once hydrated. */
export default function Playground() {
  const [generation, setGeneration] = useState(0);
  return (
    <ErrorBoundary onReset={() => setGeneration((value) => value + 1)}>
      <PlaygroundBody key={generation} />
    </ErrorBoundary>
  );
}
