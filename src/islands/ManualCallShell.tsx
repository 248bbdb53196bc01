/**
 * "Call a tool yourself" before the mock servers start: the same form, drawn but not yet usable, with none of the
 * client's or the wire view's code. The working panel (ManualCall.tsx) loads with the mock, on first use.
 */
import type { ServerId } from '../catalog/index.ts';

type Target = Exclude<ServerId, 'spec'>;

/** Something to try on each server that meets one of its rules, named by its own tools. */
export const hints: Record<Exclude<ServerId, 'spec'>, string> = {
  clockford: 'Try post_notice with a link in the text, or ask_directory with limit 100.',
  rooms: 'Try send_message to a room you have not joined, or read_messages with limit 0.',
  ichabod: 'Try post_role with apply_url "not-a-url", or unlock_seeker with a seeker_id that does not exist.',
  connect: 'Try search_docs with q "", or get_page with a slug that does not exist.',
};

export const serverNames: Record<Exclude<ServerId, 'spec'>, string> = {
  clockford: 'Clockford',
  rooms: 'Rooms',
  ichabod: 'Ichabod',
  connect: 'Connect',
};

/** The panel's heading and what it does, for the chosen server. */
export function ManualCallIntro({ target, started }: { target: Target; started: boolean }) {
  return (
    <>
      <h2 id="pg-manual-title">Call a tool yourself</h2>
      <p className="pg-muted">
        The official SDK client, wrapped by the reference client, calls {serverNames[target]} with your arguments.{' '}
        {hints[target]} An argument of the wrong type gets the SDK&rsquo;s own refusal.
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
  const target: Target = server === 'spec' ? 'connect' : server;
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
            spellcheck={false}
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
