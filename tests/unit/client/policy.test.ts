import { describe, expect, test } from 'vitest';
import { caught } from './caught.ts';
import { defaultRetryPolicy, isMcpClientError, type Decision } from '../../../src/client/index.ts';
import { admitRetry, resolvePolicy } from '../../../src/client/policy.ts';
import { createRetryBudget } from '../../../src/client/retry-budget.ts';

const busy: Decision = {
  action: 'retry-after',
  waitMs: 3000,
  waitFrom: 'retry-after-header',
  reason: 'Retry-After: 3 → wait 3 s',
};

describe('resolvePolicy', () => {
  test('defaults to 3 attempts, full jitter from 1 s capped at 20 s, and waits of at most 60 s', () => {
    expect(resolvePolicy()).toEqual(defaultRetryPolicy);
    expect(defaultRetryPolicy).toMatchObject({ maxAttempts: 3, baseMs: 1000, capMs: 20_000, maxWaitMs: 60_000 });
  });

  test('applies overrides, leaving the rest at their defaults', () => {
    expect(resolvePolicy({ maxAttempts: 4, maxWaitMs: undefined })).toMatchObject({
      maxAttempts: 4,
      maxWaitMs: 60_000,
    });
  });

  test('throws at once on a bad number, naming the option', () => {
    expect(() => resolvePolicy({ maxAttempts: 0 })).toThrow(/"retry\.maxAttempts"/);
    expect(() => resolvePolicy({ maxAttempts: 2.5 })).toThrow(/"retry\.maxAttempts"/);
    expect(() => resolvePolicy({ maxWaitMs: -1 })).toThrow(/"retry\.maxWaitMs"/);
    expect(() => resolvePolicy({ baseMs: 5000, capMs: 1000 })).toThrow(/"retry\.capMs"/);
  });
});

describe('admitRetry', () => {
  const policy = resolvePolicy();

  test('lets a retry through and returns what it cost the budget', () => {
    expect(admitRetry(busy, 1, policy, createRetryBudget())).toBe(5);
    expect(admitRetry({ ...busy, waitFrom: 'backoff' }, 1, policy, createRetryBudget())).toBe(14);
    expect(admitRetry(busy, 1, policy, false)).toBe(0);
  });

  test('ends the call after the last attempt', async () => {
    const error = await caught(() => admitRetry(busy, 3, policy, false));
    expect(isMcpClientError(error, 'retry-limit') && error.attempts).toBe(3);
  });

  test('refuses a wait beyond maxWaitMs, saying so', async () => {
    const long = { ...busy, waitMs: 120_000, reason: 'Retry-After: 120 → wait 120 s' };
    const error = await caught(() => admitRetry(long, 1, policy, false));
    expect(isMcpClientError(error, 'wait-too-long')).toBe(true);
    expect((error as Error).message).toMatch(/wait 120 s, longer than retry.maxWaitMs \(60 s\)/);
  });

  test('refuses a retry the budget cannot afford', async () => {
    const budget = createRetryBudget({ capacity: 4 });
    expect(isMcpClientError(await caught(() => admitRetry(busy, 1, policy, budget)), 'retry-budget')).toBe(true);
  });
});
