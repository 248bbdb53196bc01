import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { isMcpClientError } from '../../../src/client/index.ts';
import { sleep } from '../../../src/client/sleep.ts';
import { caught } from './caught.ts';

describe('sleep', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  test('resolves after the time has passed', async () => {
    let woke = false;
    const wait = sleep(3000).then(() => (woke = true));
    await vi.advanceTimersByTimeAsync(2999);
    expect(woke).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await wait;
    expect(woke).toBe(true);
  });

  test('rejects with an aborted McpClientError the moment the signal aborts, and clears its timer', async () => {
    const controller = new AbortController();
    const wait = caught(sleep(60_000, controller.signal));
    await vi.advanceTimersByTimeAsync(1000);
    controller.abort(new Error('closed'));
    const error = await wait;
    expect(isMcpClientError(error, 'aborted')).toBe(true);
    expect(vi.getTimerCount()).toBe(0);
  });

  test('rejects at once when the signal has already aborted', async () => {
    expect(isMcpClientError(await caught(sleep(1000, AbortSignal.abort())), 'aborted')).toBe(true);
  });
});
