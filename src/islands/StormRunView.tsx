import type { StormParams } from '../storm/params.ts';
import type { SecondRow } from '../storm/series.ts';
import { strategyLabels } from '../storm/labels.ts';
import type { StormSummary } from '../storm/summary.ts';
import { refusedTimeWords } from '../storm/words.ts';
import StormChart, { chartSeries } from './StormChart.tsx';

interface Props {
  params: StormParams;
  rows: SecondRow[];
  summary: StormSummary | undefined;
  yMax: number;
}

const number = (value: number) => value.toLocaleString('en');

/** The rows, ten seconds to a row, for the table that stands in for the chart. */
function tenSecondRows(rows: SecondRow[]): SecondRow[] {
  const tens: SecondRow[] = [];
  for (const row of rows) {
    const index = Math.floor(row.second / 10);
    const ten = (tens[index] ??= {
      ...row,
      second: index * 10,
      sent: 0,
      accepted: 0,
      refused: 0,
      retries: 0,
      shed: 0,
      started: 0,
      succeeded: 0,
      lost: 0,
    });
    for (const { key } of chartSeries) ten[key] += row[key];
  }
  return tens;
}

/** One run: its strategy, its chart, its figures and the chart's numbers as a table. */
export default function StormRunView({ params, rows, summary, yMax }: Props) {
  const strategy = strategyLabels[params.strategy];
  const title = `${strategy.label}`;
  return (
    <section className="storm-run" aria-label={title}>
      <h3>{title}</h3>
      <p className="storm-summary-line">{strategy.summary}</p>
      <StormChart
        rows={rows}
        seconds={params.seconds}
        yMax={yMax}
        label={`${title}: calls a second over ${params.seconds} simulated seconds. The table below has the numbers.`}
      />
      <dl className="storm-figures">
        <div>
          <dt>Calls the server took</dt>
          <dd>{summary ? number(summary.totalCalls) : '…'}</dd>
        </div>
        <div>
          <dt>Refused</dt>
          <dd>{summary ? number(summary.refused) : '…'}</dd>
        </div>
        <div>
          <dt>Calls per logical call</dt>
          <dd>{summary ? summary.amplification.toFixed(2) : '…'}</dd>
        </div>
        <div>
          <dt>Never succeeded</dt>
          <dd>{summary ? number(summary.failed) : '…'}</dd>
        </div>
        {params.workload.kind === 'outage' && (
          <div>
            <dt>Recovery after the outage</dt>
            <dd>
              {summary
                ? summary.recoverySeconds === null
                  ? 'not within the run'
                  : `${summary.recoverySeconds} s`
                : '…'}
            </dd>
          </div>
        )}
        <div>
          {/* A call that went through at once takes one round trip whatever the strategy: only the refused ones
              show what its waits cost. */}
          <dt>Time to success of a refused call, p50 / p99</dt>
          <dd>{summary ? refusedTimeWords(summary) : '…'}</dd>
        </div>
      </dl>
      <details className="storm-table">
        <summary>The chart’s numbers, ten seconds to a row</summary>
        <div className="storm-table-scroll" tabIndex={0} role="region" aria-label={`${title}: numbers`}>
          <table>
            <thead>
              <tr>
                <th scope="col">From second</th>
                {chartSeries.map(({ key, label }) => (
                  <th scope="col" key={key}>
                    {label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {tenSecondRows(rows).map((row) => (
                <tr key={row.second}>
                  <th scope="row">{row.second}</th>
                  {chartSeries.map(({ key }) => (
                    <td key={key}>{number(row[key])}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </section>
  );
}
