import { describe, expect, test } from 'vitest';
import { getEntry, type EntryId, type HttpWire } from '../../../src/catalog/index.ts';
import { isMcpClientError, type DecisionEvent } from '../../../src/client/index.ts';
import { atlas, endedOn } from './atlas.ts';
import { caught } from './caught.ts';
import { instantClock, startTime, virtualClock } from './fake-time.ts';
import { responseFor } from './wire-forms.ts';

/** The response an entry's first HTTP wire form describes, its placeholders filled with `values`. */
function reply(entryId: EntryId, values: Record<string, string> = {}): Response {
  const entry = getEntry(entryId);
  const wire = entry.wire.find((candidate): candidate is HttpWire => candidate.kind === 'http');
  if (!wire) throw new Error(`${entryId} has no HTTP form`);
  return responseFor(entry, wire, values);
}

const ok = (): Response => new Response('{"jsonrpc":"2.0","id":1,"result":{}}', { status: 200 });

/** A fetch that answers from a script, one reply per call, and records every call. */
function scripted(...replies: Array<() => Response>) {
  const calls: Array<{ url: string; headers: Headers }> = [];
  const fetch = (url: string | URL, init?: RequestInit): Promise<Response> => {
    calls.push({ url: String(url), headers: new Headers(init?.headers) });
    const next = replies[Math.min(calls.length, replies.length) - 1];
    if (!next) throw new Error('The script has no reply.');
    return Promise.resolve(next());
  };
  return { fetch, calls };
}

const url = 'http://127.0.0.1:3929/clockford/mcp';
const post = (headers: Record<string, string> = {}): RequestInit => ({ method: 'POST', headers, body: '{}' });

describe('the fetch of createResilientClient', () => {
  test('waits out a 429 with Retry-After: 3 for at least 3 s, then succeeds', async () => {
    const clock = instantClock();
    const server = scripted(() => reply('clockford.http.rate-limited', { N: '3' }), ok);
    const events: DecisionEvent[] = [];
    const fetch = atlas({
      clock,
      fetch: server.fetch,
      server: 'clockford',
      hooks: { onDecision: (e) => events.push(e) },
    }).fetch;
    const response = await fetch(url, post());
    expect(response.status).toBe(200);
    expect(server.calls).toHaveLength(2);
    expect(clock.sleeps).toEqual([3000]);
    expect(clock.now() - startTime).toBeGreaterThanOrEqual(3000);
    expect(events.map((e) => [e.attempt, e.decision.reason])).toEqual([[1, 'Retry-After: 3 → wait 3 s']]);
  });

  test('waits until an HTTP-date Retry-After', async () => {
    const clock = instantClock();
    const date = new Date(startTime + 5000).toUTCString();
    const refused = (): Response => {
      const response = reply('clockford.http.town-closed');
      response.headers.set('Retry-After', date);
      return response;
    };
    const server = scripted(refused, ok);
    const fetch = atlas({ clock, fetch: server.fetch, server: 'clockford' }).fetch;
    expect((await fetch(url, post())).status).toBe(200);
    expect(clock.sleeps).toEqual([5000]);
  });

  test('stops at the attempt cap', async () => {
    const clock = instantClock();
    const server = scripted(() => reply('clockford.http.rate-limited', { N: '1' }));
    const fetch = atlas({ clock, fetch: server.fetch, server: 'clockford', retry: { maxAttempts: 3 } }).fetch;
    const error = await caught(fetch(url, post()));
    expect(isMcpClientError(error, 'retry-limit') && error.attempts).toBe(3);
    expect((error as Error).message).toBe(
      'Gave up after 3 attempts (maxAttempts): "Too many requests. Try again later." (clockford.http.rate-limited). Try again later.',
    );
    expect(server.calls).toHaveLength(3);
    expect(clock.sleeps).toEqual([1000, 1000]);
  });

  test('ends a wait beyond the cap with an error that says so', async () => {
    const clock = instantClock();
    const server = scripted(() => reply('clockford.http.town-full', { N: '3600' }));
    const fetch = atlas({ clock, fetch: server.fetch, server: 'clockford' }).fetch;
    const error = await caught(fetch(url, post()));
    expect(isMcpClientError(error, 'wait-too-long')).toBe(true);
    expect((error as Error).message).toBe(
      'Not waiting: Retry-After: 3600 → wait 3600 s, longer than retry.maxWaitMs (60 s) (clockford.http.town-full). Repeat the call yourself after 3600 s, or raise retry.maxWaitMs.',
    );
    expect(server.calls).toHaveLength(1);
    expect(clock.sleeps).toEqual([]);
  });

  test('does not retry a failure it does not recognise, and hands it to the SDK', async () => {
    const server = scripted(() => new Response('I am a teapot', { status: 418 }));
    const fetch = atlas({ clock: instantClock(), fetch: server.fetch, server: 'clockford' }).fetch;
    const response = await fetch(url, post());
    expect(response.status).toBe(418);
    expect(await response.text()).toBe('I am a teapot'); // the body is left for the SDK
    expect(server.calls).toHaveLength(1);
  });

  test('throws a typed error for an unrecognised failure when told not to pass it through', async () => {
    const server = scripted(() => new Response('I am a teapot', { status: 418 }));
    const fetch = atlas({
      clock: instantClock(),
      fetch: server.fetch,
      server: 'clockford',
      passThrough: [],
    }).fetch;
    expect(endedOn(await caught(fetch(url, post())), 'unknown')).toBe(true);
    expect(server.calls).toHaveLength(1);
  });

  test('hands a request the server calls wrong back to the SDK unretried', async () => {
    const server = scripted(() => reply('clockford.http.bad-request'));
    const fetch = atlas({ clock: instantClock(), fetch: server.fetch, server: 'clockford' }).fetch;
    expect((await fetch(url, post())).status).toBe(400);
    expect(server.calls).toHaveLength(1);
  });

  test('backs off with full jitter where the server names no wait', async () => {
    const clock = instantClock();
    const server = scripted(
      () => reply('connect.http.transport-fault'),
      () => reply('connect.http.transport-fault'),
      ok,
    );
    const fetch = atlas({ clock: { ...clock, random: () => 0.5 }, fetch: server.fetch, server: 'connect' }).fetch;
    expect((await fetch('http://x/connect/mcp', post())).status).toBe(200);
    expect(clock.sleeps).toEqual([500, 1000]);
  });

  test('never sends a token again after the server refused it', async () => {
    const server = scripted(() => reply('clockford.http.expired-token'), ok);
    const fetch = atlas({ clock: instantClock(), fetch: server.fetch, server: 'clockford' }).fetch;
    const first = await caught(fetch(url, post({ Authorization: 'Bearer old' })));
    expect(endedOn(first, 'reauthenticate')).toBe(true);
    expect((first as { decision: { challenge?: string } }).decision.challenge).toMatch(/error="invalid_token"/);
    const again = await caught(fetch(url, post({ Authorization: 'Bearer old' })));
    expect(endedOn(again, 'reauthenticate')).toBe(true);
    expect(server.calls).toHaveLength(1); // the refused token never left the client again
    expect((await fetch(url, post({ Authorization: 'Bearer new' }))).status).toBe(200);
  });

  test('reports a lost legacy session as a typed error, telling the revision from the request', async () => {
    const server = scripted(() => reply('clockford.http.session-not-found'));
    const fetch = atlas({ clock: instantClock(), fetch: server.fetch, server: 'clockford' }).fetch;
    const error = await caught(fetch(url, post({ 'MCP-Protocol-Version': '2025-11-25', 'Mcp-Session-Id': 's-1' })));
    expect(endedOn(error, 'reinitialize')).toBe(true);
  });

  test('stops retrying when the budget is spent, and refunds what a success took', async () => {
    const clock = instantClock();
    // A full budget of 500 tokens pays for 100 throttled retries (5 tokens each) while nothing succeeds.
    const failing = scripted(() => reply('clockford.http.rate-limited', { N: '1' }));
    const fetch = atlas({ clock, fetch: failing.fetch, server: 'clockford', retry: { maxAttempts: 1000 } }).fetch;
    expect(isMcpClientError(await caught(fetch(url, post())), 'retry-budget')).toBe(true);
    expect(failing.calls).toHaveLength(101);
  });

  test('holds every request while a Retry-After runs, not only the refused one', async () => {
    const clock = virtualClock();
    const sent: number[] = [];
    let refused = false;
    const fetch = atlas({
      clock,
      server: 'clockford',
      fetch: () => {
        sent.push(clock.now() - startTime);
        if (refused) return Promise.resolve(ok());
        refused = true;
        return Promise.resolve(reply('clockford.http.rate-limited', { N: '4' }));
      },
    }).fetch;
    const first = fetch(url, post());
    const second = (async () => {
      await clock.sleep(1000);
      return fetch(url, post());
    })();
    await clock.run(Promise.all([first, second]));
    expect(sent).toEqual([0, 4000, 4000]);
  });

  test('an abort cancels a wait at once', async () => {
    const clock = virtualClock();
    const server = scripted(() => reply('clockford.http.rate-limited', { N: '30' }), ok);
    const controller = new AbortController();
    const fetch = atlas({ clock, fetch: server.fetch, server: 'clockford' }).fetch;
    const call = fetch(url, { ...post(), signal: controller.signal });
    const aborted = (async () => {
      await clock.sleep(2000);
      controller.abort(new Error('the person closed the page'));
    })();
    const error = await clock.run(caught(call));
    await aborted;
    expect(isMcpClientError(error, 'aborted')).toBe(true);
    expect(clock.now() - startTime).toBe(2000);
    expect(server.calls).toHaveLength(1);
  });
});
