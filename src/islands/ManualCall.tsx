import { useCallback, useEffect, useRef, useState } from 'react';
import type { Client } from '@modelcontextprotocol/client';
import type { Revision, ServerId } from '../catalog/index.ts';
import type { Exchange } from '../mock/scenarios/index.ts';
import { decisionLine } from '../playground/describe-event.ts';
import type { PlaygroundSession } from '../playground/session.ts';
import WireView from './WireView.tsx';

interface Props {
  /** The page's mock servers and clock; undefined until the reader first uses the playground. */
  session: PlaygroundSession | undefined;
  server: ServerId;
  revision: Revision;
  /** A Trigger run is going: it resets the mock, so this client connects (again) once it is over. */
  runInProgress: boolean;
}

const message = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** Call any tool of the chosen server with arguments you type, through the reference client. */
export default function ManualCall({ session, server, revision, runInProgress }: Props) {
  const target = server === 'spec' ? 'connect' : server;
  const client = useRef<Client | undefined>(undefined);
  const [tools, setTools] = useState<Array<{ name: string }>>([]);
  const [tool, setTool] = useState('');
  const [argumentsText, setArgumentsText] = useState('{}');
  const [exchanges, setExchanges] = useState<Exchange[]>([]);
  const [answer, setAnswer] = useState<{ ok: boolean; text: string } | undefined>();
  const [busy, setBusy] = useState(false);

  const connect = useCallback(async (): Promise<Client> => {
    if (!session) throw new Error('The mock servers have not started yet.');
    await client.current?.close().catch(() => undefined);
    // Loaded with the session's code, once the mock is up, not with the page.
    const { connectManualClient } = await import('../playground/manual-call.ts');
    client.current = await connectManualClient({
      server: target,
      revision,
      origin: window.location.origin,
      fetch: (input, init) => window.fetch(input, init),
      clock: session.clock,
      onExchange: (exchange) => setExchanges((current) => [...current, exchange]),
    });
    return client.current;
  }, [session, target, revision]);

  // Another server or revision: what was shown belongs to the last one (reset during render, not in an effect).
  const [shownFor, setShownFor] = useState(`${target} ${revision}`);
  if (shownFor !== `${target} ${revision}`) {
    setShownFor(`${target} ${revision}`);
    setExchanges([]);
    setAnswer(undefined);
  }

  useEffect(() => {
    if (!session || runInProgress) return;
    let live = true;
    connect()
      .then((connected) => connected.listTools())
      .then(({ tools: listed }) => {
        if (!live) return;
        setTools(listed);
        setTool((current) =>
          listed.some((candidate) => candidate.name === current) ? current : (listed[0]?.name ?? ''),
        );
      })
      .catch((error: unknown) => live && setAnswer({ ok: false, text: `Could not list the tools: ${message(error)}` }));
    return () => {
      live = false;
      void client.current?.close().catch(() => undefined);
      client.current = undefined;
    };
  }, [connect, session, runInProgress]);

  const send = async () => {
    if (!session) return; // The Call button waits for the tools, which wait for the mock.
    setBusy(true);
    const decisions: string[] = [];
    try {
      const caller = {
        callTool: async (...args: Parameters<Client['callTool']>) =>
          (client.current ?? (await connect())).callTool(...args),
      };
      const { manualCall } = await import('../playground/manual-call.ts');
      const result = await manualCall(
        caller,
        { server: target, tool, argumentsText },
        {
          clock: session.clock,
          // A Trigger run resets the mock, which ends this client's session: start a new one.
          reinitialize: async () => void (await connect()),
          onDecision: (decision) => decisions.push(decisionLine(decision)),
        },
      );
      const text = result.content.flatMap((block) => (block.type === 'text' ? [block.text] : [])).join('\n');
      setAnswer({ ok: !result.isError, text: [...decisions, text || '(no text)'].join('\n') });
    } catch (error) {
      setAnswer({ ok: false, text: [...decisions, message(error)].join('\n') });
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="pg-manual" aria-labelledby="pg-manual-title">
      <h2 id="pg-manual-title">Call a tool yourself</h2>
      <p className="pg-muted">
        The official SDK client, wrapped by the reference client, calls {target === 'connect' ? 'Connect' : target} with
        your arguments. Try a notice with a link, or an argument of the wrong type.
        {!session && ' Its tools are listed once the mock servers start.'}
      </p>
      <form
        className="pg-manual-form"
        onSubmit={(event) => {
          event.preventDefault();
          void send();
        }}
      >
        <label>
          Tool
          <select value={tool} onChange={(event) => setTool(event.target.value)} disabled={tools.length === 0}>
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
            value={argumentsText}
            onChange={(event) => setArgumentsText(event.target.value)}
            rows={4}
            spellCheck={false}
          />
        </label>
        <button type="submit" disabled={busy || tool === ''}>
          {busy ? 'Calling…' : 'Call'}
        </button>
      </form>
      <div
        role="status"
        aria-live="polite"
        className={answer ? `pg-outcome pg-outcome-${answer.ok ? 'succeeded' : 'stopped'}` : 'pg-outcome'}
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
