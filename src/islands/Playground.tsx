import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { describeReaction, findEntry, getEntry, servers, type ErrorEntry, type ServerId } from '../catalog/index.ts';
import type { ClientPolicy, RunResult, TraceEvent } from '../playground/trace.ts';
import { outcomeWords } from '../playground/describe-event.ts';
import { defaultState, entriesFor, parseState, serializeState, type PlaygroundState } from '../playground/url-state.ts';
import type { PlaygroundSession } from '../playground/session.ts';
import { entryHref } from '../components/routes.ts';
import ErrorBoundary from './ErrorBoundary.tsx';
import './playground.css';
import ManualCall from './ManualCall.tsx';
import Timeline from './Timeline.tsx';
import WireView from './WireView.tsx';
import Words from './Words.tsx';

type Pane = {
  policy: ClientPolicy;
  entry: string;
  events: TraceEvent[];
  result?: RunResult;
  running: boolean;
  error?: string;
};

const levelLabel = { http: 'HTTP', protocol: 'Protocol', tool: 'Tool' } as const;

/** The entries of a server grouped by level and by the source's group, for the picker. */
function groupsOf(server: ServerId): Array<{ label: string; entries: ErrorEntry[] }> {
  const groups = new Map<string, ErrorEntry[]>();
  for (const entry of entriesFor(server)) {
    const label = `${levelLabel[entry.level]} · ${entry.group}`;
    groups.set(label, [...(groups.get(label) ?? []), entry]);
  }
  return [...groups].map(([label, entries]) => ({ label, entries }));
}

function RunPane({ pane, title }: { pane: Pane; title: string }) {
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
      <p className="pg-stats">
        {result
          ? `${result.calls} ${result.calls === 1 ? 'call' : 'calls'} reached the server · ${(result.elapsedMs / 1000).toFixed(1)} s on the clock · ${(result.realMs / 1000).toFixed(1)} s real`
          : pane.running
            ? 'Running…'
            : 'Not run yet.'}
      </p>
      <div role="status" aria-live="polite" className={`pg-outcome pg-outcome-${result?.outcome.status ?? 'none'}`}>
        {pane.error ?? (result ? `${outcomeWords[result.outcome.status]}: ${result.outcome.summary}` : '')}
      </div>
      <h3>Timeline</h3>
      <Timeline events={pane.events} live={pane.running} />
      <h3>Wire</h3>
      <WireView exchanges={exchanges} label={`${title}: requests and responses`} />
    </section>
  );
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
  const abort = useRef<AbortController | undefined>(undefined);
  const starting = useRef<Promise<PlaygroundSession> | undefined>(undefined);
  const entry = useMemo(() => getEntry(state.entry), [state.entry]);

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
  }, [session, ensureSession, state]);

  const serverOptions = servers.map((server) => ({
    id: server.id,
    name: server.id === 'spec' ? 'MCP specification' : server.name,
  }));
  const running = panes.some((pane) => pane.running);

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
            <select value={state.server} onChange={(event) => update({ server: event.target.value as ServerId })}>
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
              onChange={(event) => update({ entry: findEntry(event.target.value)?.id ?? state.entry })}
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
              onChange={(event) => update({ policy: event.target.value as PlaygroundState['policy'] })}
            >
              <option value="both">Reference and naive, side by side</option>
              <option value="reference">Reference client only</option>
              <option value="naive">Naive client only</option>
            </select>
          </label>
          {(state.server === 'clockford' || state.server === 'spec') && (
            <fieldset className="pg-revision">
              <legend>Clockford speaks</legend>
              {(['2026-07-28', '2025-11-25'] as const).map((revision) => (
                <label key={revision}>
                  <input
                    type="radio"
                    name="revision"
                    value={revision}
                    checked={state.revision === revision}
                    onChange={() => update({ revision })}
                  />{' '}
                  {revision}
                </label>
              ))}
            </fieldset>
          )}
          <label>
            Seed
            <input
              type="number"
              min={0}
              max={4294967295}
              value={state.seed}
              onChange={(event) => {
                const seed = Number(event.target.value);
                if (Number.isInteger(seed) && seed >= 0) update({ seed });
              }}
            />
          </label>
          <label className="pg-check">
            <input
              type="checkbox"
              checked={state.time === 'real'}
              onChange={(event) => update({ time: event.target.checked ? 'real' : 'compressed' })}
            />{' '}
            Real time (long waits are compressed to 2 s otherwise)
          </label>
          <button type="submit" disabled={running || waitingForMock || mockState === 'failed'}>
            {waitingForMock ? 'Starting the mock…' : running ? 'Running…' : 'Trigger'}
          </button>
        </fieldset>
      </form>
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
      <div className={`pg-panes pg-panes-${panes.length}`}>
        {panes.map((pane) => (
          <RunPane
            key={pane.policy}
            pane={pane}
            title={pane.policy === 'reference' ? 'Reference client' : 'Naive client'}
          />
        ))}
      </div>
      <ManualCall
        session={session}
        server={state.server}
        revision={state.revision}
        runInProgress={running || waitingForMock}
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
