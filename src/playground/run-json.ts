/** A run as plain JSON: what `npm run play -- --json` prints and what the page's "Download run" saves. */
import { decisionsOf, type RunResult } from './trace.ts';

export function runJson(result: RunResult) {
  return {
    entry: result.entry,
    client: result.policy,
    seed: result.seed,
    revision: result.revision,
    outcome: result.outcome.status,
    summary: result.outcome.summary,
    ...result.score,
    decisions: decisionsOf(result),
    events: result.events,
    ...(result.sdk ? { sdk: result.sdk } : {}),
  };
}
