/**
 * The part's rates are enforced by the four servers' own limiter: a call is refused exactly when a limiter of the
 * same rate on the same clock refuses it, and the wait it names is that limiter's, counting down to the call that
 * gets through.
 */
import { describe, expect, test } from 'vitest';
import { ManualClock } from '../../../../src/mock/clock.ts';
import { capacityOf, ratedLimits } from '../../../../src/mock/generic/index.ts';
import { limiterFor } from '../../../../src/mock/rate-limiter.ts';
import { harbor, harborBench } from './harbor-bench.ts';

const [requests, toolCalls] = ['request', 'tool-call'].map((scope) => {
  const rated = ratedLimits(harbor).find((candidate) => candidate.scope === scope);
  if (!rated) throw new Error(`The Harbor fixture has no ${scope} rate.`);
  return rated;
}) as [ReturnType<typeof ratedLimits>[number], ReturnType<typeof ratedLimits>[number]];

const structured = (observation: { message?: { result?: unknown } | undefined }) =>
  (observation.message?.result as { structuredContent?: Record<string, unknown> } | undefined)?.structuredContent ?? {};

describe('a gate rate of the part', () => {
  test('refuses exactly when the limiter says, with the limiter’s own wait in Retry-After', async () => {
    const { clock, driver } = harborBench();
    const shadow = limiterFor(requests.rate, clock);
    const caller = driver();
    const gap = (requests.rate.windowSeconds * 1000) / (capacityOf(requests.rate) * 1.5);
    const refusals: number[] = [];
    for (let call = 0; call < capacityOf(requests.rate) * 3; call += 1) {
      const verdict = shadow.take('one address');
      if (!verdict.allowed) refusals.push(call);
      const reply = await caller.rpc('tools/list');
      expect([reply.status, reply.headers.get('Retry-After')]).toEqual(
        verdict.allowed ? [200, null] : [429, String(verdict.retryAfterSeconds)],
      );
      clock.advance(gap);
    }
    // Calls faster than the rate: some are refused, and the window lets others through again.
    expect(refusals.length).toBeGreaterThan(0);
    expect(refusals.length).toBeLessThan(capacityOf(requests.rate) * 2);
  });

  test('holds its named wait: an early repeat is refused with what is left, a call after it passes', async () => {
    const { clock, driver } = harborBench();
    const caller = driver();
    for (let call = 0; call < capacityOf(requests.rate); call += 1) await caller.rpc('tools/list');
    const refused = await caller.rpc('tools/list');
    const wait = Number(refused.headers.get('Retry-After'));
    expect([refused.status, wait]).toEqual([429, requests.rate.windowSeconds]);
    clock.advance((wait - 1) * 1000);
    const early = await caller.rpc('tools/list');
    expect([early.status, early.headers.get('Retry-After')]).toEqual([429, '1']);
    clock.advance(1000);
    expect((await caller.rpc('tools/list')).status).toBe(200);
  });
});

describe('a tool rate of the part', () => {
  test('answers its breach in the tool with the bucket’s wait in retryAfterSeconds, counting down', async () => {
    const { clock, driver } = harborBench();
    const shadow = limiterFor(toolCalls.rate, new ManualClock(clock.now()));
    const caller = driver();
    const lookup = () => caller.callTool('list_sailings', { port: 'NLRTM' });
    for (let call = 0; call < capacityOf(toolCalls.rate); call += 1) {
      shadow.take('one address');
      expect(structured(await lookup())).toEqual({});
    }
    const verdict = shadow.take('one address');
    expect(verdict.allowed).toBe(false);
    const wait = verdict.allowed ? 0 : verdict.retryAfterSeconds;
    expect(structured(await lookup())['retryAfterSeconds']).toBe(wait);
    clock.advance((wait - 1) * 1000);
    expect(structured(await lookup())['retryAfterSeconds']).toBe(1);
    clock.advance(1000);
    expect(JSON.stringify((await lookup()).message?.result)).toMatch(/"text":"list_sailings: 3 results/);
  });

  test('counts per address: another caller is not refused', async () => {
    const { server } = harborBench();
    const call = (address: string) =>
      server.handle(
        new Request('http://mock.test/harbor/mcp', {
          method: 'POST',
          headers: {
            'Content-Type': 'application/json',
            Accept: 'application/json, text/event-stream',
            'MCP-Protocol-Version': '2025-11-25',
          },
          body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list', params: {} }),
        }),
        { address },
      );
    for (let sent = 0; sent < capacityOf(requests.rate); sent += 1) await call('198.51.100.1');
    expect((await call('198.51.100.1')).status).toBe(429);
    expect((await call('198.51.100.2')).status).toBe(200);
  });
});
