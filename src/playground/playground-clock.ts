/**
 * Time in the playground: the mock and the client share one clock. Short waits run in real time;
 * a wait longer than `compressAboveMs` runs compressed (it takes `compressAboveMs` of real time)
 * and the clock jumps ahead by the rest, so a 30 s Retry-After is honoured on the mock's clock
 * without the reader waiting 30 s. `realTime: true` turns compression off.
 */
import type { Clock } from '../mock/clock.ts';

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
  /** @default Date.now */
  realNow?: () => number;
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
  #offset = 0;
  readonly #compressAboveMs: number;
  #realTime: boolean;
  readonly #realNow: () => number;
  readonly #timer: Timer;

  constructor(options: PlaygroundClockOptions = {}) {
    this.#compressAboveMs = options.compressAboveMs ?? 2000;
    this.#realTime = options.realTime ?? false;
    this.#realNow = options.realNow ?? Date.now;
    this.#timer = options.timer ?? realTimer;
  }

  now(): number {
    return this.#realNow() + this.#offset;
  }

  /** Moves the clock forward by `ms` at once, as if that much time had passed. */
  skip(ms: number): void {
    this.#offset += Math.max(0, ms);
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
        this.#offset += Math.max(0, ms) - realMs;
        resolve({ ms, realMs, compressed: realMs < ms });
      }, realMs);
      signal?.addEventListener('abort', onAbort, { once: true });
    });
  };
}
