/** Both clients' scorecards side by side, and what they show in words. */
import type { IndexedEntry } from '../catalog/entry-index.ts';
import { formatSeconds } from '../client/decision.ts';
import { compareRuns } from '../playground/compare.ts';
import { outcomeWords } from '../playground/describe-event.ts';
import type { Pane } from '../playground/pane.ts';
import { sdkPackages } from '../playground/sdk-clients/sdk-surface.ts';
import { outcomeTone, toneClass } from '../playground/tone.ts';
import type { ClientPolicy, RunResult, Scorecard } from '../playground/trace.ts';

export const policyTitle: Record<ClientPolicy, string> = {
  reference: 'Reference client',
  naive: 'Naive client',
  'sdk-v2': sdkPackages.v2.title,
  'sdk-v1': sdkPackages.v1.title,
};

/** The scorecard's rows: what the wire shows a client did, counted the same way for both. */
const scoreRows: Array<{ label: string; value: (score: Scorecard) => string }> = [
  { label: 'Calls it sent', value: (score) => String(score.callsSent) },
  { label: 'Refused by the server', value: (score) => String(score.callsRefused) },
  { label: 'Time to outcome (mock clock)', value: (score) => formatSeconds(score.clockMs) },
  { label: 'Writes that took effect', value: (score) => String(score.writes) },
  {
    label: 'Every named wait honoured',
    value: (score) => (score.waitsHonoured === undefined ? '— (none named)' : score.waitsHonoured ? 'yes' : 'no'),
  },
];

/** Both scorecards side by side, and what they show in words: the lesson first, before the details. */
export default function RunSummary({ panes, entry }: { panes: Pane[]; entry: IndexedEntry }) {
  const done = panes.filter((pane): pane is Pane & { result: RunResult } => pane.result !== undefined);
  if (done.length === 0) return null;
  const reference = done.find((pane) => pane.policy === 'reference')?.result;
  const naive = done.find((pane) => pane.policy === 'naive')?.result;
  return (
    <section className="pg-summary" aria-label="Scorecard">
      <table>
        <caption className="sr-only">Scorecard of each client</caption>
        <thead>
          <tr>
            <th scope="col">On the wire</th>
            {done.map((pane) => (
              <th scope="col" key={pane.policy}>
                {policyTitle[pane.policy]}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          <tr>
            <th scope="row">Outcome</th>
            {done.map((pane) => (
              <td key={pane.policy}>
                <span
                  className={`pg-verdict pg-verdict-${pane.result.outcome.status} ${toneClass(outcomeTone(pane.result))}`}
                >
                  {outcomeWords[pane.result.outcome.status]}
                </span>
              </td>
            ))}
          </tr>
          {scoreRows.map((row) => (
            <tr key={row.label}>
              <th scope="row">{row.label}</th>
              {done.map((pane) => (
                <td key={pane.policy}>{row.value(pane.result.score)}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      {reference && naive && !panes.some((pane) => pane.running) && (
        <p className="pg-lesson">{compareRuns(entry, reference, naive)}</p>
      )}
    </section>
  );
}
