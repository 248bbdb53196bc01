/**
 * The storm's event queue: a calendar with one list per simulated millisecond. Adding and taking are O(1), and events
 * of one millisecond run in the order they were added, so a run never depends on a sort's tie-breaking.
 */
export interface Calendar {
  /** The first millisecond not yet run. */
  readonly now: number;
  /** Schedules `event` at `at` ms; events at or past the end are dropped, and events in the past run next. */
  add(at: number, event: number): void;
  /** Runs every event before `until` ms, in time order. */
  run(until: number, handle: (event: number, at: number) => void): void;
}

export function createCalendar(endMs: number): Calendar {
  const days: Array<number[] | undefined> = new Array<number[] | undefined>(endMs);
  let now = 0;
  return {
    get now() {
      return now;
    },
    add(at, event) {
      if (at >= endMs) return;
      (days[Math.max(at, now)] ??= []).push(event);
    },
    run(until, handle) {
      for (; now < until; now++) {
        const events = days[now];
        if (events === undefined) continue;
        // A handler may add to this same millisecond (a retry after 0 ms); the loop picks those up too.
        for (let index = 0; index < events.length; index++) handle(events[index]!, now);
        days[now] = undefined;
      }
    },
  };
}
