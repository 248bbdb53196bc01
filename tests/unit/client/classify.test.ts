import { describe, expect, test } from 'vitest';
import { getEntry } from '../../../src/catalog/index.ts';
import { validateCatalog } from '../../../src/catalog/validate-catalog.ts';
import { entries } from '../../../src/client-data/entries.ts';
import { matchEntries, revisionFor } from '../../../src/client/classify.ts';
import type { ClassifyOptions } from '../../../src/client/options.ts';
import { classify as classifyWith, type Entry, type Failure } from '../../../src/client/index.ts';
import { startTime } from './fake-time.ts';

/** `classify` over the catalog's entries, unless the test gives its own. */
const classify = (failure: Failure, options: ClassifyOptions = {}) => classifyWith(failure, { entries, ...options });

const http = (status: number, body: string, headers: Record<string, string> = {}): Failure => ({
  kind: 'http',
  status,
  headers: new Headers(headers),
  body,
});

describe('classify', () => {
  test('waits as long as Retry-After says, and says why', () => {
    const decision = classify(http(429, 'Too many requests. Try again later.', { 'Retry-After': '3' }), {
      server: 'clockford',
    });
    expect(decision).toEqual({
      action: 'retry-after',
      entryId: 'clockford.http.rate-limited',
      waitMs: 3000,
      waitFrom: 'retry-after-header',
      reason: 'Retry-After: 3 → wait 3 s',
      serverWords: 'Too many requests. Try again later.',
    });
  });

  test('backs off with full jitter where the server names no wait', () => {
    const body = JSON.stringify({
      jsonrpc: '2.0',
      id: 1,
      error: { code: -32603, message: 'Rate limit exceeded: more than 120 calls in the last minute.' },
    });
    const decision = classify(http(429, body), { server: 'connect', attempt: 2, clock: { random: () => 0.25 } });
    expect(decision).toMatchObject({ action: 'backoff', entryId: 'connect.http.rate-limited', waitMs: 1000 });
    expect(decision.reason).toBe('no wait named → full jitter: wait 1 s (of up to 4 s)');
  });

  test('honours a Retry-After even on an entry that documents none', () => {
    const decision = classify(http(503, 'Service unavailable.', { 'Retry-After': '2' }), { server: 'connect' });
    expect(decision).toMatchObject({ action: 'backoff', waitMs: 2000, waitFrom: 'retry-after-header' });
  });

  test('does not retry a failure no entry describes', () => {
    const decision = classify(http(418, "I'm a teapot"), { server: 'clockford' });
    expect(decision).toEqual({
      action: 'unknown',
      local: true,
      reason: 'HTTP 418 (no entry for clockford; no JSON-RPC body: a local error) → not retried',
      serverWords: "I'm a teapot",
    });
  });

  test('considers only the server it talks to and the specification', () => {
    expect(classify(http(403, 'Forbidden origin.'), { server: 'clockford' }).entryId).toBe(
      'clockford.http.forbidden-origin',
    );
    expect(classify(http(403, 'Forbidden origin.'), { server: 'ichabod' }).action).toBe('unknown');
  });

  test('re-initializes on a 404 session-not-found only in the legacy revision', () => {
    const body = JSON.stringify({ jsonrpc: '2.0', id: null, error: { code: -32001, message: 'Session not found' } });
    expect(classify(http(404, body), { server: 'rooms', revision: '2025-11-25' })).toMatchObject({
      action: 'reinitialize',
      entryId: 'spec.http.session-not-found',
    });
    expect(classify(http(404, body), { server: 'connect', revision: '2026-07-28' }).action).toBe('unknown');
  });

  test('tells a reply apart by the revision it came in', () => {
    const failure = http(400, 'No valid session. Start with initialize.');
    expect(classify(failure, { server: 'clockford', revision: '2025-11-25' }).action).toBe('reinitialize');
    expect(classify(failure, { server: 'clockford', revision: '2026-07-28' }).action).toBe('fall-back');
  });

  test('reads the scope a step-up challenge names', () => {
    const challenge = 'Bearer error="insufficient_scope", scope="town", resource_metadata="http://x/.well-known/r"';
    const decision = classify(http(403, 'This token cannot enter the town.', { 'WWW-Authenticate': challenge }), {
      server: 'clockford',
    });
    expect(decision).toMatchObject({ action: 'step-up-scope', scope: 'town', challenge });
  });

  test('tells 401 challenges apart by their description', () => {
    const challenge =
      'Bearer error="invalid_token", error_description="tokens for this town live at most an hour", resource_metadata="http://x/m"';
    const decision = classify(http(401, 'Sign in to enter the town.', { 'WWW-Authenticate': challenge }), {
      server: 'clockford',
    });
    expect(decision).toMatchObject({ action: 'reauthenticate', entryId: 'clockford.http.expired-token', challenge });
  });

  test('reads the hold of a held call', () => {
    const say =
      'Held for the human who runs you: this reply would carry more private content than the town gives one agent in a day.';
    const hold = { id: 'hold-9', tool: 'ask_directory', status: 'waiting', waitsUntil: '2026-06-11T12:00:00Z' };
    const failure: Failure = {
      kind: 'tool-result',
      isError: true,
      text: say,
      structuredContent: { say, hold, awaits: 'your person' },
    };
    expect(classify(failure, { server: 'clockford' })).toMatchObject({
      action: 'await-human',
      entryId: 'clockford.tool.held-reply-gate',
      hold,
      serverWords: say,
    });
  });

  test('matches a JSON tool text however it is spaced', () => {
    const text =
      '{"error":"rate_limited","message":"Rate limit exceeded (100 per hour). Resets at 2026-06-10T12:00:30.000Z."}';
    const decision = classify(
      { kind: 'tool-result', isError: true, text },
      { server: 'ichabod', clock: { now: () => startTime } },
    );
    expect(decision).toMatchObject({ action: 'retry-after', entryId: 'ichabod.tool.rate-limited', waitMs: 30_000 });
    expect(decision.serverWords).toBe('Rate limit exceeded (100 per hour). Resets at 2026-06-10T12:00:30.000Z.');
  });

  test('classifies with the entries of /catalog.json as with the generated data module', () => {
    const published = (JSON.parse(JSON.stringify(validateCatalog())) as { entries: Entry[] }).entries;
    const failure = http(429, 'Too many requests. Try again later.', { 'Retry-After': '3' });
    expect(classify(failure, { server: 'clockford', entries: published })).toEqual(
      classify(failure, { server: 'clockford' }),
    );
  });

  test('prefers the server’s own entry over the specification’s for the same reply', () => {
    const body = JSON.stringify({
      jsonrpc: '2.0',
      id: null,
      error: {
        code: -32000,
        message: 'Bad Request: Unsupported protocol version: 2024-01-01 (supported versions: 2025-11-25)',
      },
    });
    const [first, second] = matchEntries(http(400, body), { entries, server: 'clockford', revision: '2025-11-25' });
    expect(first?.entry.id).toBe('clockford.http.unsupported-protocol-version');
    expect(second?.entry.id).toBe('spec.http.unsupported-version-header');
  });

  test('reads every reaction from the entries it is given, never from code', () => {
    const rateLimited = getEntry('clockford.http.rate-limited');
    const edited = { ...rateLimited, reaction: { kind: 'stop' as const } };
    const failure = http(429, 'Too many requests. Try again later.', { 'Retry-After': '3' });
    expect(classify(failure, { server: 'clockford', entries: [edited] }).action).toBe('stop');
  });
});

describe('classify with no entries: the fallback', () => {
  test('waits out a Retry-After on a 429 or a 503', () => {
    for (const status of [429, 503]) {
      expect(classifyWith(http(status, 'Slow down.', { 'Retry-After': '3' }))).toEqual({
        action: 'retry-after',
        waitMs: 3000,
        waitFrom: 'retry-after-header',
        local: true,
        reason: `HTTP ${status} (no entry; no JSON-RPC body: a local error) → Retry-After: 3 → wait 3 s`,
        serverWords: 'Slow down.',
      });
    }
  });

  test('backs off with full jitter on a 429 or a 503 that names no wait', () => {
    const decision = classifyWith(http(503, ''), { attempt: 1, clock: { random: () => 0.5 } });
    expect(decision).toMatchObject({ action: 'backoff', waitMs: 1000, waitFrom: 'backoff', local: true });
    expect(decision.reason).toBe(
      'HTTP 503 (no entry; no JSON-RPC body: a local error) → no wait named → full jitter: wait 1 s (of up to 2 s)',
    );
  });

  test('repeats nothing else, whatever it names', () => {
    const notRepeated = [
      http(500, 'Oops.', { 'Retry-After': '3' }),
      http(400, 'Bad request.'),
      http(404, 'Not found.'),
      { kind: 'jsonrpc-error', code: -32603, message: 'Internal error' },
      { kind: 'tool-result', isError: true, text: 'Busy. Try again in 3 seconds.' },
    ] satisfies Failure[];
    for (const failure of notRepeated) expect(classifyWith(failure).action).toBe('unknown');
  });

  test('applies to a failure the given entries do not describe', () => {
    const decision = classify(http(429, 'Another server’s words.', { 'Retry-After': '2' }), { server: 'rooms' });
    expect(decision).toMatchObject({ action: 'retry-after', waitMs: 2000 });
    expect(decision.entryId).toBeUndefined();
  });
});

describe('revisionFor', () => {
  test('maps a negotiated version onto the entries’ revisions', () => {
    expect(revisionFor('2025-11-25', entries)).toBe('2025-11-25');
    expect(revisionFor('2025-06-18', entries)).toBe('2025-11-25');
    expect(revisionFor('2026-07-28', entries)).toBe('2026-07-28');
    expect(revisionFor('2027-01-01', entries)).toBe('2026-07-28');
    expect(revisionFor('2026-07-28', [])).toBeUndefined();
  });
});
