import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import type { SecondRow } from '../storm/series.ts';

/** The series each chart draws, with the Starlight colour variable it is drawn in. */
export const chartSeries = [
  { key: 'sent', label: 'Offered', color: '--sl-color-blue' },
  { key: 'accepted', label: 'Accepted', color: '--sl-color-green' },
  { key: 'refused', label: 'Refused', color: '--sl-color-red' },
  { key: 'retries', label: 'Retries', color: '--sl-color-orange' },
  { key: 'shed', label: 'Shed by the client', color: '--sl-color-purple' },
  { key: 'lost', label: 'Work lost', color: '--sl-color-gray-3' },
] as const satisfies ReadonlyArray<{ key: keyof SecondRow; label: string; color: string }>;

interface Props {
  rows: SecondRow[];
  seconds: number;
  /** The top of the y axis. */
  yMax: number;
  label: string;
}

const cssVar = (name: string) => getComputedStyle(document.documentElement).getPropertyValue(name).trim() || 'gray';

/** The chart's options; its scales read the latest run's length and peak, so a run of another length redraws to fit. */
function options(width: number, latest: () => { seconds: number; yMax: number }): uPlot.Options {
  const text = cssVar('--sl-color-gray-2');
  const grid = cssVar('--sl-color-hairline');
  const axis = { stroke: text, grid: { stroke: grid, width: 1 }, ticks: { stroke: grid, width: 1 } };
  return {
    width,
    height: 240,
    legend: { show: true, live: false },
    cursor: { show: false },
    scales: {
      x: { time: false, range: () => [0, latest().seconds] },
      y: { range: () => [0, Math.max(1, latest().yMax)] },
    },
    axes: [
      { ...axis, label: 'seconds', labelSize: 20 },
      { ...axis, label: 'calls a second', labelSize: 20, size: 56 },
    ],
    series: [
      {},
      ...chartSeries.map(({ label, color }) => ({ label, stroke: cssVar(color), width: 1.5, points: { show: false } })),
    ],
  };
}

function dataOf(rows: SecondRow[]): uPlot.AlignedData {
  return [rows.map((row) => row.second), ...chartSeries.map(({ key }) => rows.map((row) => row[key]))];
}

/** One run's counts over time, drawn by uPlot on a canvas; the table beside it carries the same numbers. */
export default function StormChart({ rows, seconds, yMax, label }: Props) {
  const box = useRef<HTMLDivElement>(null);
  const plot = useRef<uPlot | undefined>(undefined);
  const latest = useRef({ rows, seconds, yMax });
  useEffect(() => {
    latest.current = { rows, seconds, yMax };
  });

  // The chart is built once per box and theme, then fed new data; a theme switch rebuilds it in the new colours.
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const build = () => {
      plot.current?.destroy();
      plot.current = new uPlot(
        options(element.clientWidth, () => latest.current),
        dataOf(latest.current.rows),
        element,
      );
    };
    build();
    const themes = new MutationObserver(build);
    themes.observe(document.documentElement, { attributes: true, attributeFilter: ['data-theme'] });
    const sizes = new ResizeObserver(() => plot.current?.setSize({ width: element.clientWidth, height: 240 }));
    sizes.observe(element);
    return () => {
      themes.disconnect();
      sizes.disconnect();
      plot.current?.destroy();
      plot.current = undefined;
    };
  }, []);

  useEffect(() => {
    const chart = plot.current;
    if (!chart) return;
    chart.batch(() => {
      chart.setData(dataOf(rows), false);
      chart.setScale('x', { min: 0, max: seconds });
      chart.setScale('y', { min: 0, max: Math.max(1, yMax) });
    });
  }, [rows, seconds, yMax]);

  return <div className="storm-chart" ref={box} role="img" aria-label={label} />;
}
