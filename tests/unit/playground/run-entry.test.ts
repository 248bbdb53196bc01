import { describe, expect, test } from 'vitest';
import { entries, getEntry, reactionsOf } from '../../../src/catalog/index.ts';
import { decisionsOf } from '../../../src/playground/trace.ts';
import { callsOf, notesOf, runInProcess as run } from './run-harness.ts';

describe('runEntry', () => {
  test.each(entries.map((entry) => [entry.id, entry] as const))(
    '%s: the reference client decides as the catalog says',
    async (_, entry) => {
      const result = await run(entry, 'reference');
      const decisions = decisionsOf(result);
      const kinds = reactionsOf(entry).map((reaction) => reaction.kind);
      expect(
        decisions.some((decision) => kinds.includes(decision.action as (typeof kinds)[number])),
        `${kinds.join(' or ')} in ${decisions.map((decision) => decision.action).join(', ')}: ${result.outcome.summary}`,
      ).toBe(true);
    },
  );

  test.each(entries.map((entry) => [entry.id, entry] as const))(
    '%s: the naive client says what failed each time, and how the run ended',
    async (_, entry) => {
      const result = await run(entry, 'naive');
      const notes = result.events.flatMap((event) => (event.kind === 'note' ? [event.text] : []));
      for (const note of notes.filter((text) => text.includes('the naive client repeats')))
        expect(note).toMatch(/^Call \d+ failed \(.+\): the naive client repeats it at once\.$/);
      expect(result.outcome.summary.trim()).not.toBe('');
    },
  );

  test.each(
    entries
      .filter((entry) => ['await-human', 'reinitialize'].includes(entry.reaction.kind))
      .map((entry) => [entry.id, entry] as const),
  )(
    '%s: the reference client repeats the scenario’s own call once, never a poll or an initialize',
    async (_, entry) => {
      const result = await run(entry, 'reference');
      const scenarioCall = callsOf(result, 'trigger').at(-1);
      expect(scenarioCall, 'the scenario made a call').toBeDefined();
      const repeats = callsOf(result, 'react').filter((call) => call !== 'tools/call show_passport');
      // Stopped (a hold table that is full: the call did not run, there is nothing to poll) or repeated once.
      expect(repeats, result.outcome.summary).toEqual(result.outcome.status === 'succeeded' ? [scenarioCall] : []);
    },
  );

  test.each(entries.map((entry) => [entry.id, entry] as const))(
    '%s: the timeline shows each decision once, not once per layer',
    async (_, entry) => {
      const { events } = await run(entry, 'reference');
      const repeated = events.filter((event, index) => {
        const previous = events[index - 1];
        return (
          event.kind === 'decision' &&
          previous?.kind === 'decision' &&
          previous.decision.action === event.decision.action &&
          previous.decision.entryId === event.decision.entryId
        );
      });
      expect(repeated).toEqual([]);
    },
  );

  test('signing in again is on the wire: the token request, then the call repeated with the new token', async () => {
    const result = await run(getEntry('clockford.http.insufficient-scope'), 'reference');
    const reacted = result.events.flatMap((event) =>
      event.kind === 'exchange' && event.phase === 'react'
        ? [`${event.exchange.status} ${new URL(event.exchange.url).pathname}`]
        : [],
    );
    expect(result.outcome.status, result.outcome.summary).toBe('succeeded');
    expect(reacted).toEqual(['200 /clockford/oauth/token', '200 /clockford/mcp']);
  });

  test.each(
    entries
      .filter((entry) =>
        ['not-an-error', 'replay-ok', 'reinitialize', 'step-up-scope', 'call-first', 'ask-person'].includes(
          entry.reaction.kind,
        ),
      )
      .map((entry) => [entry.id, entry] as const),
  )('%s: the reference client ends with success', async (_, entry) => {
    const result = await run(entry, 'reference');
    expect(result.outcome.status, result.outcome.summary).toBe('succeeded');
  });

  test.each(
    entries.filter((entry) => entry.reaction.kind === 'reauthenticate').map((entry) => [entry.id, entry] as const),
  )('%s: signed in again, the reference client’s repeat goes through', async (_, entry) => {
    const result = await run(entry, 'reference');
    expect(result.outcome.status, result.outcome.summary).toBe('succeeded');
  });

  test('a held call the person allows is posted once, after the wait', async () => {
    const result = await run(getEntry('clockford.tool.held-public-post'), 'reference');
    expect(result.outcome.status, result.outcome.summary).toBe('succeeded');
    expect(callsOf(result, 'react').at(-1)).toBe('tools/call post_notice');
    // One decision, then the poll that found it allowed, in words: not the decision again.
    expect(decisionsOf(result).map((decision) => decision.action)).toEqual(['await-human']);
    expect(notesOf(result)).toContain('Polled the hold: allowed. The client repeats the call once.');
  });

  test.each(entries.filter((entry) => entry.reaction.kind === 'carry-on').map((entry) => [entry.id, entry] as const))(
    '%s: the reference client carries on without the call, and never repeats it',
    async (_, entry) => {
      const result = await run(entry, 'reference');
      expect(result.outcome.status, result.outcome.summary).toBe('carried-on');
      expect(callsOf(result, 'react')).toEqual([]);
    },
  );

  test.each(entries.filter((entry) => entry.reaction.kind === 'ask-person').map((entry) => [entry.id, entry] as const))(
    '%s: a person acts, and the timeline says what they did before the one repeat',
    async (_, entry) => {
      const result = await run(entry, 'reference');
      const acted = notesOf(result).find((note) => note.startsWith('The person'));
      expect(acted, result.outcome.summary).toMatch(/The client repeats the call once\.$/);
      expect(callsOf(result, 'react')[0]).toBe(callsOf(result, 'trigger').at(-1));
    },
  );

  test('the naive client makes more calls than the reference client on a rate limit', async () => {
    const entry = getEntry('rooms.tool.rate-limited');
    const [reference, naive] = [await run(entry, 'reference'), await run(entry, 'naive')];
    expect(naive.calls).toBeGreaterThan(reference.calls);
    expect(reference.outcome.status).toBe('succeeded');
  });
});
