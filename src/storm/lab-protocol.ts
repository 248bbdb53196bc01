/** What the lab page and its worker say to each other. */
import type { StormParams } from './params.ts';
import type { SecondRow } from './series.ts';
import type { StormSummary } from './summary.ts';

/** Run these two; forget any run under way. */
export interface LabRequest {
  id: number;
  params: [StormParams, StormParams];
}

/** A slice of both runs' seconds (`from` onwards), or both runs' figures once they are done. */
export type LabMessage =
  | { type: 'slice'; id: number; from: number; rows: [SecondRow[], SecondRow[]]; summaries?: undefined }
  | { type: 'done'; id: number; summaries: [StormSummary, StormSummary]; rows?: undefined };
