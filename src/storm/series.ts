/**
 * What a storm run counts: per simulated second, and per run. Per-second counts sit in typed arrays so a run of
 * 10,000 clients keeps them cheaply; `summarize` turns them into the run's figures.
 */

/** The per-second counts, by name. */
export const seriesNames = ['sent', 'accepted', 'refused', 'retries', 'shed', 'started', 'succeeded', 'lost'] as const;
export type SeriesName = (typeof seriesNames)[number];

/** What each count means, for tables and the JSON's readers. */
export const seriesMeaning: Record<SeriesName, string> = {
  sent: 'calls that reached the server (offered load)',
  accepted: 'calls the server served',
  refused: 'calls the server refused: its limiter (429), or over capacity or in an outage (503)',
  retries: 'calls sent that repeated a failed one',
  shed: 'calls a client refused itself (client-side throttling)',
  started: 'logical calls begun',
  succeeded: 'logical calls that ended in success',
  lost: 'logical calls given up (work lost)',
};

export type Series = Record<SeriesName, Int32Array>;

export function createSeries(seconds: number): Series {
  return Object.fromEntries(seriesNames.map((name) => [name, new Int32Array(seconds)])) as Series;
}

/** One second of a run, as the JSON and the page's tables show it. */
export type SecondRow = { second: number } & Record<SeriesName, number>;

export function rowsOf(series: Series, from = 0, to = series.sent.length): SecondRow[] {
  const rows: SecondRow[] = [];
  for (let second = from; second < to; second++) {
    const row = { second } as SecondRow;
    for (const name of seriesNames) row[name] = series[name][second]!;
    rows.push(row);
  }
  return rows;
}

/** A histogram of time to success, one bucket per millisecond, and its percentiles. */
export function percentileMs(histogram: Uint32Array, count: number, fraction: number): number | null {
  if (count === 0) return null;
  const rank = Math.ceil(fraction * count);
  let seen = 0;
  for (let ms = 0; ms < histogram.length; ms++) {
    seen += histogram[ms]!;
    if (seen >= rank) return ms;
  }
  return histogram.length - 1;
}

/** A stretch this long, with the server refusing under `recoveredBelow` of what it receives, counts as recovered. */
export const recovery = { stretchSeconds: 10, recoveredBelow: 0.05 } as const;

/**
 * Seconds from the end of an outage to the start of the first stretch of `recovery.stretchSeconds` in which the
 * server refuses under 5 % of the calls it receives; `null` when it never does within the run.
 */
export function recoverySeconds(series: Series, outageEndSecond: number): number | null {
  const seconds = series.sent.length;
  const calm = (second: number) => series.refused[second]! <= recovery.recoveredBelow * series.sent[second]!;
  let run = 0;
  for (let second = outageEndSecond; second < seconds; second++) {
    run = calm(second) ? run + 1 : 0;
    if (run === recovery.stretchSeconds) return second - recovery.stretchSeconds + 1 - outageEndSecond;
  }
  return null;
}
