import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { createLabRunner, type LabProgress, type LabRunner } from '../storm/lab-runner.ts';
import { defaultLabState, formatLabState, parseLabState, runParams, type LabState } from '../storm/lab-state.ts';
import { formatWorkload, parseWorkload, stormBounds } from '../storm/params.ts';
import { presets } from '../storm/presets.ts';
import {
  serverName,
  serverScope,
  stormServers,
  strategyLabels,
  strategyNames,
  type StrategyName,
} from '../storm/labels.ts';
import StormRunView from './StormRunView.tsx';
import './storm-lab.css';

type WorkloadKind = 'steady' | 'burst' | 'outage';

/** The lab: the reader's parameters and presets, then both runs drawn as the worker sends them. */
export default function StormLab() {
  // The page is built with the defaults; the link's own state replaces them once hydrated.
  const [state, setState] = useState<LabState>(defaultLabState);
  const [problems, setProblems] = useState<string[]>([]);
  const [progress, setProgress] = useState<LabProgress | undefined>();
  const [ready, setReady] = useState(false);
  const runner = useRef<LabRunner | undefined>(undefined);

  const start = (next: LabState) => {
    setState(next);
    history.replaceState(null, '', `${location.pathname}${formatLabState(next)}${location.hash}`);
    runner.current?.run(runParams(next));
  };

  // Once, on hydration: the worker, then the link's runs.
  useEffect(() => {
    const worker = new Worker(new URL('../storm/storm-worker.ts', import.meta.url), { type: 'module' });
    runner.current = createLabRunner(worker, setProgress);
    const fromUrl = parseLabState(location.search);
    // The link is read once, after hydration (the page was built without it), as the playground reads its own.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setProblems(fromUrl.problems);
    setReady(true);
    start(fromUrl.state);
    return () => runner.current?.stop();
  }, []);

  const shared = state.shared;
  const set = (change: Partial<LabState['shared']>) => setState({ ...state, shared: { ...shared, ...change } });
  const workloadKind: WorkloadKind = shared.workload.kind;
  const outageSeconds = shared.workload.kind === 'outage' ? shared.workload.seconds : 60;
  const running = progress !== undefined && progress.summaries === undefined;

  // Each chart has its own scale: a naive run's peak would flatten the other run to a line.
  const yMaxes = useMemo(
    () =>
      ([0, 1] as const).map((side) =>
        Math.ceil(1.05 * Math.max(1, ...(progress?.rows[side].map((row) => Math.max(row.sent, row.shed)) ?? [1]))),
      ),
    [progress],
  );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    start(state);
  };

  return (
    <div className="storm-lab">
      <form className="storm-controls" onSubmit={submit} aria-label="The lab's parameters">
        <fieldset className="storm-fields" disabled={!ready}>
          <legend className="sr-only">The server, the clients and the workload</legend>
          <label>
            Server
            <select value={shared.server} onChange={(event) => set({ server: event.currentTarget.value })}>
              {stormServers.map((server) => (
                <option key={server} value={server}>
                  {serverName(server)}
                </option>
              ))}
            </select>
          </label>
          <label>
            Clients
            <input
              type="number"
              min={stormBounds.clients.min}
              max={stormBounds.clients.max}
              value={shared.clients}
              required
              onChange={(event) => set({ clients: event.currentTarget.valueAsNumber || 1 })}
            />
          </label>
          <label>
            Workload
            <select
              value={workloadKind}
              onChange={(event) =>
                set({
                  workload: parseWorkload(
                    event.currentTarget.value === 'outage' ? `outage:${outageSeconds}` : event.currentTarget.value,
                  ),
                })
              }
            >
              <option value="steady">Steady</option>
              <option value="burst">Burst at 60 s</option>
              <option value="outage">Outage at 60 s</option>
            </select>
          </label>
          {workloadKind === 'outage' && (
            <label>
              Outage, seconds
              <input
                type="number"
                min={stormBounds.outageSeconds.min}
                max={stormBounds.outageSeconds.max}
                value={outageSeconds}
                required
                onChange={(event) =>
                  set({ workload: { kind: 'outage', seconds: event.currentTarget.valueAsNumber || 1 } })
                }
              />
            </label>
          )}
          <label>
            Capacity, calls a second
            <input
              type="number"
              min={stormBounds.capacity.min}
              max={stormBounds.capacity.max}
              value={shared.capacity}
              required
              onChange={(event) => set({ capacity: event.currentTarget.valueAsNumber || 1 })}
            />
          </label>
          {(['a', 'b'] as const).map((side) => (
            <label key={side}>
              Strategy {side.toUpperCase()}
              <select
                value={state[side]}
                onChange={(event) => setState({ ...state, [side]: event.currentTarget.value as StrategyName })}
              >
                {strategyNames.map((name) => (
                  <option key={name} value={name}>
                    {strategyLabels[name].label}
                  </option>
                ))}
              </select>
            </label>
          ))}
          <label>
            Seed
            <input
              type="number"
              min={0}
              value={shared.seed}
              required
              onChange={(event) => set({ seed: event.currentTarget.valueAsNumber || 0 })}
            />
          </label>
          <button type="submit">Run</button>
        </fieldset>
      </form>
      <p className="storm-note">
        {serverName(shared.server)} limits each {serverScope(shared.server)} as its catalog entry says. Each client
        calls every two seconds ({Math.round(shared.clients / 2).toLocaleString('en')} calls a second in all) and
        retries as its strategy says; the server serves {shared.capacity.toLocaleString('en')} a second. Workload{' '}
        {formatWorkload(shared.workload)}.
      </p>
      {problems.length > 0 && (
        <ul className="storm-problems" role="status">
          {problems.map((problem) => (
            <li key={problem}>{problem}</li>
          ))}
        </ul>
      )}
      <div className="storm-presets" role="group" aria-label="Presets">
        {presets.map((preset) => (
          <button
            key={preset.id}
            type="button"
            disabled={!ready}
            title={preset.shows}
            onClick={() => start(preset.state)}
          >
            {preset.label}
          </button>
        ))}
      </div>
      <p className="storm-status" role="status" aria-live="polite">
        {!progress
          ? 'The lab runs when it comes into view.'
          : running
            ? `Running: ${progress.rows[0].length} of ${shared.seconds} simulated seconds…`
            : `Done: ${shared.seconds} simulated seconds, seed ${shared.seed}.`}
      </p>
      <div className="storm-runs">
        {progress &&
          ([0, 1] as const).map((side) => (
            <StormRunView
              key={side}
              params={progress.params[side]}
              rows={progress.rows[side]}
              summary={progress.summaries?.[side]}
              yMax={yMaxes[side]!}
            />
          ))}
      </div>
    </div>
  );
}
