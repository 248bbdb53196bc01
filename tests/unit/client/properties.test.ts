/**
 * Properties of the policy, checked with fast-check against simulated servers built from the
 * catalog: its rate limits (with their numbers), its refusals (with their wire forms) and its
 * reactions. Time is virtual; nothing sleeps for real.
 */
import type { CallToolRequest, CallToolResult } from '@modelcontextprotocol/client';
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import {
  entriesOf,
  getEntry,
  limits,
  type ErrorEntry,
  type HttpWire,
  type ToolWire,
} from '../../../src/catalog/index.ts';
import { isMcpClientError, type DecisionEvent } from '../../../src/client/index.ts';
import { resolvePolicy } from '../../../src/client/policy.ts';
import { atlas } from './atlas.ts';
import { instantClock, startTime, virtualClock } from './fake-time.ts';
import { advertisedWaitMs, createLimiter, httpRefusal, toolRefusal } from './limiter-sim.ts';
import { responseFor, toolResultFor } from './wire-forms.ts';

const policy = resolvePolicy();
const ok = (): Response => new Response('{"jsonrpc":"2.0","id":1,"result":{}}', { status: 200 });
const done: CallToolResult = { content: [{ type: 'text', text: 'done' }] };
const randomNumber = fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true });

/** What the simulated server saw: every request, and every refusal with the wait it advertised. */
interface ServerLog {
  sent: Array<{ at: number; call: string; admitted: boolean }>;
  refusals: Array<{ at: number; advertisedMs: number | undefined }>;
}

/**
 * Once the server has named a wait, nothing the client sends lands inside it. (A request sent at
 * the same instant as the refusal was already on its way: the client could not know yet.)
 */
function expectQuietAfterRefusals(log: ServerLog): void {
  for (const refusal of log.refusals) {
    if (refusal.advertisedMs === undefined) continue;
    for (const later of log.sent.filter((request) => request.at > refusal.at)) {
      expect(later.at - refusal.at).toBeGreaterThanOrEqual(refusal.advertisedMs);
    }
  }
}

/** The client's accepted calls never exceed the documented rate. */
function expectWithinRate(log: ServerLog, rate: NonNullable<(typeof limits)[number]['rate']>): void {
  const admitted = log.sent.filter((request) => request.admitted).map((request) => request.at);
  if (rate.algorithm === 'rolling-window') {
    const windowMs = rate.windowSeconds * 1000;
    for (const at of admitted) {
      const inWindow = admitted.filter((other) => other > at - windowMs && other <= at).length;
      expect(inWindow).toBeLessThanOrEqual(rate.count);
    }
    return;
  }
  const burst = rate.burst ?? rate.count;
  const refill = rate.refill ?? { count: rate.count, everySeconds: rate.windowSeconds };
  admitted.forEach((first, i) =>
    admitted.slice(i).forEach((last, offset) => {
      const ticks = Math.floor((last - first) / (refill.everySeconds * 1000)) + 1;
      expect(offset + 1).toBeLessThanOrEqual(burst + ticks * refill.count);
    }),
  );
}

/** Each rate the catalog states, with each wire form its breach takes. */
const rateCases = limits.flatMap((limit) => {
  const rate = limit.rate;
  if (!rate) return [];
  const breach = getEntry(limit.breach);
  return breach.wire
    .filter((wire): wire is HttpWire | ToolWire => wire.kind === 'http' || wire.kind === 'tool-result')
    .map((wire) => ({ name: `${limit.id} (${wire.kind} ${breach.id})`, rate, breach, wire }));
});

const gapsFor = (rate: (typeof rateCases)[number]['rate']) => {
  const spacing = ((rate.refill?.everySeconds ?? rate.windowSeconds / rate.count) * 1000) | 0;
  return fc.integer({ min: 0, max: Math.max(1, 2 * spacing) });
};

describe('following the policy, the client', () => {
  test.each(rateCases)('never sends into a wait the server named: $name', async ({ rate, breach, wire }) => {
    const capacity = rate.burst ?? rate.count;
    const scenario = fc.record({
      used: fc.integer({ min: 0, max: capacity }),
      callers: fc.array(fc.array(gapsFor(rate), { minLength: 1, maxLength: 8 }), {
        minLength: 1,
        maxLength: wire.kind === 'http' ? 3 : 1,
      }),
      random: randomNumber,
    });
    await fc.assert(
      fc.asyncProperty(scenario, async ({ used, callers, random }) => {
        const log: ServerLog = { sent: [], refusals: [] };
        const perCall = new Map<string, number>();
        const count = (call: string): void => void perCall.set(call, (perCall.get(call) ?? 0) + 1);
        if (wire.kind === 'http') {
          const clock = virtualClock();
          const limiter = createLimiter(rate, used, clock.now());
          // One client for every caller: one gate and one budget, as the policy says.
          const { fetch } = atlas({
            clock: { ...clock, random: () => random },
            server: breach.server,
            fetch: (_url, init) => {
              const call = new Headers(init?.headers).get('x-call') ?? '';
              const admission = limiter.admit(clock.now());
              const at = clock.now();
              log.sent.push({ at, call, admitted: admission.ok });
              count(call);
              if (admission.ok) return Promise.resolve(ok());
              const advertisedMs = advertisedWaitMs(breach, wire, admission.waitMs);
              log.refusals.push({ at, advertisedMs });
              return Promise.resolve(httpRefusal(breach, wire, admission.waitMs, at));
            },
          });
          const run = (gaps: number[], caller: number) =>
            gaps.reduce(async (previous, gap, n) => {
              await previous;
              await clock.sleep(gap);
              const init = { method: 'POST', headers: { 'x-call': `${caller}.${n}` }, body: '{}' };
              await fetch('http://mock/mcp', init).catch((error: unknown) => {
                if (!isMcpClientError(error)) throw error;
              });
            }, Promise.resolve());
          await clock.run(Promise.all(callers.map(run)));
        } else {
          const clock = instantClock();
          const limiter = createLimiter(rate, used, clock.now());
          const client = {
            callTool: (params: CallToolRequest['params']): Promise<CallToolResult> => {
              const call = params.name;
              const at = clock.now();
              const admission = limiter.admit(at);
              log.sent.push({ at, call, admitted: admission.ok });
              count(call);
              if (admission.ok) return Promise.resolve(done);
              log.refusals.push({ at, advertisedMs: advertisedWaitMs(breach, wire, admission.waitMs) });
              return Promise.resolve(toolRefusal(breach, wire, admission.waitMs, at));
            },
          };
          const reference = atlas({ clock, server: breach.server });
          for (const [n, gap] of (callers[0] ?? []).entries()) {
            clock.advance(gap);
            await reference.callTool(client, { name: `call-${n}` }).catch((error: unknown) => {
              if (!isMcpClientError(error)) throw error;
            });
          }
        }
        expectQuietAfterRefusals(log);
        expectWithinRate(log, rate);
        for (const sends of perCall.values()) expect(sends).toBeLessThanOrEqual(policy.maxAttempts);
      }),
      { numRuns: wire.kind === 'http' ? 15 : 40 },
    );
  });

  test('never waits less than a Retry-After, in seconds or as an HTTP-date', async () => {
    const entry = getEntry('clockford.http.rate-limited');
    const wire = entry.wire[0] as HttpWire;
    const refusal = fc.record({ seconds: fc.integer({ min: 0, max: 90 }), asDate: fc.boolean() });
    await fc.assert(
      fc.asyncProperty(fc.array(refusal, { minLength: 1, maxLength: 4 }), async (refusals) => {
        const clock = instantClock();
        const sent: number[] = [];
        const script = [...refusals];
        const { fetch } = atlas({
          clock,
          server: 'clockford',
          retry: { maxAttempts: 10 },
          fetch: () => {
            sent.push(clock.now());
            const next = script.shift();
            if (!next) return Promise.resolve(ok());
            const response = responseFor(entry, wire);
            const value = next.asDate
              ? new Date(clock.now() + next.seconds * 1000).toUTCString()
              : String(next.seconds);
            response.headers.set('Retry-After', value);
            return Promise.resolve(response);
          },
        });
        const outcome = await fetch('http://mock/mcp', { method: 'POST' }).catch((error: unknown) => error);
        const tooLong = refusals.findIndex((next) => next.seconds * 1000 > policy.maxWaitMs);
        expect(isMcpClientError(outcome, 'wait-too-long')).toBe(tooLong !== -1);
        const honoured = tooLong === -1 ? refusals : refusals.slice(0, tooLong);
        expect(clock.sleeps).toHaveLength(honoured.length);
        honoured.forEach((next, i) => {
          expect(clock.sleeps[i]).toBeGreaterThanOrEqual(next.seconds * 1000);
          expect((sent[i + 1] ?? Infinity) - (sent[i] ?? 0)).toBeGreaterThanOrEqual(next.seconds * 1000);
        });
        expect(sent).toHaveLength(honoured.length + 1);
      }),
    );
    expect(startTime % 1000).toBe(0); // whole seconds, so an HTTP-date names the wait exactly
  });

  test('never goes past its attempt cap in the fetch, whatever the server answers', async () => {
    const replies = entriesOf('clockford').flatMap((entry) =>
      entry.wire.filter((wire): wire is HttpWire => wire.kind === 'http').map((wire) => ({ entry, wire })),
    );
    const reply = fc.constantFrom(...replies);
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 1, max: 6 }),
        fc.array(reply, { minLength: 1, maxLength: 12 }),
        async (maxAttempts, script) => {
          const clock = instantClock();
          let calls = 0;
          const events: DecisionEvent[] = [];
          const { fetch } = atlas({
            clock,
            server: 'clockford',
            retry: { maxAttempts },
            hooks: { onDecision: (event) => events.push(event) },
            fetch: () => {
              const next = script[calls++];
              return Promise.resolve(next ? responseFor(next.entry, next.wire, { N: '1' }) : ok());
            },
          });
          await fetch('http://mock/mcp', { method: 'POST' }).catch(() => undefined);
          expect(calls).toBeLessThanOrEqual(maxAttempts);
          expect(events.every((event) => event.attempt <= maxAttempts)).toBe(true);
        },
      ),
    );
  });

  test('never goes past its attempt cap in a tool call, repeating a held or lost call at most once more', async () => {
    const replies = (['clockford', 'rooms', 'ichabod', 'connect'] as const).flatMap((server) =>
      entriesOf(server).flatMap((entry: ErrorEntry) =>
        entry.wire
          .filter((wire): wire is ToolWire => wire.kind === 'tool-result')
          .map((wire) => ({
            server,
            result: toolResultFor(entry, wire, { N: '1', RESETS_AT: new Date(startTime).toISOString() }),
          })),
      ),
    );
    const server = fc.constantFrom('clockford', 'rooms', 'ichabod', 'connect');
    await fc.assert(
      fc.asyncProperty(
        server,
        fc.integer({ min: 1, max: 6 }),
        fc.infiniteStream(fc.nat()),
        async (name, maxAttempts, picks) => {
          const own = replies.filter((reply) => reply.server === name);
          const clock = instantClock();
          let calls = 0;
          const waiting = new Set(['retry-after', 'backoff', 'wait-for-room']);
          let onlyWaiting = true;
          const client = {
            callTool: (): Promise<CallToolResult> => {
              calls++;
              const pick = own[picks.next().value % own.length];
              return Promise.resolve(pick?.result ?? done);
            },
          };
          const reference = atlas({
            clock,
            server: name,
            retry: { maxAttempts },
            hooks: {
              reinitialize: () => Promise.resolve(),
              onUnauthorized: () => Promise.resolve(),
              onInsufficientScope: () => Promise.resolve(),
              pollHold: () => Promise.resolve({ status: 'allowed' }),
              onDecision: ({ decision }) => {
                if (!waiting.has(decision.action) && decision.action !== 'replay-ok') onlyWaiting = false;
              },
            },
          });
          await reference.callTool(client, { name: 'any' }).catch(() => undefined);
          expect(calls).toBeLessThanOrEqual(maxAttempts + 4); // + one re-initialize, sign-in, step-up and held repeat
          if (onlyWaiting) expect(calls).toBeLessThanOrEqual(maxAttempts);
        },
      ),
    );
  });

  test('stops retrying as a whole once sustained failure has spent its budget', async () => {
    const entry = getEntry('connect.http.transport-fault');
    const wire = entry.wire[0] as HttpWire;
    // A full budget of 500 tokens pays for 35 transient retries (14 tokens each); three attempts a call would make 2.
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 1, max: 60 }), async (logicalCalls) => {
        let sent = 0;
        const { fetch } = atlas({
          clock: instantClock(),
          server: 'connect',
          fetch: () => {
            sent++;
            return Promise.resolve(responseFor(entry, wire));
          },
        });
        for (let call = 0; call < logicalCalls; call++)
          await fetch('http://mock/mcp', { method: 'POST' }).catch(() => undefined);
        const retries = sent - logicalCalls;
        expect(retries).toBe(Math.min(2 * logicalCalls, Math.floor(500 / 14)));
      }),
    );
  });
});
