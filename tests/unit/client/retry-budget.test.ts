import { describe, expect, test } from 'vitest';
import { createRetryBudget } from '../../../src/client/retry-budget.ts';

describe('createRetryBudget', () => {
  test('starts with 500 tokens and prices a throttled retry at 5, a transient one at 14', () => {
    const budget = createRetryBudget();
    expect(budget.tokens).toBe(500);
    expect(budget.take('throttling')).toBe(5);
    expect(budget.take('transient')).toBe(14);
    expect(budget.tokens).toBe(481);
  });

  test('refuses a retry it cannot afford, so a failing client stops retrying as a whole', () => {
    const budget = createRetryBudget();
    let transient = 0;
    while (budget.take('transient') !== undefined) transient++;
    expect(transient).toBe(35); // 35 × 14 = 490
    expect(budget.tokens).toBe(10);
    expect(budget.take('transient')).toBeUndefined();
    expect(budget.take('throttling')).toBe(5); // the cheaper throttled retry still fits
    expect(budget.take('throttling')).toBe(5);
    expect(budget.take('throttling')).toBeUndefined();
  });

  test('refills 1 token on a first-attempt success and what the retries took after a retried one', () => {
    const budget = createRetryBudget({ capacity: 20 });
    budget.take('transient');
    expect(budget.tokens).toBe(6);
    budget.recordSuccess();
    expect(budget.tokens).toBe(7);
    budget.recordSuccess(14);
    expect(budget.tokens).toBe(20);
  });

  test('never fills past its capacity', () => {
    const budget = createRetryBudget();
    budget.recordSuccess();
    budget.recordSuccess(50);
    expect(budget.tokens).toBe(500);
  });

  test('lets retries through again once successes refill it', () => {
    const budget = createRetryBudget({ capacity: 14 });
    expect(budget.take('transient')).toBe(14);
    expect(budget.take('transient')).toBeUndefined();
    for (let success = 0; success < 14; success++) budget.recordSuccess();
    expect(budget.take('transient')).toBe(14);
  });

  test('rejects a bad option, naming it', () => {
    expect(() => createRetryBudget({ transientCost: -1 })).toThrow(/"retry\.budget\.transientCost"/);
    expect(() => createRetryBudget({ capacity: Number.NaN })).toThrow(/"retry\.budget\.capacity"/);
  });
});
