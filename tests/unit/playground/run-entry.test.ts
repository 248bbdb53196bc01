/**
 * Every catalog entry, run the way the playground runs it: the reference client reacts as the catalog says, the
 * side-by-side with the naive client is honest, the same link gives the same run, and the scene is kept apart
 * from the client's own calls.
 */
import { describe, expect, test } from 'vitest';
import { naiveMaxAttempts } from '../../../src/client/naive.ts';
import { defaultRetryPolicy } from '../../../src/client/policy.ts';
import { entries, getEntry, reactionsOf, type CatalogEntry } from '../../../src/catalog/index.ts';
import { namedWaitSeconds } from '../../../src/mock/wire.ts';
import { compareRuns } from '../../../src/playground/compare.ts';
import { callName } from '../../../src/playground/describe-event.ts';
import { runInProcess } from '../../../src/playground/in-process.ts';
import { decisionsOf, type ClientPolicy, type OutcomeStatus, type RunResult } from '../../../src/playground/trace.ts';

const seed = 7;
const run = (entry: CatalogEntry, policy: ClientPolicy, withSeed = seed) =>
  runInProcess({ entry, policy, seed: withSeed });
/** Runs of an entry with a long scene (300 notices on the board) take seconds each on a busy machine. */
const slow = 60_000;
const each = (filter: (entry: CatalogEntry) => boolean = () => true) =>
  entries.filter(filter).map((entry) => [entry.id, entry] as const);

/** The endings the catalog's reaction allows the reference client. */
function allowedEndings(entry: CatalogEntry): OutcomeStatus[] {
  switch (entry.reaction.kind) {
    case 'stop':
    case 'fix-request':
    case 'fall-back':
      return ['stopped'];
    case 'not-an-error':
    case 'replay-ok':
    case 'reinitialize':
    case 'reauthenticate':
    case 'step-up-scope':
    case 'wait-for-room':
      return ['success'];
    case 'retry-after': {
      // A wait longer than the client sits out is handed back; the catalog's example says which.
      const wait = namedWaitSeconds(entry);
      return wait !== undefined && wait * 1000 > defaultRetryPolicy.maxWaitMs ? ['waiting'] : ['success', 'waiting'];
    }
    case 'backoff':
      return ['success', 'gave-up'];
    case 'await-human':
      return ['success', 'waiting'];
    case 'carry-on':
      return ['carried-on'];
    case 'ask-person':
      // The one repeat after the person acted; it meets the same answer where no person of this caller's can act
      // (the town-wide table, full of other people's calls).
      return ['success', 'stopped'];
    case 'call-first':
      // Joining first fixes "not a member"; for the other forbidden cases the one repeat meets the same answer.
      return ['success', 'stopped'];
  }
}

/** A run as plain lines, with what differs between two honest runs (session ids, minted tokens) masked. */
function transcript(result: RunResult): string[] {
  const mask = (text: string) =>
    text
      .replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g, '<uuid>')
      .replace(/\b(ich_at_|ck_at_)?[0-9a-f]{32}\b/g, '<token>')
      .replace(/"jti":"[^"]+"/g, '"jti":"<jti>"');
  return result.events.map((event) => {
    switch (event.kind) {
      case 'exchange':
        return mask(
          `${event.at} ${event.by}${event.call ? ` #${event.call}` : ''} ${event.exchange.method} ${event.exchange.url} ${JSON.stringify(event.exchange.requestHeaders)} ${event.exchange.requestBody ?? ''} → ${event.exchange.status} ${JSON.stringify(event.exchange.responseHeaders)} ${event.exchange.responseBody}`,
        );
      case 'decision':
        return `${event.at} decision ${event.decision.action} ${event.decision.entryId ?? ''} ${event.decision.reason} ${event.waited ?? ''}`;
      case 'wait':
        return `${event.at} wait ${event.ms}`;
      case 'note':
        return mask(`${event.at} note ${event.text}`);
      case 'outcome':
        return `${event.at} outcome ${event.outcome.status} ${event.outcome.summary}`;
    }
  });
}

describe('the reference client, on every entry', () => {
  test.each(each())(
    '%s: decides as the catalog says, and ends as its reaction allows',
    async (_, entry) => {
      const result = await run(entry, 'reference');
      // Where the surfaces differ the reaction is per wire form: the client's call meets one of them.
      const kinds: string[] = reactionsOf(entry).map((reaction) => reaction.kind);
      const decided = decisionsOf(result).map((decision) => decision.action);
      expect(
        decided.some((action) => kinds.includes(action)),
        `${kinds.join(' or ')} in ${decided.join(', ')}: ${result.outcome.summary}`,
      ).toBe(true);
      expect(allowedEndings(entry), result.outcome.summary).toContain(result.outcome.status);
    },
    slow,
  );
});

describe('the side-by-side is honest, on every entry', () => {
  test.each(each())(
    '%s',
    async (_, entry) => {
      const [reference, naive] = [await run(entry, 'reference'), await run(entry, 'naive')];
      const context = `reference: ${reference.outcome.summary}\nnaive: ${naive.outcome.summary}`;
      // The naive client never gets through where the reference client correctly stopped, gave up or handed back.
      if (reference.outcome.status !== 'success') expect(naive.outcome.status, context).not.toBe('success');
      // It never gets through before a wait the server named has passed.
      if (naive.outcome.status === 'success') expect(naive.score.waitsHonoured, context).not.toBe(false);
      // It is never refused fewer times, and never writes less than once per write meant.
      expect(naive.score.callsRefused, context).toBeGreaterThanOrEqual(reference.score.callsRefused);
      // The reference client waits out every wait the server names.
      expect(reference.score.waitsHonoured, context).not.toBe(false);
      // Where nobody can do better, the comparison says so instead of implying a contest.
      const words = compareRuns(entry, reference, naive);
      const answer = entry.reaction.kind === 'not-an-error' || entry.reaction.kind === 'replay-ok';
      if (answer && naive.outcome.status === 'success') expect(words).toMatch(/^No contest/);
      else expect(words).not.toMatch(/^No contest/);
    },
    slow,
  );
});

describe('the same link gives the same run, on every entry', () => {
  test.each(each())(
    '%s',
    async (_, entry) => {
      for (const policy of ['reference', 'naive'] as const) {
        const [first, second] = [await run(entry, policy), await run(entry, policy)];
        expect(transcript(second)).toEqual(transcript(first));
        expect(second.score).toEqual(first.score);
      }
    },
    slow,
  );

  test('another seed gives another jitter, and the same seed the same one again', async () => {
    const entry = getEntry('connect.http.transport-fault');
    const waits = async (withSeed: number) =>
      (await run(entry, 'reference', withSeed)).events.flatMap((event) => (event.kind === 'wait' ? [event.ms] : []));
    expect(await waits(1)).toEqual(await waits(1));
    expect(await waits(1)).not.toEqual(await waits(2));
  });
});

describe('the scene is kept apart from the client, on every entry', () => {
  test.each(each())(
    '%s',
    async (_, entry) => {
      const [reference, naive] = [await run(entry, 'reference'), await run(entry, 'naive')];
      for (const result of [reference, naive]) {
        const numbers = result.events.flatMap((event) => (event.kind === 'exchange' && event.call ? [event.call] : []));
        // Numbered from 1 per client, in order, never restarting; the client made at least one call.
        expect(numbers.length, result.outcome.summary).toBeGreaterThan(0);
        expect(numbers).toEqual(numbers.map((_, index) => index + 1));
        expect(result.score.callsSent).toBe(numbers.length);
      }
      // The scene before the client's first call is the same, request for request, whichever client is watching.
      const scene = (result: RunResult) => {
        const first = result.events.findIndex((event) => event.kind === 'exchange' && event.by === 'client');
        return transcript({ ...result, events: result.events.slice(0, first) });
      };
      expect(scene(naive)).toEqual(scene(reference));
    },
    slow,
  );
});

describe('what the reader sees the clients do', () => {
  test.each(each((entry) => ['await-human', 'reinitialize'].includes(entry.reaction.kind)))(
    '%s: the reference client repeats its own call once, never a poll or an initialize',
    async (_, entry) => {
      const result = await run(entry, 'reference');
      const own = clientCalls(result);
      const first = own[0];
      const repeats = own.slice(1).filter((call) => call === first);
      // Handed back (a hold table that is full: nothing to poll) or repeated exactly once.
      expect(repeats, result.outcome.summary).toEqual(result.outcome.status === 'success' ? [first] : []);
    },
  );

  test('signing in again is on the client’s wire: the token request, then the call repeated with the new token', async () => {
    const result = await run(getEntry('clockford.http.insufficient-scope'), 'reference');
    const own = result.events.flatMap((event) =>
      event.kind === 'exchange' && event.by === 'client'
        ? [`${event.exchange.status} ${new URL(event.exchange.url).pathname}`]
        : [],
    );
    expect(result.outcome.status, result.outcome.summary).toBe('success');
    expect(own).toEqual(['403 /clockford/mcp', '200 /clockford/oauth/token', '200 /clockford/mcp']);
  });

  test('a held call the person allows is posted once, after the wait; the person is the scene', async () => {
    const result = await run(getEntry('clockford.tool.held-public-post'), 'reference');
    expect(result.outcome.status, result.outcome.summary).toBe('success');
    expect(clientCalls(result).filter((call) => call === 'tools/call post_notice')).toHaveLength(2);
    expect(result.score.writes).toBe(1);
    const hall = result.events.filter(
      (event) => event.kind === 'exchange' && new URL(event.exchange.url).pathname.includes('/hall/'),
    );
    expect(hall.map((event) => event.kind === 'exchange' && event.by)).toEqual(['scene']);
    expect(decisionsOf(result).map((decision) => decision.action)).toEqual(['await-human']);
    const notes = result.events.flatMap((event) => (event.kind === 'note' ? [event.text] : []));
    expect(notes).toContain('Polled the hold: allowed. The client repeats the call once.');
  });

  test.each([
    ['clockford.http.rate-limited', 'success'],
    ['clockford.tool.passport-closed', 'stopped'],
    ['clockford.http.town-closed', 'success'],
    ['connect.http.rate-limited', 'success'],
  ] as const)(
    '%s on the default link (seed 1): the reference client %s, the naive one does not',
    async (id, status) => {
      const entry = getEntry(id);
      const [reference, naive] = [await run(entry, 'reference', 1), await run(entry, 'naive', 1)];
      expect(reference.outcome.status, reference.outcome.summary).toBe(status);
      expect(naive.outcome.status, naive.outcome.summary).toBe('gave-up');
      expect(naive.score.callsRefused).toBe(naiveMaxAttempts);
      expect(reference.score.callsRefused).toBeLessThanOrEqual(2);
    },
  );

  test('Connect counts refused calls: after the naive client’s ten, a wait the reference client needed is not enough', async () => {
    const entry = getEntry('connect.http.rate-limited');
    const reference = await run(entry, 'reference', 1);
    const naive = await run(entry, 'naive', 1);
    expect(reference.outcome.status).toBe('success');
    expect(naive.score.callsRefused).toBe(naiveMaxAttempts);
    const notes = naive.events.flatMap((event) => (event.kind === 'note' ? [event.text] : []));
    expect(notes).toContainEqual(
      expect.stringContaining('Connect counts refused requests against "Calls to /mcp" too'),
    );
  });

  test('a backoff decision the attempts cannot afford is marked as a wait not taken', async () => {
    const result = await run(getEntry('connect.http.transport-fault'), 'reference', 7);
    const decisions = result.events.filter((event) => event.kind === 'decision');
    const waits = result.events.filter((event) => event.kind === 'wait');
    expect(result.outcome.status).toBe('gave-up');
    expect(decisions.filter((event) => event.kind === 'decision' && event.waited === true)).toHaveLength(waits.length);
    expect(decisions.at(-1)).toMatchObject({ kind: 'decision', waited: false });
  });
});

describe('a stream that ends without the response (spec.http.stream-broken)', () => {
  test('the naive client takes the 200 for an answer and gets none; the reference client backs off and re-issues', async () => {
    const entry = getEntry('spec.http.stream-broken');
    const naive = await run(entry, 'naive', 7);
    expect(naive.outcome).toMatchObject({ status: 'gave-up' });
    expect(naive.outcome.summary).toContain('the stream ended before the response');
    const reference = await run(entry, 'reference', 7);
    expect(reference.outcome.status).toBe('success');
    const decisions = reference.events.flatMap((event) => (event.kind === 'decision' ? [event.decision] : []));
    expect(decisions[0]).toMatchObject({ action: 'backoff', entryId: 'spec.http.stream-broken' });
  });
});

describe('the new kinds of reaction, run as the page runs them', () => {
  test.each(each((entry) => entry.reaction.kind === 'carry-on'))(
    '%s: the reference client carries on without the call, and never repeats it',
    async (_, entry) => {
      const result = await run(entry, 'reference');
      expect(result.outcome.status, result.outcome.summary).toBe('carried-on');
      expect(clientCalls(result).slice(1)).toEqual([]);
    },
  );

  test.each(each((entry) => entry.reaction.kind === 'ask-person'))(
    '%s: a person acts (the scene), and the timeline says what they did before the one repeat',
    async (_, entry) => {
      const result = await run(entry, 'reference');
      const acted = result.events.find((event) => event.kind === 'note' && event.text.startsWith('The person'));
      expect(acted, result.outcome.summary).toMatchObject({ by: 'scene' });
      expect(acted?.kind === 'note' && acted.text).toMatch(/The client repeats the call once\.$/);
      // The client's next call, right after the person acted, is its own call again.
      const after = result.events.slice(result.events.indexOf(acted!));
      const next = after.find((event) => event.kind === 'exchange' && event.by === 'client');
      expect(next?.kind === 'exchange' && callName(next.exchange)).toBe(clientCalls(result)[0]);
    },
  );
});

/** The client's own JSON-RPC calls (`tools/call post_notice`), its session's handshake left out. */
function clientCalls(result: RunResult): string[] {
  const handshake = ['initialize', 'notifications/initialized', 'server/discover'];
  return result.events.flatMap((event) =>
    event.kind === 'exchange' && event.by === 'client' && event.exchange.url.endsWith('/mcp')
      ? [callName(event.exchange) ?? ''].filter((name) => name !== '' && !handshake.includes(name))
      : [],
  );
}
