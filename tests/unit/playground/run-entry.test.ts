import { describe, expect, test } from 'vitest';
import { bench, origin } from '../../harness/in-process-mock.ts';
import { entries, getEntry, type ErrorEntry } from '../../../src/catalog/index.ts';
import { PlaygroundClock } from '../../../src/playground/playground-clock.ts';
import { runEntry } from '../../../src/playground/run-entry.ts';
import { personDecides, signInFor } from '../../../src/playground/sign-in.ts';
import { callName } from '../../../src/playground/describe-event.ts';
import { decisionsOf, type ClientPolicy, type RunResult } from '../../../src/playground/trace.ts';

/** A run with waits that pass at once in real time, on a clock that still counts them. */
function run(entry: ErrorEntry, policy: ClientPolicy) {
  let realNow = Date.UTC(2026, 10, 30, 12);
  const clock = new PlaygroundClock({
    realNow: () => realNow,
    timer: (callback, ms) => {
      const handle = setTimeout(() => {
        realNow += ms;
        callback();
      }, 0);
      return { cancel: () => clearTimeout(handle) };
    },
  });
  const { mock, fetch } = bench({ clock });
  // As in the page: the client signs in again through the token endpoint, and a person allows a held call.
  return runEntry({
    entry,
    policy,
    seed: 7,
    mock,
    clock,
    fetch,
    origin,
    signIn: (driver, scope, recorded) => signInFor(driver, { origin, fetch: recorded, scope }),
    decideHold: (holdId) => personDecides(holdId, { origin, fetch, decision: 'allowed' }),
  });
}

describe('runEntry', () => {
  test.each(entries.map((entry) => [entry.id, entry] as const))(
    '%s: the reference client decides as the catalog says',
    async (_, entry) => {
      const result = await run(entry, 'reference');
      const decisions = decisionsOf(result);
      expect(
        decisions.map((decision) => decision.action),
        result.outcome.summary,
      ).toContain(entry.reaction.kind);
    },
  );

  test.each(entries.map((entry) => [entry.id, entry] as const))(
    '%s: the naive client repeats at once, naming the answer that failed each time',
    async (_, entry) => {
      const result = await run(entry, 'naive');
      expect(result.events.filter((event) => event.kind === 'wait')).toEqual([]);
      result.events.forEach((event, index) => {
        if (event.kind !== 'note' || !event.text.includes('the naive client repeats')) return;
        // The failure the note names is one the wire carried before it.
        const answers = result.events
          .slice(0, index)
          .flatMap((earlier) => (earlier.kind === 'exchange' ? [earlier.exchange] : []));
        const failure = /failed \((.+)\)/.exec(event.text)?.[1] ?? '';
        const named = (answer: (typeof answers)[number]) =>
          failure.startsWith('HTTP ')
            ? failure === `HTTP ${answer.status}`
            : failure === 'isError result'
              ? answer.responseBody.includes('"isError":true')
              : answer.responseBody.includes(JSON.stringify(failure.replace(/…$/, '')).slice(1, -1));
        expect(answers.some(named), event.text).toBe(true);
      });
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
      const scenarioCall = calls(result, 'trigger').at(-1);
      expect(scenarioCall, 'the scenario made a call').toBeDefined();
      const repeats = calls(result, 'react').filter((call) => call !== 'tools/call show_passport');
      // Stopped (a hold table that is full: the call did not run, there is nothing to poll) or repeated once.
      expect(repeats, result.outcome.summary).toEqual(result.outcome.status === 'succeeded' ? [scenarioCall] : []);
    },
  );

  test.each(
    entries
      .filter(
        (entry) => entry.level === 'http' && ['retry-after', 'backoff', 'reinitialize'].includes(entry.reaction.kind),
      )
      .map((entry) => [entry.id, entry] as const),
  )('%s: the timeline holds one decision for each refusal on the wire, not one per layer', async (_, entry) => {
    const result = await run(entry, 'reference');
    const status = entry.wire.find((wire) => wire.kind === 'http')?.status;
    const refusals = result.events.filter(
      (event) => event.kind === 'exchange' && event.phase !== 'connect' && event.exchange.status === status,
    );
    expect(refusals.length, result.outcome.summary).toBeGreaterThan(0);
    expect(decisionsOf(result)).toHaveLength(refusals.length);
  });

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
      .filter((entry) => ['not-an-error', 'replay-ok', 'reinitialize', 'step-up-scope'].includes(entry.reaction.kind))
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
    expect(calls(result, 'react').at(-1)).toBe('tools/call post_notice');
    // One decision, then the poll that found it allowed, in words: not the decision again.
    expect(decisionsOf(result).map((decision) => decision.action)).toEqual(['await-human']);
    const notes = result.events.flatMap((event) => (event.kind === 'note' ? [event.text] : []));
    expect(notes).toContain('Polled the hold: allowed. The client repeats the call once.');
  });

  test('the naive client makes more calls than the reference client on a rate limit', async () => {
    const entry = getEntry('rooms.tool.rate-limited');
    const [reference, naive] = [await run(entry, 'reference'), await run(entry, 'naive')];
    expect(naive.calls).toBeGreaterThan(reference.calls);
    expect(reference.outcome.status).toBe('succeeded');
  });
});

/** The JSON-RPC calls of one phase of a run (`tools/call post_notice`, `tools/list`), handshakes left out. */
function calls(result: RunResult, phase: 'trigger' | 'react'): string[] {
  const handshake = ['initialize', 'notifications/initialized', 'server/discover'];
  return result.events.flatMap((event) =>
    event.kind === 'exchange' && event.phase === phase && event.exchange.url.endsWith('/mcp')
      ? [callName(event.exchange) ?? ''].filter((name) => name !== '' && !handshake.includes(name))
      : [],
  );
}
