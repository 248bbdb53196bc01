import { describe, expect, test } from 'vitest';
import type { Failure } from '../../../src/client/index.ts';
import { findWait } from '../../../src/client/waits.ts';
import { startTime } from './fake-time.ts';

const http = (headers: Record<string, string>, body = ''): Failure => ({
  kind: 'http',
  status: 429,
  headers: new Headers(headers),
  body,
});
const tool = (text: string, structuredContent?: unknown): Failure => ({
  kind: 'tool-result',
  isError: true,
  text,
  ...(structuredContent === undefined ? {} : { structuredContent }),
});

describe('findWait', () => {
  test('reads Retry-After in seconds', () => {
    expect(findWait(http({ 'Retry-After': '3' }), 'retry-after-header', startTime)).toEqual({
      ms: 3000,
      from: 'retry-after-header',
      reason: 'Retry-After: 3 → wait 3 s',
    });
  });

  test('reads Retry-After as an HTTP-date', () => {
    const date = new Date(startTime + 90_000).toUTCString();
    expect(findWait(http({ 'Retry-After': date }), 'retry-after-header', startTime)?.ms).toBe(90_000);
  });

  test('reads retryAfterSeconds from structured content, as a number or a numeric string', () => {
    expect(findWait(tool('busy', { retryAfterSeconds: 30 }), 'retry-after-seconds', startTime)?.ms).toBe(30_000);
    expect(findWait(tool('busy', { retryAfterSeconds: '7' }), 'retry-after-seconds', startTime)?.ms).toBe(7000);
  });

  test('reads "Resets at <ISO time>" in a JSON tool text', () => {
    const text = JSON.stringify({
      error: 'rate_limited',
      message: 'Rate limit exceeded (100 per hour). Resets at 2026-06-10T12:00:45.000Z.',
    });
    const wait = findWait(tool(text), 'resets-at', startTime);
    expect(wait).toMatchObject({ ms: 45_000, from: 'resets-at' });
    expect(wait?.reason).toBe('Resets at 2026-06-10T12:00:45.000Z → wait 45 s');
  });

  test('reads a resets_at key', () => {
    expect(findWait(tool('limited', { resets_at: '2026-06-10T12:01:00Z' }), 'resets-at', startTime)?.ms).toBe(60_000);
  });

  test('reads the seconds a say names', () => {
    expect(
      findWait(tool('That channel had a message moments ago. Wait 12 seconds.'), 'say-seconds', startTime),
    ).toEqual({
      ms: 12_000,
      from: 'say-seconds',
      reason: '"12 seconds" → wait 12 s',
    });
    expect(findWait(tool('The clerk is busy. Try again in 1 second.'), 'say-seconds', startTime)?.ms).toBe(1000);
  });

  test('prefers the source the catalog names', () => {
    const failure = tool('Try again in 5 seconds.', { retryAfterSeconds: 9 });
    expect(findWait(failure, 'retry-after-seconds', startTime)?.ms).toBe(9000);
    expect(findWait(failure, 'say-seconds', startTime)?.ms).toBe(5000);
  });

  test('falls back to another hint when the named one is missing', () => {
    // Rooms' MCP form of a 429 has no header; its hint names the seconds instead.
    const wait = findWait(
      tool('rate_limited: Too many messages. — Try again in 30 seconds.'),
      'retry-after-header',
      startTime,
    );
    expect(wait).toMatchObject({ ms: 30_000, from: 'say-seconds' });
  });

  test('finds nothing where no wait is named', () => {
    expect(findWait(tool('Too many messages: 10 at once, then 1 per second.'), undefined, startTime)).toBeUndefined();
    expect(findWait(http({}, 'Too many requests. Try again later.'), 'retry-after-header', startTime)).toBeUndefined();
  });

  test('looks only where it is told', () => {
    const failure = tool('Try again in 5 seconds.');
    expect(findWait(failure, undefined, startTime, ['retry-after-header', 'retry-after-seconds'])).toBeUndefined();
  });
});
