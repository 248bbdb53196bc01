/**
 * `createResilientClient`: one object whose fetch and tool calls share a quiet gate and a retry
 * budget, that reports each decision once, that takes its errors as data (or none), and that
 * refuses bad options at once.
 */
import type { CallToolResult } from '@modelcontextprotocol/client';
import { describe, expect, test } from 'vitest';
import { getEntry, type EntryId, type HttpWire, type ToolWire } from '../../../src/catalog/index.ts';
import {
  createResilientClient,
  isMcpClientError,
  type DecisionEvent,
  type ResilientClientOptions,
} from '../../../src/client/index.ts';
import { atlas } from './atlas.ts';
import { caught } from './caught.ts';
import { instantClock, startTime, virtualClock } from './fake-time.ts';
import { responseFor, toolResultFor } from './wire-forms.ts';

const url = 'http://127.0.0.1:3929/clockford/mcp';
const post = (): RequestInit => ({ method: 'POST', body: '{"jsonrpc":"2.0","id":7,"method":"tools/list"}' });
const ok = (): Response => new Response('{"jsonrpc":"2.0","id":7,"result":{}}', { status: 200 });
const done: CallToolResult = { content: [{ type: 'text', text: 'done' }] };

function httpReply(id: EntryId, values: Record<string, string> = {}): Response {
  const entry = getEntry(id);
  return responseFor(
    entry,
    entry.wire.find((wire): wire is HttpWire => wire.kind === 'http')!,
    values,
  );
}

function toolReply(id: EntryId, values: Record<string, string> = {}): CallToolResult {
  const entry = getEntry(id);
  return toolResultFor(
    entry,
    entry.wire.find((wire): wire is ToolWire => wire.kind === 'tool-result')!,
    values,
  );
}

/** A tool caller that answers from a script, then with `done`. */
const scripted = (...answers: CallToolResult[]) => {
  const caller = {
    calls: 0,
    callTool: () => {
      caller.calls += 1;
      return Promise.resolve(answers.shift() ?? done);
    },
  };
  return caller;
};

describe('createResilientClient', () => {
  test('shares one gate: a wait a tool reply names holds the fetch’s next request', async () => {
    const clock = virtualClock();
    const sent: number[] = [];
    const reference = atlas({
      clock,
      server: 'clockford',
      fetch: () => {
        sent.push(clock.now() - startTime);
        return Promise.resolve(ok());
      },
    });
    const busy = scripted(toolReply('clockford.tool.clerk-busy', { N: '3' }));
    const toolCall = reference.callTool(busy, { name: 'districts', arguments: {} });
    const other = (async () => {
      await clock.sleep(1000);
      return reference.fetch(url, post());
    })();
    await clock.run(Promise.all([toolCall, other]));
    expect(sent).toEqual([3000]);
    expect(busy.calls).toBe(2);
  });

  test('shares one budget: once the fetch has spent it, a tool call is not retried either', async () => {
    const clock = instantClock();
    const reference = atlas({
      clock,
      server: 'clockford',
      retry: { maxAttempts: 1000 },
      fetch: () => Promise.resolve(httpReply('clockford.http.rate-limited', { N: '1' })),
    });
    expect(isMcpClientError(await caught(reference.fetch(url, post())), 'retry-budget')).toBe(true);
    const busy = scripted(toolReply('clockford.tool.clerk-busy', { N: '1' }));
    const error = await caught(reference.callTool(busy, { name: 'districts', arguments: {} }));
    expect(isMcpClientError(error, 'retry-budget')).toBe(true);
    expect(busy.calls).toBe(1);
  });

  test('gives two clients two gates and two budgets', async () => {
    const clock = instantClock();
    const refusing = () => Promise.resolve(httpReply('clockford.http.rate-limited', { N: '1' }));
    const spent = atlas({ clock, server: 'clockford', retry: { maxAttempts: 1000 }, fetch: refusing });
    await caught(spent.fetch(url, post()));
    const fresh = atlas({ clock, server: 'clockford' });
    const busy = scripted(toolReply('clockford.tool.clerk-busy', { N: '1' }));
    expect(await fresh.callTool(busy, { name: 'districts', arguments: {} })).toBe(done);
  });

  test('reports a tool reply once, from the tool layer, with the tool and the attempt', async () => {
    const events: DecisionEvent[] = [];
    const reference = atlas({
      clock: instantClock(),
      server: 'clockford',
      hooks: { onDecision: (event) => events.push(event) },
    });
    await reference.callTool(scripted(toolReply('clockford.tool.clerk-busy', { N: '2' })), {
      name: 'districts',
      arguments: {},
    });
    expect(events.map(({ layer, attempt, tool, decision }) => [layer, attempt, tool, decision.entryId])).toEqual([
      ['tool', 1, 'districts', 'clockford.tool.clerk-busy'],
    ]);
  });

  test('with no entries, waits out a Retry-After and repeats nothing else', async () => {
    const clock = instantClock();
    const answers = [new Response('Slow down.', { status: 429, headers: { 'Retry-After': '2' } }), ok()];
    const reference = createResilientClient({ clock, fetch: () => Promise.resolve(answers.shift()!) });
    expect((await reference.fetch(url, post())).status).toBe(200);
    expect(clock.sleeps).toEqual([2000]);
    const refused = scripted(toolReply('clockford.tool.clerk-busy', { N: '2' }));
    const error = await caught(reference.callTool(refused, { name: 'districts', arguments: {} }));
    expect(isMcpClientError(error, 'decision') && error.decision?.action).toBe('unknown');
    expect(refused.calls).toBe(1);
  });

  test.each<[string, ResilientClientOptions, RegExp]>([
    ['entries that are not a list', { entries: {} as never }, /Option "entries"/],
    [
      'a hook that is not a function',
      { hooks: { reinitialize: 'yes' as never } },
      /Option "hooks.reinitialize" must be a function/,
    ],
    ['a policy number out of range', { retry: { maxAttempts: 0 } }, /Option "retry.maxAttempts"/],
    ['a budget number out of range', { retry: { budget: { capacity: -1 } } }, /Option "retry.budget.capacity"/],
    ['a clock that is not functions', { clock: { now: 5 as never } }, /Option "clock.now" must be a function/],
    ['a group that is not an object', { hooks: (() => undefined) as never }, /Option "hooks" must be an object/],
  ])('refuses %s at once, naming the option', (_, options, message) => {
    expect(() => createResilientClient(options)).toThrow(message);
  });
});

describe('the options’ names', () => {
  test.each<[string, Record<string, unknown>, string]>([
    ['the policy', { policy: { maxAttempts: 4 } }, 'Unknown option "policy": it is "retry".'],
    ['a hook', { onDecision: () => undefined }, 'Unknown option "onDecision": it is "hooks.onDecision".'],
    [
      'a hook of the earlier seven',
      { pollHold: () => undefined },
      'Unknown option "pollHold": it is "hooks.pollHold".',
    ],
    ['the clock’s sleep', { sleep: () => Promise.resolve() }, 'Unknown option "sleep": it is "clock.sleep".'],
    ['the clock’s now', { now: () => 0 }, 'Unknown option "now": it is "clock.now".'],
    ['the jitter', { random: () => 0 }, 'Unknown option "random": it is "clock.random".'],
    ['a policy number at the top', { maxAttempts: 4 }, 'Unknown option "maxAttempts": it is "retry.maxAttempts".'],
    [
      'a clock member among the hooks',
      { hooks: { sleep: () => 0 } },
      'Unknown option "hooks.sleep": it is "clock.sleep".',
    ],
  ])('an old name (%s) throws at once, naming where it went', (_, options, message) => {
    expect(() => createResilientClient(options as ResilientClientOptions)).toThrow(message);
  });

  test('a name it never had lists the options instead', () => {
    expect(() => createResilientClient({ retries: 3 } as ResilientClientOptions)).toThrow(
      'Unknown option "retries": createResilientClient takes "server", "entries", "retry", "hooks", "clock", "signal", "passThrough", "fetch".',
    );
    expect(() => createResilientClient({ retry: { attempts: 3 } } as ResilientClientOptions)).toThrow(
      /Unknown option "retry.attempts": "retry" takes "maxAttempts", "baseMs", .*"budget"/,
    );
  });

  test('a clock may carry members of its own, as a fake clock does', () => {
    expect(() => createResilientClient({ clock: instantClock() })).not.toThrow();
  });

  test('callTool refuses a client’s option at once, saying it belongs to the client', async () => {
    const caller = scripted();
    const reference = atlas({ server: 'clockford' });
    const retry = await caught(reference.callTool(caller, { name: 'x' }, { retry: {} } as never));
    expect(retry).toBeInstanceOf(TypeError);
    expect((retry as Error).message).toBe(
      'Unknown option "retry" of callTool: it is "retry", an option of createResilientClient, for every call.',
    );
    const policy = await caught(reference.callTool(caller, { name: 'x' }, { policy: {} } as never));
    expect((policy as Error).message).toContain('it is "retry", an option of createResilientClient');
    const typo = await caught(reference.callTool(caller, { name: 'x' }, { idempotency: {} } as never));
    expect((typo as Error).message).toBe(
      'Unknown option "idempotency" of callTool: callTool takes "idempotencyKey", "write", "signal", "requestOptions".',
    );
    expect(caller.calls).toBe(0);
  });

  test('the retry group’s budget is the one the calls spend', async () => {
    const clock = instantClock();
    const refusing = () => Promise.resolve(httpReply('clockford.http.rate-limited', { N: '1' }));
    // A budget of 5 tokens pays for one throttled retry (5 tokens), and no second one.
    const small = atlas({
      clock,
      server: 'clockford',
      retry: { maxAttempts: 10, budget: { capacity: 5 } },
      fetch: refusing,
    });
    const error = await caught(small.fetch(url, post()));
    expect(isMcpClientError(error, 'retry-budget')).toBe(true);
    expect(clock.sleeps).toEqual([1000]);
  });
});
