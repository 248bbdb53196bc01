import { useEffect, useState, useSyncExternalStore } from 'react';
import { createLabController, labView, type LabController } from '../storm/lab-controller.ts';
import type { LabState } from '../storm/lab-state.ts';
import { parseWorkload, stormBounds, stormTiming } from '../storm/params.ts';
import { presets } from '../storm/presets.ts';
import { workloadWords } from '../storm/words.ts';
import {
  serverName,
  serverScope,
  stormServers,
  strategyLabels,
  strategyNames,
  type StrategyName,
} from '../storm/labels.ts';
import { NumberField, Select } from './StormFields.tsx';
import StormRunView from './StormRunView.tsx';
import './storm-lab.css';

const newWorker = () => new Worker(new URL('../storm/storm-worker.ts', import.meta.url), { type: 'module' });
const writeUrl = (search: string) => history.replaceState(null, '', `${location.pathname}${search}${location.hash}`);

const workloads = [
  ['steady', 'Steady'],
  ['burst', `Burst at ${stormTiming.troubleAtMs / 1000} s`],
  ['outage', 'Outage at 60 s'],
] as const;
const strategies = strategyNames.map((name) => [name, strategyLabels[name].label] as [StrategyName, string]);

/** The lab's parameters: the server, the clients, the workload, the capacity, both strategies and the seed. */
function LabForm({ controller, state, ready }: { controller: LabController; state: LabState; ready: boolean }) {
  const { shared } = state;
  const set = controller.setShared;
  const outageSeconds = shared.workload.kind === 'outage' ? shared.workload.seconds : 60;
  const setWorkload = (kind: string) =>
    set({ workload: parseWorkload(kind === 'outage' ? `outage:${outageSeconds}` : kind) });
  return (
    <form
      className="storm-controls"
      onSubmit={(event) => (event.preventDefault(), controller.start())}
      aria-label="The lab's parameters"
    >
      <fieldset className="storm-fields" disabled={!ready}>
        <legend className="sr-only">The server, the clients and the workload</legend>
        <Select
          label="Server"
          value={shared.server}
          options={stormServers.map((server) => [server, serverName(server)])}
          set={(server) => set({ server })}
        />
        <NumberField
          label="Clients"
          value={shared.clients}
          bounds={stormBounds.clients}
          fallback={1}
          set={(clients) => set({ clients })}
        />
        <Select label="Workload" value={shared.workload.kind} options={workloads} set={setWorkload} />
        {shared.workload.kind === 'outage' && (
          <NumberField
            label="Outage, seconds"
            value={outageSeconds}
            bounds={stormBounds.outageSeconds}
            fallback={1}
            set={(seconds) => set({ workload: { kind: 'outage', seconds } })}
          />
        )}
        <NumberField
          label="Capacity, calls a second"
          value={shared.capacity}
          bounds={stormBounds.capacity}
          fallback={1}
          set={(capacity) => set({ capacity })}
        />
        {(['a', 'b'] as const).map((side) => (
          <Select
            key={side}
            label={`Strategy ${side.toUpperCase()}`}
            value={state[side]}
            options={strategies}
            set={(name) => controller.setStrategy(side, name)}
          />
        ))}
        <NumberField label="Seed" value={shared.seed} fallback={0} set={(seed) => set({ seed })} />
        <button type="submit">Run</button>
      </fieldset>
    </form>
  );
}

/** The lab: the reader's parameters and presets, then both runs drawn as the worker sends them. */
export default function StormLab() {
  const [controller] = useState(() => createLabController({ createWorker: newWorker, writeUrl }));
  const snapshot = useSyncExternalStore(controller.subscribe, controller.getSnapshot, controller.getSnapshot);
  // Once, on hydration: the worker, then the link's runs (the page was built without the link).
  useEffect(() => {
    controller.hydrate(location.search);
    return () => controller.dispose();
  }, [controller]);
  const { state, problems, progress, ready } = snapshot;
  const { shared } = state;
  const { yMaxes, status } = labView(snapshot);

  return (
    <div className="storm-lab">
      <LabForm controller={controller} state={state} ready={ready} />
      <p className="storm-note">
        {serverName(shared.server)} limits each {serverScope(shared.server)} as its catalog entry says. Each client
        calls every two seconds ({Math.round(shared.clients / 2).toLocaleString('en')} calls a second in all) and
        retries as its strategy says; the server serves {shared.capacity.toLocaleString('en')} a second.{' '}
        {workloadWords(shared.workload)}
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
            onClick={() => controller.start(preset.state)}
          >
            {preset.label}
          </button>
        ))}
      </div>
      <p className="storm-status" role="status" aria-live="polite">
        {status}
      </p>
      <div className="storm-runs">
        {progress &&
          ([0, 1] as const).map((side) => (
            <StormRunView
              key={side}
              params={progress.params[side]}
              rows={progress.rows[side]}
              summary={progress.summaries?.[side]}
              yMax={yMaxes[side]}
            />
          ))}
      </div>
    </div>
  );
}
