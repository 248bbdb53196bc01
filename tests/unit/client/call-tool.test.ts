import { ProtocolError, type CallToolRequest, type CallToolResult } from '@modelcontextprotocol/client';
import { describe, expect, test, vi } from 'vitest';
import { getEntry, type EntryId, type ToolWire } from '../../../src/catalog/index.ts';
import {
  McpClientError,
  isMcpClientError,
  type DecisionEvent,
  type HoldPoll,
  type PollHold,
} from '../../../src/client/index.ts';
import { atlas, endedOn } from './atlas.ts';
import { caught } from './caught.ts';
import { instantClock, virtualClock } from './fake-time.ts';
import { toolResultFor } from './wire-forms.ts';

type Params = CallToolRequest['params'];

/** The tool result an entry's tool form describes, its placeholders filled with `values`. */
function reply(entryId: EntryId, values: Record<string, string> = {}): CallToolResult {
  const entry = getEntry(entryId);
  const wire = entry.wire.find((candidate): candidate is ToolWire => candidate.kind === 'tool-result');
  if (!wire) throw new Error(`${entryId} has no tool form`);
  return toolResultFor(entry, wire, values);
}

const done = (text = 'Sent to the quay channel.'): CallToolResult => ({ content: [{ type: 'text', text }] });

/** A client whose `callTool` answers from a script (a result, or an error to throw) and records every call. */
function scriptedClient(...script: Array<CallToolResult | Error>) {
  const calls: Params[] = [];
  const callTool = vi.fn((params: Params): Promise<CallToolResult> => {
    calls.push(structuredClone(params));
    const next = script[Math.min(calls.length, script.length) - 1];
    if (next === undefined) return Promise.reject(new Error('The script has no reply.'));
    return next instanceof Error ? Promise.reject(next) : Promise.resolve(next);
  });
  return { client: { callTool, getNegotiatedProtocolVersion: () => '2025-11-25' }, calls };
}

const broadcast: Params = { name: 'broadcast', arguments: { channel: 'quay', text: 'Lamps at six.' } };
const clockford = { server: 'clockford' };

describe('callTool', () => {
  test('waits retryAfterSeconds, then repeats the call and returns its result', async () => {
    const clock = instantClock();
    const { client, calls } = scriptedClient(reply('clockford.tool.clerk-busy', { N: '3' }), done());
    const result = await atlas({ ...clockford, clock }).callTool(client, broadcast);
    expect(result).toEqual(done());
    expect(calls).toHaveLength(2);
    expect(clock.sleeps).toEqual([3000]);
  });

  test('makes an idempotency key once and reuses it on every retry', async () => {
    const create = vi.fn(() => 'r-7f1c');
    const { client, calls } = scriptedClient(
      reply('clockford.tool.tool-fault', { N: '1' }),
      reply('clockford.tool.clerk-busy', { N: '1' }),
      done(),
    );
    await atlas({ ...clockford, clock: instantClock() }).callTool(client, broadcast, {
      idempotencyKey: { argument: 'request_id', create },
    });
    expect(create).toHaveBeenCalledTimes(1);
    expect(calls.map((call) => call.arguments?.['request_id'])).toEqual(['r-7f1c', 'r-7f1c', 'r-7f1c']);
  });

  test('keeps an idempotency key the caller already chose', async () => {
    const { client, calls } = scriptedClient(done());
    const params = { ...broadcast, arguments: { ...broadcast.arguments, idempotency_key: 'mine' } };
    await atlas({ server: 'rooms' }).callTool(client, params, { idempotencyKey: { argument: 'idempotency_key' } });
    expect(calls[0]?.arguments?.['idempotency_key']).toBe('mine');
  });

  test('counts a replayed reply as success', async () => {
    const events: DecisionEvent[] = [];
    const replayed = reply('clockford.tool.replayed');
    const { client } = scriptedClient(reply('clockford.tool.tool-fault', { N: '1' }), replayed);
    const reference = atlas({
      ...clockford,
      clock: instantClock(),
      hooks: { onDecision: (event) => events.push(event) },
    });
    const result = await reference.callTool(client, broadcast, { idempotencyKey: { argument: 'request_id' } });
    expect(result).toBe(replayed);
    expect(events.map((event) => event.decision.action)).toEqual(['retry-after', 'replay-ok']);
  });

  test('never retries a write without its idempotency key', async () => {
    const { client, calls } = scriptedClient(reply('clockford.tool.tool-fault', { N: '1' }), done());
    const error = await caught(
      atlas({ ...clockford, clock: instantClock() }).callTool(client, broadcast, { write: true }),
    );
    expect(isMcpClientError(error, 'unsafe-retry')).toBe(true);
    expect((error as Error).message).toMatch(/"broadcast" is a write without an idempotency key/);
    expect(calls).toHaveLength(1);
  });

  test('polls a held call and repeats it exactly once when allowed', async () => {
    const clock = instantClock();
    const held = reply('clockford.tool.held-public-post');
    const { client, calls } = scriptedClient(held, done('Posted.'));
    const polls: HoldPoll[] = [{ status: 'waiting' }, { status: 'waiting' }, { status: 'allowed' }];
    const pollHold = vi.fn<PollHold>(() => Promise.resolve(polls.shift() ?? { status: 'allowed' }));
    const result = await atlas({ ...clockford, clock, hooks: { pollHold } }).callTool(client, {
      name: 'post_notice',
      arguments: { text: 'Lamps lit.' },
    });
    expect(result).toEqual(done('Posted.'));
    expect(calls).toHaveLength(2);
    expect(calls[1]).toEqual(calls[0]);
    expect(pollHold).toHaveBeenCalledTimes(3);
    expect(pollHold.mock.calls[0]?.[0]).toMatchObject({ id: 'hold-1', tool: 'post_notice' });
    expect(clock.sleeps).toEqual([5000, 5000, 5000]);
  });

  test('does not repeat a held call a second time when the repeat is held again', async () => {
    const held = reply('clockford.tool.held-public-post');
    const { client, calls } = scriptedClient(held, held);
    const pollHold: PollHold = () => Promise.resolve({ status: 'allowed' });
    const error = await caught(
      atlas({ ...clockford, clock: instantClock(), hooks: { pollHold } }).callTool(client, broadcast),
    );
    expect(isMcpClientError(error) && error.code).toBe('repeated-once');
    expect(calls).toHaveLength(2);
  });

  test('stops with the person’s refusal, in the server’s words, without repeating', async () => {
    const { client, calls } = scriptedClient(reply('clockford.tool.held-public-post'));
    const words = 'The human who runs you refused this call in the hall. Do not try it another way.';
    const pollHold: PollHold = () => Promise.resolve({ status: 'refused', words });
    const error = await caught(
      atlas({ ...clockford, clock: instantClock(), hooks: { pollHold } }).callTool(client, broadcast),
    );
    expect(endedOn(error, 'stop') && (error as McpClientError).serverWords).toBe(words);
    expect(calls).toHaveLength(1);
  });

  test('ends a lapsed hold with code hold-lapsed', async () => {
    const { client } = scriptedClient(reply('clockford.tool.held-public-post'));
    const pollHold: PollHold = () => Promise.resolve({ status: 'lapsed' });
    const error = await caught(
      atlas({ ...clockford, clock: instantClock(), hooks: { pollHold } }).callTool(client, broadcast),
    );
    expect(isMcpClientError(error) && error.code).toBe('hold-lapsed');
    expect((error as Error).message).toMatch(/lapsed: your person did not decide\. Ask them before trying again\./);
  });

  test('ends a held call at once when there is no way to poll it', async () => {
    const { client, calls } = scriptedClient(reply('clockford.tool.held-public-post'));
    const error = await caught(atlas({ ...clockford, clock: instantClock() }).callTool(client, broadcast));
    expect(endedOn(error, 'await-human') && (error as McpClientError).decision?.hold?.id).toBe('hold-1');
    expect(calls).toHaveLength(1);
  });

  test('stops at once on a refusal, with the server’s own words', async () => {
    const closed = reply('clockford.tool.passport-closed');
    const { client, calls } = scriptedClient(closed);
    const error = await caught(atlas({ ...clockford, clock: instantClock() }).callTool(client, broadcast));
    expect(endedOn(error, 'stop')).toBe(true);
    expect(error).toMatchObject({
      serverWords: 'This passport is closed. A person will review it; nothing here moves until they do.',
      entryId: 'clockford.tool.passport-closed',
      result: closed,
    });
    expect(calls).toHaveLength(1);
  });

  test('stops at once on a 404 reference, with the server’s words', async () => {
    const { client, calls } = scriptedClient(reply('rooms.tool.not-found'));
    const error = await caught(
      atlas({ server: 'rooms' }).callTool(client, { name: 'join_room', arguments: { room: 'x' } }),
    );
    expect(endedOn(error, 'fix-request') && (error as McpClientError).serverWords).toBe(
      'not_found: No room has the slug no-such-room. — Check the slug.',
    );
    expect(calls).toHaveLength(1);
  });

  test('re-initializes a lost session once and repeats the call', async () => {
    const lost = new McpClientError('The session has ended.', {
      code: 'decision',
      decision: { action: 'reinitialize', entryId: 'clockford.http.session-not-found', reason: 'Session not found' },
    });
    const reinitialize = vi.fn(() => Promise.resolve());
    const { client, calls } = scriptedClient(lost, done());
    await atlas({ ...clockford, hooks: { reinitialize } }).callTool(client, broadcast);
    expect(reinitialize).toHaveBeenCalledTimes(1);
    expect(calls).toHaveLength(2);
    const again = scriptedClient(lost, lost, done());
    expect(
      endedOn(
        await caught(atlas({ ...clockford, hooks: { reinitialize } }).callTool(again.client, broadcast)),
        'reinitialize',
      ),
    ).toBe(true);
    expect(again.calls).toHaveLength(2);
  });

  test('hands a refused token to the sign-in hook once, and stops without one', async () => {
    const refusal = reply('rooms.tool.unauthorized');
    const onUnauthorized = vi.fn(() => Promise.resolve());
    const signedIn = scriptedClient(refusal, done());
    await atlas({ server: 'rooms', hooks: { onUnauthorized } }).callTool(signedIn.client, broadcast);
    expect(onUnauthorized).toHaveBeenCalledWith(expect.objectContaining({ entryId: 'rooms.tool.unauthorized' }));
    expect(signedIn.calls).toHaveLength(2);
    const alone = scriptedClient(refusal);
    expect(endedOn(await caught(atlas({ server: 'rooms' }).callTool(alone.client, broadcast)), 'reauthenticate')).toBe(
      true,
    );
    expect(alone.calls).toHaveLength(1);
  });

  test('never multiplies retries the resilient fetch already made', async () => {
    const spent = new McpClientError('Gave up after 3 attempts.', {
      code: 'retry-limit',
      attempts: 3,
      decision: {
        action: 'retry-after',
        entryId: 'clockford.http.rate-limited',
        waitMs: 1000,
        reason: 'Retry-After: 1',
      },
    });
    const { client, calls } = scriptedClient(spent, done());
    expect(await caught(atlas({ ...clockford, clock: instantClock() }).callTool(client, broadcast))).toBe(spent);
    expect(calls).toHaveLength(1);
  });

  test('does not retry an unknown tool', async () => {
    const unknownTool = scriptedClient(new ProtocolError(-32602, 'Tool no_such_tool not found'));
    expect(endedOn(await caught(atlas(clockford).callTool(unknownTool.client, broadcast)), 'fix-request')).toBe(true);
    expect(unknownTool.calls).toHaveLength(1);
  });

  test('backs off and repeats a read whose answer never came (a transport fault)', async () => {
    const clock = instantClock();
    const network = scriptedClient(new TypeError('fetch failed'), done());
    await atlas({ ...clockford, clock: { ...clock, random: () => 0.5 } }).callTool(network.client, broadcast);
    expect(network.calls).toHaveLength(2);
    expect(clock.sleeps).toEqual([500]);
  });

  test.each([
    ['undici', new TypeError('fetch failed', { cause: new Error('ECONNRESET') })],
    ['Chrome', new TypeError('Failed to fetch')],
    ['Firefox', new TypeError('NetworkError when attempting to fetch resource.')],
    ['Safari', new TypeError('Load failed')],
  ])('counts a TypeError as a lost connection only when the fetch failed (%s)', async (_runtime, error) => {
    const clock = instantClock();
    const network = scriptedClient(error, done());
    await atlas({ ...clockford, clock: { ...clock, random: () => 0.5 } }).callTool(network.client, broadcast);
    expect(network.calls).toHaveLength(2);
  });

  test('rethrows any other TypeError at once: a bug in the caller is not retried', async () => {
    const clock = instantClock();
    const bug = new TypeError("Cannot read properties of undefined (reading 'name')");
    const events: unknown[] = [];
    const buggy = scriptedClient(bug, done());
    const thrown = await caught(
      atlas({ ...clockford, clock, hooks: { onDecision: (event) => events.push(event) } }).callTool(
        buggy.client,
        broadcast,
      ),
    );
    expect(thrown).toBe(bug);
    expect(buggy.calls).toHaveLength(1);
    expect(clock.sleeps).toEqual([]);
    expect(events).toEqual([]);
  });

  test('never repeats a write without a key after a transport fault', async () => {
    const clock = instantClock();
    const network = scriptedClient(new TypeError('fetch failed'), done());
    const error = await caught(atlas({ ...clockford, clock }).callTool(network.client, broadcast, { write: true }));
    expect(isMcpClientError(error, 'unsafe-retry')).toBe(true);
    expect(network.calls).toHaveLength(1);
  });

  test('waits until resets_at when it is within the cap, and refuses a longer wait', async () => {
    const clock = instantClock();
    const soon = new Date(clock.now() + 20_000).toISOString();
    const limited = scriptedClient(reply('ichabod.tool.rate-limited', { RESETS_AT: soon }), done());
    await atlas({ server: 'ichabod', clock }).callTool(limited.client, broadcast);
    expect(clock.sleeps).toEqual([20_000]);
    const later = new Date(clock.now() + 3_600_000).toISOString();
    const hourly = scriptedClient(reply('ichabod.tool.rate-limited', { RESETS_AT: later }));
    const error = await caught(atlas({ server: 'ichabod', clock }).callTool(hourly.client, broadcast));
    expect(isMcpClientError(error, 'wait-too-long') && error.decision?.waitMs).toBe(3_600_000);
  });

  test('stops at the attempt cap', async () => {
    const clock = instantClock();
    const { client, calls } = scriptedClient(reply('clockford.tool.clerk-busy', { N: '2' }));
    const error = await caught(atlas({ ...clockford, clock, retry: { maxAttempts: 4 } }).callTool(client, broadcast));
    expect(isMcpClientError(error, 'retry-limit') && error.attempts).toBe(4);
    expect(calls).toHaveLength(4);
    expect(clock.sleeps).toEqual([2000, 2000, 2000]);
  });

  test('an abort cancels a wait at once', async () => {
    const clock = virtualClock();
    const controller = new AbortController();
    const { client, calls } = scriptedClient(reply('clockford.tool.clerk-busy', { N: '30' }), done());
    const call = caught(atlas({ ...clockford, clock, signal: controller.signal }).callTool(client, broadcast));
    void clock.sleep(1000).then(() => controller.abort());
    expect(isMcpClientError(await clock.run(call), 'aborted')).toBe(true);
    expect(calls).toHaveLength(1);
  });
});
