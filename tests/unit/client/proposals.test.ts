/**
 * The proposals' rules, where the client applies them: SEP-3304's `retryAfterMs` (RL-7, RL-8, RL-9) and the
 * Transports working group's registry draft (TR-8 and TR-14: the body decides; TR-9: no JSON-RPC body is a local
 * error; TR-11: an unknown reserved code is not retried unless it names a wait).
 */
import { describe, expect, test } from 'vitest';
import { entries } from '../../../src/client-data/entries.ts';
import { classify, type Failure } from '../../../src/client/index.ts';
import { rateLimitedCode, retryAfterMsWait } from '../../../src/client/proposals.ts';
import { createRetryStrategy } from '../../../src/client/retry-strategy.ts';

const rpcBody = (code: number, data?: unknown) =>
  JSON.stringify({ jsonrpc: '2.0', id: 1, error: { code, message: 'Refused.', ...(data ? { data } : {}) } });

const http = (status: number, body: string, headers: Record<string, string> = {}): Failure => ({
  kind: 'http',
  status,
  headers: new Headers(headers),
  body,
});

const rateLimited = (retryAfterMs: number, headers: Record<string, string> = {}) =>
  http(429, rpcBody(rateLimitedCode, { retryAfterMs }), headers);

describe('SEP-3304: retryAfterMs', () => {
  test('wins over Retry-After (RL-9), with no entries and with the catalog’s', () => {
    const failure = rateLimited(2000, { 'Retry-After': '30' });
    // With no entries the rule decides; the catalog's entry for -32023 names a backoff, whose wait the hint sets.
    const cases = [
      [{}, 'retry-after'],
      [{ entries, server: 'connect' }, 'backoff'],
    ] as const;
    for (const [options, action] of cases) {
      const decision = classify(failure, { ...options, clock: { random: () => 0 } });
      expect(decision).toMatchObject({ action, waitMs: 2000, waitFrom: 'retry-after-ms' });
    }
  });

  test('is jittered upwards, never earlier than asked, by at most a tenth (RL-7)', () => {
    expect(retryAfterMsWait(rateLimited(2000), { clock: { random: () => 0 } })?.ms).toBe(2000);
    expect(retryAfterMsWait(rateLimited(2000), { clock: { random: () => 0.5 } })?.ms).toBe(2100);
    expect(retryAfterMsWait(rateLimited(2000), { clock: { random: () => 0.999 } })?.ms).toBe(2200);
  });

  test('is clamped to maxWaitMs (RL-8): jitter never passes it, and a longer ask ends the call', async () => {
    expect(
      retryAfterMsWait(rateLimited(59_000), { clock: { random: () => 0.999 }, retry: { maxWaitMs: 60_000 } })?.ms,
    ).toBe(60_000);
    const strategy = createRetryStrategy({ retry: { maxWaitMs: 5000 }, clock: { sleep: () => Promise.resolve() } });
    let calls = 0;
    const call = strategy.run((attempt) => {
      calls++;
      return Promise.resolve({ kind: 'retry', decision: strategy.decide(rateLimited(600_000), undefined, attempt) });
    });
    await expect(call).rejects.toMatchObject({ code: 'wait-too-long' });
    expect(calls).toBe(1);
  });

  test('is read from a JSON-RPC error met in callTool too, and ignored when it is not a wait', () => {
    const rpc: Failure = {
      kind: 'jsonrpc-error',
      code: rateLimitedCode,
      message: 'Slow down.',
      data: { retryAfterMs: 500 },
    };
    expect(classify(rpc, { clock: { random: () => 0 } })).toMatchObject({ action: 'retry-after', waitMs: 500 });
    for (const retryAfterMs of [-1, 'soon', Number.NaN]) {
      const bad: Failure = { ...rpc, data: { retryAfterMs } };
      expect(classify(bad).action).toBe('unknown');
    }
  });
});

describe('the registry draft', () => {
  test('the body decides over the status (TR-8, TR-14): a JSON-RPC error on a 503 is not backed off', () => {
    const decision = classify(http(503, rpcBody(-32603)));
    expect(decision.action).toBe('unknown');
    expect(decision.reason).toContain('the body decides, not the status');
    expect(
      classify(http(400, rpcBody(rateLimitedCode, { retryAfterMs: 1000 })), { clock: { random: () => 0 } }),
    ).toMatchObject({
      action: 'retry-after',
      waitMs: 1000,
    });
  });

  test('an unknown reserved code is not retried (TR-11), unless it names a wait', () => {
    expect(classify(http(400, rpcBody(-32077))).action).toBe('unknown');
    expect(classify(http(400, rpcBody(-32077, { retryAfterMs: 300 })), { clock: { random: () => 0 } })).toMatchObject({
      action: 'retry-after',
      waitMs: 300,
      waitFrom: 'retry-after-ms',
    });
    // Outside the reserved range a named wait opens nothing: the code means nothing the client knows.
    expect(classify(http(400, rpcBody(-31000, { retryAfterMs: 300 }))).action).toBe('unknown');
  });

  test('a 4xx or 5xx with no JSON-RPC body is a local error (TR-9), never retried but for 429 and 503', () => {
    for (const status of [400, 403, 404, 500, 502]) {
      expect(classify(http(status, ''))).toMatchObject({ action: 'unknown', local: true });
    }
    expect(classify(http(429, ''), { clock: { random: () => 0 } })).toMatchObject({ action: 'backoff', local: true });
    expect(classify(http(429, rpcBody(-32603))).local).toBeUndefined();
  });
});
