/**
 * The explainer's page: a reader pastes what their client got and the page draws what the explainer
 * module says about it. The text stays in the page: nothing is sent anywhere. The module and the
 * catalog's entries load on the first explanation, so the page is only its form until then.
 */
import { useEffect, useState } from 'react';
import { linkedResponse } from '../components/explain-link.ts';
import { entryPath } from '../components/routes.ts';
import type { Explanation, FindingLink } from '../client/explain/index.ts';
import './explainer.css';

type Ok = Extract<Explanation, { ok: true }>;

/** Loads the module and the entries once, on first use. */
let loading: Promise<(text: string) => Explanation> | undefined;
function explainer(): Promise<(text: string) => Explanation> {
  loading ??= Promise.all([import('../client/explain/index.ts'), import('../client-data/entries.ts')]).then(
    ([{ explainResponse }, { entries }]) =>
      (text: string) =>
        explainResponse(text, { entries }),
  );
  return loading;
}

function LinkTo({ link }: { link: FindingLink }) {
  return link.kind === 'entry' ? <a href={entryPath(link.id)}>{link.id}</a> : <a href={link.url}>{link.label}</a>;
}

const loadProblem = (error: unknown) =>
  `The explainer could not load (${String(error)}). Reload the page to try again.`;

const seconds = (ms: number) => `${Number((ms / 1000).toFixed(2))} s`;

function Result({ explanation }: { explanation: Ok }) {
  const { matches, decision, wait, findings, notes } = explanation;
  return (
    <div className="explain-result" aria-live="polite">
      <p>
        <strong>{explanation.summary}</strong>
      </p>
      {notes.length > 0 && (
        <ul className="explain-notes">
          {notes.map((note) => (
            <li key={note}>{note}</li>
          ))}
        </ul>
      )}
      {explanation.failure && (
        <>
          <h3>Entries it matches</h3>
          {matches.length === 0 ? (
            <p>None of the catalog’s entries describes it.</p>
          ) : (
            <ol>
              {matches.slice(0, 5).map((match) => (
                <li key={match.id}>
                  <a href={entryPath(match.id)}>{match.title}</a> <code>{match.id}</code>
                </li>
              ))}
            </ol>
          )}
        </>
      )}
      {decision && (
        <>
          <h3>What the reference client does</h3>
          <p>
            <code>{decision.action}</code>: {decision.reason}
          </p>
        </>
      )}
      {wait && (
        <p>
          Wait {seconds(wait.ms)}, from <code>{wait.from}</code>.
        </p>
      )}
      <h3>In the response itself</h3>
      {findings.length === 0 ? (
        <p>Nothing wrong or risky.</p>
      ) : (
        <ul className="explain-findings">
          {findings.map((finding) => (
            <li key={finding.id} data-finding={finding.id}>
              <strong>{finding.severity === 'wrong' ? 'Wrong' : 'Risky'}:</strong> {finding.message} See{' '}
              <LinkTo link={finding.link} />.
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** The form and what the explainer says about its text. */
export default function Explainer({ example = '', placeholder }: { example?: string; placeholder: string }) {
  const [text, setText] = useState(example);
  const [explanation, setExplanation] = useState<Explanation | undefined>(undefined);
  const [busy, setBusy] = useState(false);
  const explain = (response: string) => {
    setBusy(true);
    explainer()
      .then((explainText) => setExplanation(explainText(response)))
      .catch((error: unknown) => setExplanation({ ok: false, problem: loadProblem(error) }))
      .finally(() => setBusy(false));
  };
  // A link that carries a response (`#response=…`, see explain-link.ts) fills the box and explains it once the
  // explainer has loaded.
  useEffect(() => {
    const linked = linkedResponse(window.location.hash);
    if (!linked) return;
    void explainer().then(
      (explainText) => {
        if (linked.ok) setText(linked.text);
        setExplanation(linked.ok ? explainText(linked.text) : linked);
      },
      (error: unknown) => setExplanation({ ok: false, problem: loadProblem(error) }),
    );
  }, []);
  const submit = (event: { preventDefault: () => void }) => {
    event.preventDefault();
    explain(text);
  };
  return (
    <section className="explain">
      <form onSubmit={submit}>
        <label htmlFor="explain-input">What your client got</label>
        <textarea
          id="explain-input"
          rows={12}
          spellCheck={false}
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          placeholder={placeholder}
        />
        <button type="submit" disabled={busy}>
          {busy ? 'Explaining…' : 'Explain'}
        </button>
      </form>
      {explanation && !explanation.ok && (
        <p role="alert" className="explain-problem">
          {explanation.problem}
        </p>
      )}
      {explanation?.ok && <Result explanation={explanation} />}
    </section>
  );
}
