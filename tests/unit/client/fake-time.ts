/**
 * Fake time for the client's tests: no real sleeps. `instantClock` moves time forward the moment
 * something sleeps (one caller at a time); `virtualClock` keeps timers in order, so concurrent
 * callers wake in the order real time would wake them.
 */
import type { Sleep } from '../../../src/client/index.ts';

/** The start of every fake clock: 2026-06-10T12:00:00Z. */
export const startTime = Date.parse('2026-06-10T12:00:00Z');

const abortReason = (signal: AbortSignal): Error =>
  signal.reason instanceof Error ? signal.reason : new Error('aborted', { cause: signal.reason });

/** A clock whose sleeps return at once, having moved time forward; every sleep is recorded. */
export function instantClock(start = startTime) {
  let time = start;
  const sleeps: number[] = [];
  const sleep: Sleep = (ms, signal) => {
    if (signal?.aborted) return Promise.reject(abortReason(signal));
    sleeps.push(ms);
    time += ms;
    return Promise.resolve();
  };
  return {
    now: () => time,
    sleep,
    sleeps,
    advance(ms: number) {
      time += ms;
    },
  };
}

interface Timer {
  at: number;
  order: number;
  wake: () => void;
}

/** Lets every promise job and I/O callback that is ready run. */
const settle = async (): Promise<void> => {
  for (let turn = 0; turn < 20; turn++) await new Promise<void>((resolve) => setImmediate(resolve));
};

/**
 * A discrete-event clock: sleeps wait until `run` moves time to them, earliest first. `run(work)`
 * drives time until `work` settles and returns its outcome.
 */
export function virtualClock(start = startTime) {
  let time = start;
  let order = 0;
  const timers: Timer[] = [];
  const sleeps: number[] = [];
  const sleep: Sleep = (ms, signal) =>
    new Promise<void>((resolve, reject) => {
      if (signal?.aborted) {
        reject(abortReason(signal));
        return;
      }
      sleeps.push(ms);
      const timer: Timer = { at: time + ms, order: order++, wake: resolve };
      timers.push(timer);
      signal?.addEventListener(
        'abort',
        () => {
          timers.splice(timers.indexOf(timer), 1);
          reject(abortReason(signal));
        },
        { once: true },
      );
    });
  return {
    now: () => time,
    sleep,
    sleeps,
    /** Pending timers, for assertions. */
    pending: () => timers.length,
    /** Runs time forward until `work` settles. */
    async run<T>(work: Promise<T>): Promise<T> {
      let done = false;
      work.then(
        () => (done = true),
        () => (done = true),
      );
      for (;;) {
        await settle();
        if (done) return work;
        timers.sort((a, b) => a.at - b.at || a.order - b.order);
        const next = timers.shift();
        if (!next) throw new Error('Deadlock: the work is pending and no timer is set.');
        time = Math.max(time, next.at);
        next.wake();
      }
    },
  };
}
