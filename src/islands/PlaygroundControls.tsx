/** The playground's form: the server, the error, the clients, the revision, the seed and the clock, and Trigger. */
import type { Revision } from '../catalog/index.ts';
import type { PlaygroundController, PlaygroundSnapshot } from '../playground/playground-controller.ts';
import Pickers from './PlaygroundPickers.tsx';

interface Props {
  controller: PlaygroundController;
  snapshot: PlaygroundSnapshot;
  view: { revisions: Revision[]; runRevision: Revision; hostName: string; running: boolean };
}

/** Which revision the run speaks: a choice where the server has two, else a line that says which. */
function RevisionField({ controller, view }: Pick<Props, 'controller' | 'view'>) {
  const { revisions, runRevision, hostName } = view;
  if (revisions.length <= 1)
    return (
      <p className="pg-runs-on">
        Runs on {hostName}
        <br />
        at <strong>{runRevision}</strong>
      </p>
    );
  return (
    <fieldset className="pg-revision">
      <legend>{hostName} speaks</legend>
      {revisions.map((revision) => (
        <label key={revision}>
          <input
            type="radio"
            name="revision"
            value={revision}
            checked={runRevision === revision}
            onChange={() => controller.update({ revision })}
          />{' '}
          {revision}
        </label>
      ))}
    </fieldset>
  );
}

export default function PlaygroundControls({ controller, snapshot, view }: Props) {
  const { state, hydrated, waitingForMock, mock } = snapshot;
  const { running } = view;
  return (
    <form
      className="pg-controls"
      onSubmit={(event) => {
        event.preventDefault();
        void controller.trigger();
      }}
    >
      {/* Until hydrated, the controls are drawn but cannot be used: nothing would happen yet. */}
      <fieldset className="pg-fields" disabled={!hydrated}>
        <legend className="sr-only">The error to trigger, and how</legend>
        <Pickers controller={controller} state={state} />
        <RevisionField controller={controller} view={view} />
        <label>
          Seed
          <input
            type="number"
            min={0}
            max={4294967295}
            value={state.seed}
            onChange={(event) => {
              const seed = Number(event.currentTarget.value);
              if (Number.isInteger(seed) && seed >= 0) controller.update({ seed });
            }}
          />
        </label>
        <label className="pg-check">
          <input
            type="checkbox"
            checked={state.time === 'real'}
            onChange={(event) => controller.update({ time: event.currentTarget.checked ? 'real' : 'compressed' })}
          />{' '}
          Real time (long waits are compressed to 2 s otherwise)
        </label>
        <button
          type="submit"
          className={running ? 'pg-trigger pg-running' : 'pg-trigger'}
          disabled={running || waitingForMock || mock === 'failed'}
          aria-busy={running}
        >
          {waitingForMock ? 'Starting the mock…' : running ? 'Running…' : 'Trigger'}
        </button>
      </fieldset>
    </form>
  );
}
