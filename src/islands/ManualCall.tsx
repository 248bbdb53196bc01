import { useEffect, useState, useSyncExternalStore } from 'react';
import { getIndexedServer } from '../catalog/entry-index.ts';
import type { Revision, ServerId } from '../catalog/index.ts';
import { createManualCallController, type ListedTool } from '../playground/manual-call-controller.ts';
import { describeProperties } from '../playground/schema-example.ts';
import type { PlaygroundSession } from '../playground/session.ts';
import { toneClass } from '../playground/tone.ts';
import { ManualCallIntro } from './ManualCallShell.tsx';
import WireView from './WireView.tsx';

interface Props {
  /** The page's mock servers and clock (this part of the playground loads once they have started). */
  session: PlaygroundSession;
  server: ServerId;
  revision: Revision;
  /** A Trigger run is going: it resets the mock, so this client connects (again) once it is over. */
  runInProgress: boolean;
  /** The arguments as typed so far (kept by the playground, so nothing typed is lost when this part loads). */
  argumentsText: string;
  setArgumentsText: (text: string) => void;
  /** Take the focus into the arguments, where the reader was typing before this part loaded. */
  focusArguments: boolean;
}

/** What a tool is for and the arguments it takes. */
function ToolDoc({ tool }: { tool: ListedTool }) {
  const properties = describeProperties(tool.inputSchema as Parameters<typeof describeProperties>[0]);
  return (
    <div className="pg-tool-doc">
      <p>
        <code>{tool.name}</code>: {tool.description ?? 'no description'}
      </p>
      {properties.length > 0 ? (
        <ul aria-label={`Arguments of ${tool.name}`}>
          {properties.map((line) => (
            <li key={line}>
              <code>{line}</code>
            </li>
          ))}
        </ul>
      ) : (
        <p className="pg-muted">It takes no arguments.</p>
      )}
    </div>
  );
}

/** Call any tool of the chosen server with arguments you type, through the reference client. */
export default function ManualCall(props: Props) {
  const { session, server, revision, runInProgress, argumentsText, setArgumentsText, focusArguments } = props;
  const target = getIndexedServer(server).callsOn;
  const [controller] = useState(() =>
    createManualCallController({
      session,
      origin: window.location.origin,
      fetch: (input, init) => window.fetch(input, init),
      onExample: setArgumentsText,
    }),
  );
  const { tools, tool, exchanges, answer, busy } = useSyncExternalStore(
    controller.subscribe,
    controller.getSnapshot,
    controller.getSnapshot,
  );
  useEffect(() => {
    controller.connectTo({ server: target, revision, runInProgress });
    return () => controller.disconnect();
  }, [controller, target, revision, runInProgress]);
  const chosen = tools.find((candidate) => candidate.name === tool);

  return (
    <section className="pg-manual" aria-labelledby="pg-manual-title">
      <ManualCallIntro target={target} started />
      <form
        className="pg-manual-form"
        onSubmit={(event) => {
          event.preventDefault();
          void controller.send(argumentsText);
        }}
      >
        <label>
          Tool
          <select
            value={tool}
            onChange={(event) => controller.selectTool(event.currentTarget.value)}
            disabled={tools.length === 0}
          >
            {tools.map((candidate) => (
              <option key={candidate.name} value={candidate.name}>
                {candidate.name}
              </option>
            ))}
          </select>
        </label>
        <label className="pg-arguments">
          Arguments (JSON)
          <textarea
            // Only where the reader's focus already was, in the form that stood in for this one.
            autoFocus={focusArguments}
            value={argumentsText}
            onChange={(event) => setArgumentsText(event.currentTarget.value)}
            rows={4}
            spellCheck={false}
          />
        </label>
        <button type="submit" disabled={busy || tool === ''}>
          {busy ? 'Calling…' : 'Call'}
        </button>
      </form>
      {chosen && <ToolDoc tool={chosen} />}
      <div
        role="status"
        aria-live="polite"
        // A refused answer is drawn as a refusal: the call as made did not go through.
        className={answer ? `pg-outcome ${toneClass(answer.ok ? 'right' : 'wrong')}` : 'pg-outcome'}
      >
        {answer && <pre>{answer.text}</pre>}
      </div>
      <details>
        <summary>Wire ({exchanges.length})</summary>
        <WireView exchanges={exchanges} label="Your calls: requests and responses" />
      </details>
    </section>
  );
}
