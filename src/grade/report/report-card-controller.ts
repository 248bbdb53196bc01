/**
 * The report card's state and what changes it, as plain TypeScript the island only draws: a dropped or chosen
 * `checks.json`, or a scoreboard run fetched from the site, read and checked, and what went wrong in words.
 */
import { withBase } from '../../base-path.ts';
import { createStore, type Store } from '../../playground/store.ts';
import { parseChecksFile, type CheckRecordView } from './checks-file.ts';

/** A run on the scoreboard the page can load from the site itself. */
export interface ScoreboardRun {
  id: string;
  name: string;
}

export interface ReportCardSnapshot {
  checks: CheckRecordView[] | undefined;
  /** Where the checks shown came from, in words. */
  source: string | undefined;
  problem: string | undefined;
  /** A file is being dragged over the drop zone. */
  dragging: boolean;
}

export interface ReportCardController extends Store<ReportCardSnapshot> {
  /** Reads a file the reader dropped or chose. */
  read: (file: Pick<File, 'name' | 'text'> | undefined) => Promise<void>;
  /** Fetches a scoreboard run's checks from the site. */
  load: (run: ScoreboardRun) => Promise<void>;
  /** Loads the run a page's URL names in `?run=`, if it is one of `runs`. */
  openFromUrl: (href: string, runs: ScoreboardRun[]) => Promise<void>;
  setDragging: (dragging: boolean) => void;
}

/** Where the site serves a scoreboard run's checks. */
export const checksUrl = (run: ScoreboardRun): string => withBase(`/grade/${run.id}/checks.json`);

export function createReportCardController(
  fetchText: (url: string) => Promise<Response> = (url) => fetch(url),
): ReportCardController {
  const store = createStore<ReportCardSnapshot>({
    checks: undefined,
    source: undefined,
    problem: undefined,
    dragging: false,
  });
  // A problem replaces the card: checks left under it would read as the file or run just asked for.
  const fail = (problem: string) => store.set({ checks: undefined, source: undefined, problem });
  const show = (text: string, source: string) => {
    try {
      store.set({ checks: parseChecksFile(text), source, problem: undefined });
    } catch (error) {
      fail(error instanceof Error ? error.message : String(error));
    }
  };
  const load = async (run: ScoreboardRun) => {
    let text: string;
    try {
      const response = await fetchText(checksUrl(run));
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      text = await response.text();
    } catch (error) {
      fail(`The ${run.name}'s run could not be loaded (${String(error)}).`);
      return;
    }
    show(text, `the ${run.name}'s run on the scoreboard`);
  };
  return {
    subscribe: store.subscribe,
    getSnapshot: store.getSnapshot,
    async read(file) {
      if (!file) return;
      let text: string;
      try {
        text = await file.text();
      } catch {
        fail(`The file ${file.name} could not be read.`);
        return;
      }
      show(text, file.name);
    },
    load,
    async openFromUrl(href, runs) {
      const asked = new URL(href).searchParams.get('run');
      const run = runs.find((candidate) => candidate.id === asked);
      if (run) await load(run);
    },
    setDragging(dragging) {
      if (store.getSnapshot().dragging !== dragging) store.set({ dragging });
    },
  };
}
