import { describe, expect, test } from 'vitest';
import { entries, getEntry, type ErrorEntry } from '../../../src/catalog/index.ts';
import { createMockServers } from '../../../src/mock/handler.ts';
import { PlaygroundClock } from '../../../src/playground/playground-clock.ts';
import { runEntry } from '../../../src/playground/run-entry.ts';
import { decisionsOf, type ClientPolicy } from '../../../src/playground/trace.ts';

const origin = 'http://mock.test';

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
  const mock = createMockServers({ clock, origin });
  const fetch = async (url: string | URL, init?: RequestInit) =>
    (await mock.handle(new Request(url, init))) ?? new Response('No mock here.', { status: 404 });
  return runEntry({ entry, policy, seed: 7, mock, clock, fetch, origin });
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
    '%s: the naive client says what failed each time, and how the run ended',
    async (_, entry) => {
      const result = await run(entry, 'naive');
      const notes = result.events.flatMap((event) => (event.kind === 'note' ? [event.text] : []));
      for (const note of notes.filter((text) => text.includes('the naive client repeats')))
        expect(note).toMatch(/^Call \d+ failed \(.+\): the naive client repeats it at once\.$/);
      expect(result.outcome.summary.trim()).not.toBe('');
    },
  );

  test('the naive client makes more calls than the reference client on a rate limit', async () => {
    const entry = getEntry('rooms.tool.rate-limited');
    const [reference, naive] = [await run(entry, 'reference'), await run(entry, 'naive')];
    expect(naive.calls).toBeGreaterThan(reference.calls);
    expect(reference.outcome.status).toBe('succeeded');
  });
});
