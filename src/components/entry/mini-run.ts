/**
 * The runs an entry page shows: the playground's own run of the entry, made at build time against the
 * mock in this process (`runInProcess`), for the reference client and the naive one, with the seed a
 * "Try it" link carries, so the page shows what the playground will show.
 */
import type { CatalogEntry } from '../../catalog/index.ts';
import { compareRuns } from '../../playground/compare.ts';
import { runInProcess } from '../../playground/in-process.ts';
import type { RunResult } from '../../playground/trace.ts';
import { defaultState } from '../../playground/url-state.ts';

export interface MiniRun {
  reference: RunResult;
  naive: RunResult;
  /** What the two runs show, in a sentence or two. */
  comparison: string;
  seed: number;
}

const runs = new Map<string, Promise<MiniRun>>();

async function run(entry: CatalogEntry): Promise<MiniRun> {
  const seed = defaultState.seed;
  const reference = await runInProcess({ entry, policy: 'reference', seed });
  const naive = await runInProcess({ entry, policy: 'naive', seed });
  return { reference, naive, comparison: compareRuns(entry, reference, naive), seed };
}

/** The entry's runs, made once per build. */
export function miniRunOf(entry: CatalogEntry): Promise<MiniRun> {
  let made = runs.get(entry.id);
  if (!made) {
    made = run(entry);
    runs.set(entry.id, made);
  }
  return made;
}
