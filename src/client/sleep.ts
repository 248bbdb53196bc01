/**
 * Waiting, made injectable: the client never calls `setTimeout` or `Date.now` directly, so tests
 * run on fake time and the playground on a compressed clock.
 */
import { abortedError } from './decision-error.ts';

/** Waits `ms` milliseconds; rejects when `signal` aborts. */
export type Sleep = (ms: number, signal?: AbortSignal) => Promise<void>;

/** The current time in milliseconds since the epoch. */
export type Now = () => number;

/**
 * A real wait that an `AbortSignal` cancels at once, rejecting with an `McpClientError` (code `aborted`).
 *
 * @example
 * const controller = new AbortController();
 * const wait = sleep(3000, controller.signal);
 * controller.abort(); // wait rejects with an McpClientError, code 'aborted'
 */
export const sleep: Sleep = (ms, signal) =>
  new Promise<void>((resolve, reject) => {
    if (signal?.aborted) {
      reject(abortedError(signal.reason));
      return;
    }
    const onAbort = (): void => {
      clearTimeout(timer);
      reject(abortedError(signal?.reason));
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });

/** Throws an `McpClientError` (code `aborted`) if `signal` has aborted. */
export function throwIfAborted(signal: AbortSignal | undefined): void {
  if (signal?.aborted) throw abortedError(signal.reason);
}

/**
 * Waits with an injected `sleep`, turning any rejection caused by `signal` into an `aborted` error,
 * so a caller sees one error type whatever sleep it injected.
 */
export async function abortableSleep(sleepFor: Sleep, ms: number, signal: AbortSignal | undefined): Promise<void> {
  throwIfAborted(signal);
  try {
    await sleepFor(ms, signal);
  } catch (error) {
    if (signal?.aborted) throw abortedError(signal.reason);
    throw error;
  }
  throwIfAborted(signal);
}
