import { useCallback, useEffect, useRef, useState } from 'react';
import type { Client } from '@modelcontextprotocol/client';
import { getIndexedServer } from '../catalog/entry-index.ts';
import type { Revision, ServerId } from '../catalog/index.ts';
import type { Exchange } from '../mock/index.ts';
import { decisionLine } from '../playground/describe-event.ts';
import { describeProperties, exampleArguments } from '../playground/schema-example.ts';
import type { ManualClient } from '../playground/manual-call.ts';
import type { PlaygroundSession } from '../playground/session.ts';
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

const message = (error: unknown) => (error instanceof Error ? error.message : String(error));

type ListedTool = Awaited<ReturnType<Client['listTools']>>['tools'][number];

/** The example arguments of a tool, as the text the reader starts from. */
const exampleText = (listed: ListedTool | undefined) =>
  JSON.stringify(exampleArguments(listed?.inputSchema as Parameters<typeof exampleArguments>[0]), null, 2);

/** Call any tool of the chosen server with arguments you type, through the reference client. */
export default function ManualCall({
  session,
  server,
  revision,
  runInProgress,
  argumentsText,
  setArgumentsText,
  focusArguments,
}: Props) {
  const target = getIndexedServer(server).callsOn;
  const manual = useRef<ManualClient | undefined>(undefined);
  const [tools, setTools] = useState<ListedTool[]>([]);
  const [tool, setTool] = useState('');
  const [exchanges, setExchanges] = useState<Exchange[]>([]);
  const [answer, setAnswer] = useState<{ ok: boolean; text: string } | undefined>();
  const [busy, setBusy] = useState(false);

  const connect = useCallback(async (): Promise<ManualClient> => {
    await manual.current?.close();
    // Loaded with the session's code, once the mock is up, not with the page.
    const { createManualClient } = await import('../playground/manual-call.ts');
    manual.current = createManualClient({
      server: target,
      revision,
      origin: window.location.origin,
      fetch: (input, init) => window.fetch(input, init),
      clock: session.clock,
      onExchange: (exchange) => setExchanges((current) => [...current, exchange]),
    });
    await manual.current.connect();
    return manual.current;
  }, [session, target, revision]);

  // Another server or revision: what was shown belongs to the last one (reset during render, not in an effect).
  const [shownFor, setShownFor] = useState(`${target} ${revision}`);
  if (shownFor !== `${target} ${revision}`) {
    setShownFor(`${target} ${revision}`);
    setExchanges([]);
    setAnswer(undefined);
  }

  useEffect(() => {
    if (runInProgress) return;
    let live = true;
    session
      .exclusive(async () => (await connect()).client.listTools())
      .then(({ tools: listed }) => {
        if (!live) return;
        setTools(listed);
        setTool((current) => {
          const kept = listed.find((candidate) => candidate.name === current) ?? listed[0];
          if (kept?.name !== current) setArgumentsText(exampleText(kept));
          return kept?.name ?? '';
        });
      })
      .catch((error: unknown) => live && setAnswer({ ok: false, text: `Could not list the tools: ${message(error)}` }));
    return () => {
      live = false;
      void manual.current?.close();
      manual.current = undefined;
    };
  }, [connect, session, runInProgress, setArgumentsText]);

  const chosen = tools.find((candidate) => candidate.name === tool);

  const send = async () => {
    setBusy(true);
    const decisions: string[] = [];
    try {
      const result = await session.exclusive(async () =>
        (manual.current ?? (await connect())).call({ tool, argumentsText }, (decision) =>
          decisions.push(decisionLine(decision)),
        ),
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
      <ManualCallIntro target={target} started />
      <form
        className="pg-manual-form"
        onSubmit={(event) => {
          event.preventDefault();
          void send();
        }}
      >
        <label>
          Tool
          <select
            value={tool}
            onChange={(event) => {
              setTool(event.currentTarget.value);
              setArgumentsText(exampleText(tools.find((candidate) => candidate.name === event.currentTarget.value)));
            }}
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
            spellcheck={false}
          />
        </label>
        <button type="submit" disabled={busy || tool === ''}>
          {busy ? 'Calling…' : 'Call'}
        </button>
      </form>
      {chosen && (
        <div className="pg-tool-doc">
          <p>
            <code>{chosen.name}</code>: {chosen.description ?? 'no description'}
          </p>
          {describeProperties(chosen.inputSchema as Parameters<typeof describeProperties>[0]).length > 0 ? (
            <ul aria-label={`Arguments of ${chosen.name}`}>
              {describeProperties(chosen.inputSchema as Parameters<typeof describeProperties>[0]).map((line) => (
                <li key={line}>
                  <code>{line}</code>
                </li>
              ))}
            </ul>
          ) : (
            <p className="pg-muted">It takes no arguments.</p>
          )}
        </div>
      )}
      <div
        role="status"
        aria-live="polite"
        className={answer ? `pg-outcome pg-outcome-${answer.ok ? 'success' : 'stopped'}` : 'pg-outcome'}
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
