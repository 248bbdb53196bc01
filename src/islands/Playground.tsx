import { Suspense, lazy, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import {
  entryIndex,
  findIndexedEntry,
  getIndexedEntry,
  getIndexedServer,
  type IndexedEntry,
} from '../catalog/entry-index.ts';
import type { Revision, ServerId } from '../catalog/index.ts';
import { describeReaction } from '../catalog/reactions.ts';
import { hostOf, runRevisions } from '../playground/spec-host.ts';
import type { ClientPolicy } from '../playground/trace.ts';
import { defaultState, entriesFor, parseState, serializeState, type PlaygroundState } from '../playground/url-state.ts';
import type { PlaygroundSession } from '../playground/session.ts';
import { entryHref } from '../components/routes.ts';
import ErrorBoundary from './ErrorBoundary.tsx';
import './playground.css';
import ManualCallShell from './ManualCallShell.tsx';
import type { Pane } from './RunResults.tsx';
import Words from './Words.tsx';

// The results (scorecards, timelines, the wire) load with the mock, on first use, not with the page.
const loadResults = () => import('./RunResults.tsx');
const RunResults = lazy(loadResults);
// So does the working "Call a tool yourself" panel; until then a drawn form stands in for it.
const loadManualCall = () => import('./ManualCall.tsx');
const ManualCall = lazy(loadManualCall);

const levelLabel = { http: 'HTTP', protocol: 'Protocol', tool: 'Tool' } as const;

/** The entries of a server grouped by level and by the source's group, for the picker. */
function groupsOf(server: ServerId): Array<{ label: string; entries: IndexedEntry[] }> {
  const groups = new Map<string, IndexedEntry[]>();
  for (const entry of entriesFor(server)) {
    const label = `${levelLabel[entry.level]} · ${entry.group}`;
    groups.set(label, [...(groups.get(label) ?? []), entry]);
  }
  return [...groups].map(([label, entries]) => ({ label, entries }));
}

type MockState = 'idle' | 'starting' | 'ready' | 'failed';

const mockStatus: Record<MockState, string> = {
  idle: 'The mock servers start in this page when you first use the playground.',
  starting: 'Starting the mock servers in this page…',
  ready: 'The mock servers are running in this page.',
  failed: 'The mock servers did not start.',
};

function PlaygroundBody() {
  // The page is built with the default state; the link's own state replaces it once hydrated (below).
  const [state, setState] = useState<PlaygroundState>(defaultState);
  const [problems, setProblems] = useState<string[]>([]);
  const [hydrated, setHydrated] = useState(false);
  const [session, setSession] = useState<PlaygroundSession | undefined>();
  const [mockState, setMockState] = useState<MockState>('idle');
  const [loadError, setLoadError] = useState<string | undefined>();
  const [waitingForMock, setWaitingForMock] = useState(false);
  const [panes, setPanes] = useState<Pane[]>([]);
  // From Trigger until the last pane is done, so the button stays disabled between the two clients' runs.
  const [busy, setBusy] = useState(false);
  // "Call a tool yourself": what the reader typed, and whether they are typing, kept here so the working panel that
  // loads on first use takes both over.
  const [argumentsText, setArgumentsText] = useState('{}');
  const [typingArguments, setTypingArguments] = useState(false);
  const abort = useRef<AbortController | undefined>(undefined);
  const starting = useRef<Promise<PlaygroundSession> | undefined>(undefined);
  const entry = useMemo(() => getIndexedEntry(state.entry), [state.entry]);

  // The link's state (server, entry, policy, seed, revision, time), and what was wrong with it.
  useEffect(() => {
    const fromUrl = parseState(window.location.search);
    setState(fromUrl.state);
    setProblems(fromUrl.problems);
    setHydrated(true);
  }, []);

  /**
   * The mock servers, the SDK and MSW load on the reader's first use (a pointer over the playground, focus in
   * it, or Trigger), not with the page: a reader who only reads downloads none of it. The worker is awaited
   * before the first call.
   */
  const ensureSession = useCallback((): Promise<PlaygroundSession> => {
    starting.current ??= (async () => {
      setMockState('starting');
      try {
        void loadResults();
        void loadManualCall();
        const { startPlaygroundSession } = await import('../playground/session.ts');
        const started = await startPlaygroundSession();
        setSession(started);
        setMockState('ready');
        return started;
      } catch (error) {
        setMockState('failed');
        const reason = (error instanceof Error ? error.message : String(error)).replace(/\s+/g, ' ').replace(/\.$/, '');
        setLoadError(
          `The mock servers could not start in this browser: ${reason}. The playground needs service workers (a secure context such as https or localhost); reload the page to try again.`,
        );
        throw error;
      }
    })();
    return starting.current;
  }, []);
  const warmUp = useCallback(() => {
    if (!starting.current) ensureSession().catch(() => undefined);
  }, [ensureSession]);

  const update = useCallback((change: Partial<PlaygroundState>) => {
    setState((current) => {
      const next = { ...current, ...change };
      if (change.server && change.server !== current.server)
        next.entry = entriesFor(change.server)[0]?.id ?? current.entry;
      window.history.replaceState(null, '', serializeState(next));
      return next;
    });
  }, []);

  const runPanes = useCallback(
    async (live: PlaygroundSession, policies: ClientPolicy[], controller: AbortController) => {
      for (const [index, policy] of policies.entries()) {
        const setPane = (change: (pane: Pane) => Pane) =>
          setPanes((current) => current.map((pane, at) => (at === index ? change(pane) : pane)));
        setPane((pane) => ({ ...pane, running: true }));
        try {
          const result = await live.run(
            state,
            policy,
            (event) => setPane((pane) => ({ ...pane, events: [...pane.events, event] })),
            controller.signal,
          );
          setPane((pane) => ({ ...pane, result, running: false }));
        } catch (error) {
          if (controller.signal.aborted) return;
          setPane((pane) => ({
            ...pane,
            running: false,
            error: `The run failed: ${error instanceof Error ? error.message : String(error)}`,
          }));
        }
      }
    },
    [state],
  );

  const trigger = useCallback(async () => {
    let live = session;
    if (!live) {
      setWaitingForMock(true);
      try {
        live = await ensureSession();
      } catch {
        return; // ensureSession has said what went wrong.
      } finally {
        setWaitingForMock(false);
      }
    }
    abort.current?.abort();
    const controller = new AbortController();
    abort.current = controller;
    const policies: ClientPolicy[] = state.policy === 'both' ? ['reference', 'naive'] : [state.policy];
    setPanes(policies.map((policy) => ({ policy, entry: state.entry, events: [], running: false })));
    setBusy(true);
    try {
      await runPanes(live, policies, controller);
    } finally {
      setBusy(false);
    }
  }, [session, ensureSession, state, runPanes]);

  const serverOptions = entryIndex.servers.map((server) => ({
    id: server.id,
    name: server.id === 'spec' ? 'MCP specification' : server.name,
  }));
  const running = busy || panes.some((pane) => pane.running);
  const finished = !running && panes.length > 0 && panes.every((pane) => pane.result);
  const host = hostOf(entry);
  const revisions = runRevisions(entry, getIndexedServer(host).revisions);
  const hostName = getIndexedServer(host).name;
  const runRevision: Revision = revisions.includes(state.revision) ? state.revision : revisions[0]!;

  return (
    <div className="pg" onPointerEnter={warmUp} onFocus={warmUp}>
      {problems.length > 0 && (
        <ul className="pg-problems" aria-label="Problems with this link">
          {problems.map((problem) => (
            <li key={problem}>{problem}</li>
          ))}
        </ul>
      )}
      <form
        className="pg-controls"
        onSubmit={(event) => {
          event.preventDefault();
          void trigger();
        }}
      >
        {/* Until hydrated, the controls are drawn but cannot be used: nothing would happen yet. */}
        <fieldset className="pg-fields" disabled={!hydrated}>
          <legend className="sr-only">The error to trigger, and how</legend>
          <label>
            Server
            <select value={state.server} onChange={(event) => update({ server: event.currentTarget.value })}>
              {serverOptions.map((server) => (
                <option key={server.id} value={server.id}>
                  {server.name}
                </option>
              ))}
            </select>
          </label>
          <label className="pg-entry-picker">
            Error
            <select
              value={state.entry}
              onChange={(event) => update({ entry: findIndexedEntry(event.currentTarget.value)?.id ?? state.entry })}
            >
              {groupsOf(state.server).map((group) => (
                <optgroup key={group.label} label={group.label}>
                  {group.entries.map((candidate) => (
                    <option key={candidate.id} value={candidate.id}>
                      {candidate.title}
                    </option>
                  ))}
                </optgroup>
              ))}
            </select>
          </label>
          <label>
            Client
            <select
              value={state.policy}
              onChange={(event) => update({ policy: event.currentTarget.value as PlaygroundState['policy'] })}
            >
              <option value="both">Reference and naive, side by side</option>
              <option value="reference">Reference client only</option>
              <option value="naive">Naive client only</option>
            </select>
          </label>
          {revisions.length > 1 ? (
            <fieldset className="pg-revision">
              <legend>{hostName} speaks</legend>
              {revisions.map((revision) => (
                <label key={revision}>
                  <input
                    type="radio"
                    name="revision"
                    value={revision}
                    checked={runRevision === revision}
                    onChange={() => update({ revision })}
                  />{' '}
                  {revision}
                </label>
              ))}
            </fieldset>
          ) : (
            <p className="pg-runs-on">
              Runs on {hostName}
              <br />
              at <strong>{runRevision}</strong>
            </p>
          )}
          <label>
            Seed
            <input
              type="number"
              min={0}
              max={4294967295}
              value={state.seed}
              onChange={(event) => {
                const seed = Number(event.currentTarget.value);
                if (Number.isInteger(seed) && seed >= 0) update({ seed });
              }}
            />
          </label>
          <label className="pg-check">
            <input
              type="checkbox"
              checked={state.time === 'real'}
              onChange={(event) => update({ time: event.currentTarget.checked ? 'real' : 'compressed' })}
            />{' '}
            Real time (long waits are compressed to 2 s otherwise)
          </label>
          <button
            type="submit"
            className={running ? 'pg-trigger pg-running' : 'pg-trigger'}
            disabled={running || waitingForMock || mockState === 'failed'}
            aria-busy={running}
          >
            {waitingForMock ? 'Starting the mock…' : running ? 'Running…' : 'Trigger'}
          </button>
        </fieldset>
      </form>
      <p className="pg-muted pg-help">
        <strong>Seed</strong>: the reference client waits a random share of its backoff (jitter); the seed fixes those
        draws, so the same link replays the same run. <strong>Times</strong> are on the mock&rsquo;s clock, which moves
        only while a client waits: a 30 s Retry-After passes in 2 s of yours, and still counts as 30 s.
      </p>
      <p className="pg-muted pg-mock-state" data-mock={mockState}>
        {mockStatus[mockState]}
      </p>
      {loadError && (
        <div role="alert" className="pg-problems">
          <p>{loadError}</p>
          <button type="button" onClick={() => window.location.reload()}>
            Reload the page
          </button>
        </div>
      )}
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
      {panes.length > 0 && (
        <Suspense fallback={<p className="pg-muted">Loading the results…</p>}>
          <RunResults panes={panes} entry={entry} state={state} finished={finished} />
        </Suspense>
      )}
      {session ? (
        <Suspense
          fallback={
            <ManualCallShell
              server={state.server}
              argumentsText={argumentsText}
              setArgumentsText={setArgumentsText}
              onArgumentsFocus={setTypingArguments}
            />
          }
        >
          <ManualCall
            session={session}
            server={state.server}
            revision={state.revision}
            runInProgress={running || waitingForMock}
            argumentsText={argumentsText}
            setArgumentsText={setArgumentsText}
            focusArguments={typingArguments}
          />
        </Suspense>
      ) : (
        <ManualCallShell
          server={state.server}
          argumentsText={argumentsText}
          setArgumentsText={setArgumentsText}
          onArgumentsFocus={setTypingArguments}
        />
      )}
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
