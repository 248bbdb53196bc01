/**
 * "Call a tool yourself" before the mock servers start: the same form, drawn but not yet usable, with none of the
 * client's or the wire view's code. The working panel (ManualCall.tsx) loads with the mock, on first use.
 */
import { getIndexedServer } from '../catalog/entry-index.ts';
import type { ServerId } from '../catalog/index.ts';

/** The panel's heading and what it does, for the chosen server, with the catalog's hint of something to try. */
export function ManualCallIntro({ target, started }: { target: ServerId; started: boolean }) {
  const { name, hint } = getIndexedServer(target);
  return (
    <>
      <h2 id="pg-manual-title">Call a tool yourself</h2>
      <p className="pg-muted">
        The official SDK client, wrapped by the reference client, calls {name} with your arguments. {hint} An argument
        of the wrong type gets the SDK&rsquo;s own refusal.
        {!started && ' Its tools are listed once the mock servers start.'}
      </p>
    </>
  );
}

interface ShellProps {
  server: ServerId;
  argumentsText: string;
  setArgumentsText: (text: string) => void;
  /** Says whether the reader is in the arguments, so the working panel can keep the focus there. */
  onArgumentsFocus: (focused: boolean) => void;
}

/** The panel as drawn before first use: the reader may start typing; the tools come with the mock. */
export default function ManualCallShell({ server, argumentsText, setArgumentsText, onArgumentsFocus }: ShellProps) {
  const target = getIndexedServer(server).callsOn;
  return (
    <section className="pg-manual" aria-labelledby="pg-manual-title">
      <ManualCallIntro target={target} started={false} />
      <form className="pg-manual-form" onSubmit={(event) => event.preventDefault()}>
        <label>
          Tool
          <select disabled value="">
            <option value="">…</option>
          </select>
        </label>
        <label className="pg-arguments">
          Arguments (JSON)
          <textarea
            value={argumentsText}
            onChange={(event) => setArgumentsText(event.currentTarget.value)}
            onFocus={() => onArgumentsFocus(true)}
            onBlur={() => onArgumentsFocus(false)}
            rows={4}
            spellCheck={false}
          />
        </label>
        <button type="submit" disabled>
          Call
        </button>
      </form>
      <div role="status" aria-live="polite" className="pg-outcome" />
      <details>
        <summary>Wire (0)</summary>
        <p className="pg-muted">No requests yet.</p>
      </details>
    </section>
  );
}
