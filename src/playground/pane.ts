/** One client's run as the playground shows it, while it runs and after. */
import type { ClientPolicy, RunResult, TraceEvent } from './trace.ts';

export type Pane = {
  policy: ClientPolicy;
  entry: string;
  events: TraceEvent[];
  result?: RunResult;
  running: boolean;
  error?: string;
};
