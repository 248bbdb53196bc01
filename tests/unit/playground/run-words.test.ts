/**
 * The sentences a playground run prints, each checked against a real run of the entry it describes: a run must
 * not contradict itself (issue 26, point 3).
 */
import { describe, expect, test } from 'vitest';
import { entries } from '../../../src/catalog/index.ts';
import { defaultRetryPolicy } from '../../../src/client/policy.ts';
import { decisionLine, eventLine, exchangeLine, outcomeLine } from '../../../src/playground/describe-event.ts';
import { runInProcess as runOne } from '../../../src/playground/in-process.ts';
import { sceneLabel, timelineRows, type TimelineRow } from '../../../src/playground/timeline-rows.ts';
import { decisionsOf, type ClientPolicy, type RunResult } from '../../../src/playground/trace.ts';
import { defaultState, parseState } from '../../../src/playground/url-state.ts';

const slow = 60_000;
const run = (id: string, policy: ClientPolicy, revision?: '2025-11-25' | '2026-07-28') =>
  runOne({ entry: entries.find((entry) => entry.id === id)!, policy, seed: 7, ...(revision ? { revision } : {}) });

/** The outcome row as the timeline prints it. */
const outcomeRow = (result: RunResult): string => eventLine(result.events.find((event) => event.kind === 'outcome')!);

type SceneRow = Extract<TimelineRow, { kind: 'scene' }>;
const scenesOf = (result: RunResult): SceneRow[] =>
  timelineRows(result.events).filter((row): row is SceneRow => row.kind === 'scene');

describe('the words of a run agree with the run', () => {
  test('a stop says "Stopped" once, then the server\'s words', async () => {
    const result = await run('clockford.tool.refused-by-person', 'reference');
    expect(result.outcome.status).toBe('stopped');
    for (const line of [outcomeLine(result.outcome), outcomeRow(result)]) {
      expect(line).toMatch(/^Stopped: "The human who runs you refused this call/);
      expect(line).not.toContain('Stopped: Stopped:');
    }
  });

  test(
    'the naive client\'s "Refused N times in a row" is the scorecard\'s count, its handshake not counted',
    async () => {
      // Sign-in-required: the naive client connects again (initialize) before its refused calls.
      for (const id of ['clockford.tool.sign-in-required', 'clockford.tool.clerk-busy', 'rooms.tool.not-found']) {
        const result = await run(id, 'naive');
        const said = /^Refused (\d+) times in a row/.exec(result.outcome.summary);
        expect(said, `${id}: ${result.outcome.summary}`).not.toBeNull();
        expect(Number(said![1]), id).toBe(result.score.callsRefused);
      }
      const signIn = await run('clockford.tool.sign-in-required', 'naive');
      expect(signIn.score.callsSent).toBeGreaterThan(signIn.score.callsRefused);
    },
    slow,
  );

  test('a wait too long to sit out says so, not that the attempts ran out', async () => {
    const result = await run('clockford.http.too-many-sessions', 'reference');
    expect(result.outcome.status).toBe('waiting');
    expect(result.outcome.summary).toMatch(/longer than retry.maxWaitMs/);
    const untaken = result.events.find((event) => event.kind === 'decision' && event.waited === false);
    expect(untaken && untaken.kind === 'decision' && untaken.decision.waitMs).toBeGreaterThan(
      defaultRetryPolicy.maxWaitMs,
    );
    const line = eventLine(untaken!);
    expect(line).toContain('no wait taken: longer than the client sits out (retry.maxWaitMs 60 s)');
    expect(line).not.toContain('no attempts left');
  });

  test("the wait's source is the one the answer carried: a header, or the tool's words", async () => {
    const header = decisionsOf(await run('clockford.http.rate-limited', 'reference'));
    expect(header[0]?.waitFrom).toBe('retry-after-header');
    expect(decisionLine(header[0]!)).toContain('Wait, then retry (the Retry-After header)');

    // Rooms' 2025-11-25 tool result names its wait in words, though the entry's HTTP form sends Retry-After.
    const words = decisionsOf(await run('rooms.tool.rate-limited', 'reference', '2025-11-25')).filter(
      (decision) => decision.action === 'retry-after',
    );
    expect(words[0]?.waitFrom).toBe('say-seconds');
    expect(decisionLine(words[0]!)).toContain('Wait, then retry (the seconds named in say)');
    expect(decisionLine(words[0]!)).not.toContain('Retry-After header');
  });

  test(
    '"(the same for both clients)" is said of a scene both panes show, and only when both are shown',
    async () => {
      const [reference, naive] = await Promise.all([
        run('clockford.tool.held-public-post', 'reference'),
        run('clockford.tool.held-public-post', 'naive'),
      ]);
      const [opening, ...later] = scenesOf(reference);
      const [naiveOpening, ...naiveLater] = scenesOf(naive);
      // The opening scene is the same in both runs, call for call.
      expect(opening!.exchanges.map(exchangeLine)).toEqual(naiveOpening!.exchanges.map(exchangeLine));
      expect(sceneLabel(opening!, true)).toMatch(
        /^Scene: \d+ requests set up the server \(the same for both clients\)$/,
      );
      expect(sceneLabel(opening!, false)).not.toContain('the same for both');
      // The person's approval happens only for the reference client, which waits for it: not the same for both.
      expect(later).toHaveLength(1);
      expect(naiveLater).toHaveLength(0);
      expect(sceneLabel(later[0]!, true)).not.toContain('the same for both');
    },
    slow,
  );

  test('a bad link names the entry it shows, and that entry is the one that runs', async () => {
    const { state, problems } = parseState('?server=rooms&entry=no-such-entry');
    expect(state.entry).not.toBe(defaultState.entry);
    expect(state.entry).toBe(entries.find((entry) => entry.server === 'rooms')!.id);
    expect(problems[0]).toBe(`No catalog entry has the id "no-such-entry"; showing ${state.entry}.`);
    const result = await run(state.entry, 'reference');
    expect(result.entry).toBe(state.entry);
    // Without a server, the fallback is the first lesson, and the sentence says so.
    const plain = parseState('?entry=no-such-entry');
    expect(plain.problems).toEqual([`No catalog entry has the id "no-such-entry"; showing ${defaultState.entry}.`]);
  });
});
