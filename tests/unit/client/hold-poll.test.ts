import type { CallToolResult } from '@modelcontextprotocol/client';
import { describe, expect, test, vi } from 'vitest';
import type { HoldPoll } from '../../../src/client/decision.ts';
import { awaitHoldDecision, showPassportPoller } from '../../../src/client/hold-poll.ts';
import { resolvePolicy } from '../../../src/client/policy.ts';
import { instantClock, startTime } from './fake-time.ts';

const hold = { id: 'hold-1', tool: 'post_notice', status: 'waiting' };
const passport = (held: unknown[]): CallToolResult => ({
  content: [{ type: 'text', text: 'Your passport.' }],
  structuredContent: { harbour: { held } },
});

describe('showPassportPoller', () => {
  test('reads the hold’s status from harbour.held[] of show_passport', async () => {
    const callTool = vi.fn(() =>
      Promise.resolve(
        passport([
          { id: 'hold-0', status: 'refused' },
          { id: 'hold-1', status: 'allowed', say: 'Allowed in the hall.' },
        ]),
      ),
    );
    expect(await showPassportPoller({ callTool })(hold, {})).toEqual({
      status: 'allowed',
      words: 'Allowed in the hall.',
    });
    expect(callTool).toHaveBeenCalledWith({ name: 'show_passport', arguments: {} }, undefined);
  });

  test('reads any other status as still waiting', async () => {
    const callTool = () => Promise.resolve(passport([{ id: 'hold-1', status: 'waiting' }]));
    expect(await showPassportPoller({ callTool })(hold, {})).toEqual({ status: 'waiting' });
  });

  test('counts a hold no longer listed as lapsed, so nothing is repeated without an allow', async () => {
    const callTool = () => Promise.resolve(passport([]));
    expect((await showPassportPoller({ callTool })(hold, {})).status).toBe('lapsed');
  });
});

describe('awaitHoldDecision', () => {
  const retry = resolvePolicy({ pollIntervalMs: 10_000, maxHoldWaitMs: 60_000 });

  test('polls every interval until the status changes', async () => {
    const clock = instantClock();
    const polls: HoldPoll[] = [{ status: 'waiting' }, { status: 'refused', words: 'No.' }];
    const poll = await awaitHoldDecision(hold, () => Promise.resolve(polls.shift() ?? { status: 'waiting' }), {
      retry,
      clock,
    });
    expect(poll).toEqual({ status: 'refused', words: 'No.' });
    expect(clock.sleeps).toEqual([10_000, 10_000]);
  });

  test('gives up, still waiting, after maxHoldWaitMs', async () => {
    const clock = instantClock();
    const pollHold = vi.fn(() => Promise.resolve<HoldPoll>({ status: 'waiting' }));
    expect(await awaitHoldDecision(hold, pollHold, { retry, clock })).toEqual({ status: 'waiting' });
    expect(clock.now() - startTime).toBe(60_000);
    expect(pollHold).toHaveBeenCalledTimes(6);
  });

  test('stops polling when the hold itself lapses', async () => {
    const clock = instantClock();
    const lapsing = { ...hold, waitsUntil: new Date(startTime + 25_000).toISOString() };
    const pollHold = vi.fn(() => Promise.resolve<HoldPoll>({ status: 'waiting' }));
    await awaitHoldDecision(lapsing, pollHold, { retry, clock });
    expect(clock.sleeps).toEqual([10_000, 10_000, 5000]);
  });
});
