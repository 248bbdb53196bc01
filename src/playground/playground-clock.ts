/**
 * Time in the playground: the mock and the client share one clock, and it moves only when somebody
 * waits (or a scene skips ahead), never with the time the page takes to compute. So a run is the
 * same run every time: the same waits, the same Retry-After values, the same timeline. Short waits
 * take their own length of real time; a wait longer than `compressAboveMs` runs compressed (it
 * takes `compressAboveMs` of real time) while the clock still moves by the whole wait, so a 30 s
 * Retry-After is honoured on the mock's clock without the reader waiting 30 s. `realTime: true`
 * turns compression off.
 */
import type { Clock } from '../mock/index.ts';

/** Schedules a callback; `setTimeout` in the page, a manual scheduler in tests. */
export type Timer = (callback: () => void, ms: number) => { cancel(): void };

export const realTimer: Timer = (callback, ms) => {
  const handle = setTimeout(callback, ms);
  return { cancel: () => clearTimeout(handle) };
};

export interface PlaygroundClockOptions {
  /** Waits longer than this are compressed to this much real time. @default 2000 */
  compressAboveMs?: number;
  /** Run every wait in real time. @default false */
  realTime?: boolean;
  /** Where the clock starts. @default Date.now() */
  start?: number;
  /** @default setTimeout */
  timer?: Timer;
}

/** A wait as the timeline draws it. */
export interface WaitRecord {
  /** The wait the client asked for. */
  ms: number;
  /** The real time it took. */
  realMs: number;
  compressed: boolean;
}

export class PlaygroundClock implements Clock {
  #now: number;
  #later: Array<{ at: number; action: () => Promise<void> }> = [];
  readonly #compressAboveMs: number;
  #realTime: boolean;
  readonly #timer: Timer;

  constructor(options: PlaygroundClockOptions = {}) {
    this.#now = options.start ?? Date.now();
    this.#compressAboveMs = options.compressAboveMs ?? 2000;
    this.#realTime = options.realTime ?? false;
    this.#timer = options.timer ?? realTimer;
  }

  now(): number {
    return this.#now;
  }

  /** Moves the clock forward by `ms` at once, as if that much time had passed. */
  skip(ms: number): void {
    this.#now += Math.max(0, ms);
  }

  /** Sets the clock to `time`, dropping anything scheduled: a run starts at the same moment every time. */
  set(time: number): void {
    this.#now = time;
    this.#later = [];
  }

  /** Runs `action` once a wait has moved the clock `ms` past now (a scene going on while a client waits). */
  later(ms: number, action: () => Promise<void>): void {
    this.#later.push({ at: this.#now + Math.max(0, ms), action });
  }

  /** Runs whatever was scheduled, due or not: the run is over, nobody waits any longer. */
  async settle(): Promise<void> {
    const all = this.#later;
    this.#later = [];
    for (const { action } of all) await action();
  }

  async #runDue(): Promise<void> {
    const due = this.#later.filter((item) => item.at <= this.#now);
    this.#later = this.#later.filter((item) => item.at > this.#now);
    for (const { action } of due) await action();
  }

  /** Compress long waits, or run them in real time. */
  set realTime(value: boolean) {
    this.#realTime = value;
  }

  get realTime(): boolean {
    return this.#realTime;
  }

  /** The real time a wait of `ms` takes on this clock. */
  realMsFor(ms: number): number {
    return this.#realTime ? ms : Math.min(ms, this.#compressAboveMs);
  }

  /** Waits `ms` of clock time; rejects with the signal's reason when aborted. */
  sleep = (ms: number, signal?: AbortSignal): Promise<WaitRecord> => {
    const realMs = this.realMsFor(Math.max(0, ms));
    return new Promise((resolve, reject) => {
      if (signal?.aborted) {
        reject(signal.reason as Error);
        return;
      }
      const onAbort = () => {
        scheduled.cancel();
        reject(signal?.reason as Error);
      };
      const scheduled = this.#timer(() => {
        signal?.removeEventListener('abort', onAbort);
        this.#now += Math.max(0, ms);
        this.#runDue().then(() => resolve({ ms, realMs, compressed: realMs < ms }), reject);
      }, realMs);
      signal?.addEventListener('abort', onAbort, { once: true });
    });
  };
}
