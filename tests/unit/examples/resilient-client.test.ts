/**
 * `src/examples/resilient-client.ts`, the program the "Designing a resilient client" guide shows,
 * run against the in-process mock servers on a manual clock.
 */
import { describe, expect, test } from 'vitest';
import { isMcpClientError, type McpClientError } from 'mcp-error-atlas-client';
import { runResilientClient, type LogLine } from '../../../src/examples/resilient-client.ts';
import { bench, clockfordToken, origin, type Bench } from '../../harness/in-process-mock.ts';

async function signedInRun(b: Bench, lines: LogLine[]) {
  const token = await clockfordToken(b);
  const run = runResilientClient({
    endpoint: `${origin}/clockford/mcp`,
    server: 'clockford',
    token,
    call: { name: 'districts', arguments: {} },
    fetch: b.fetch,
    clock: { sleep: b.sleep, now: b.now },
    log: (line) => lines.push(line),
  });
  return { token, run };
}

function connectRun(b: Bench, lines: LogLine[] = [], args?: Record<string, unknown>) {
  return runResilientClient({
    endpoint: `${origin}/connect/mcp`,
    ...(args ? { call: { name: 'search_docs', arguments: args } } : {}),
    fetch: b.fetch,
    clock: { sleep: b.sleep, now: b.now },
    log: (line) => lines.push(line),
  });
}

const failureOf = (error: unknown): McpClientError => error as McpClientError;
const isFixRequest = (error: unknown): boolean =>
  isMcpClientError(error, 'decision') && error.decision?.action === 'fix-request';

describe('the resilient client example', () => {
  test('waits at least the Retry-After of a 429, then repeats the call once', async () => {
    const b = bench();
    b.beforeNextCall('districts', () =>
      b.mock.faults.add({ server: 'clockford', entry: 'clockford.http.rate-limited', times: 1, retryAfterSeconds: 3 }),
    );
    const { run } = await signedInRun(b, []);
    const result = await run;
    expect(result.isError ?? false).toBe(false);
    expect(b.waits).toEqual([3000]);
    expect(b.callsOf('districts').map((call) => call.status)).toEqual([429, 200]);
  });

  test('logs route, method, request id, status and entry, and never the token it sends', async () => {
    const b = bench();
    b.beforeNextCall('districts', () =>
      b.mock.faults.add({ server: 'clockford', entry: 'clockford.http.rate-limited', times: 1, retryAfterSeconds: 3 }),
    );
    const lines: LogLine[] = [];
    const { token, run } = await signedInRun(b, lines);
    await run;
    // The token did travel: every call to the town carried it.
    expect(b.callsOf('districts').every((call) => call.headers.get('authorization') === `Bearer ${token}`)).toBe(true);
    const sentId = (JSON.parse(b.callsOf('districts')[0]!.body) as { id: number }).id;
    expect(lines).toContainEqual({ route: '/clockford/mcp', method: 'tools/call', requestId: sentId, status: 429 });
    expect(lines).toContainEqual(
      expect.objectContaining({ entryId: 'clockford.http.rate-limited', action: 'retry-after', waitMs: 3000 }),
    );
    const logged = JSON.stringify(lines);
    expect(logged).not.toContain(token);
    expect(logged).not.toMatch(/bearer|authorization/i);
  });

  test('waits out a tool reply that names its wait, and logs the tool and entry', async () => {
    const b = bench();
    b.beforeNextCall('districts', () =>
      b.mock.faults.add({ server: 'clockford', entry: 'clockford.tool.clerk-busy', times: 1, retryAfterSeconds: 2 }),
    );
    const lines: LogLine[] = [];
    const { run } = await signedInRun(b, lines);
    await run;
    expect(b.waits).toEqual([2000]);
    expect(lines).toContainEqual(
      expect.objectContaining({ tool: 'districts', entryId: 'clockford.tool.clerk-busy', waitMs: 2000 }),
    );
  });

  test('backs off with full jitter, at most the 1 s base, when a 503 names no wait', async () => {
    const b = bench();
    b.beforeNextCall('search_docs', () =>
      b.mock.faults.add({ server: 'connect', entry: 'connect.http.transport-fault', times: 1 }),
    );
    const result = await connectRun(b);
    expect(result.isError ?? false).toBe(false);
    expect(b.waits).toHaveLength(1);
    expect(b.waits[0]).toBeGreaterThanOrEqual(0);
    expect(b.waits[0]).toBeLessThan(1000);
    expect(b.callsOf('search_docs').map((call) => call.status)).toEqual([503, 200]);
  });

  test('never repeats an answer: a refused Origin is sent once and logged with its codes', async () => {
    const b = bench();
    b.beforeNextCall('search_docs', () =>
      b.mock.faults.add({ server: 'connect', entry: 'connect.http.forbidden-origin', times: 1 }),
    );
    const lines: LogLine[] = [];
    const error = await connectRun(b, lines).catch((caught: unknown) => caught);
    expect(isFixRequest(error)).toBe(true);
    expect(b.callsOf('search_docs')).toHaveLength(1);
    expect(b.waits).toEqual([]);
    expect(lines).toContainEqual(expect.objectContaining({ method: 'tools/call', status: 403, code: -32600 }));
  });

  test('never repeats a tool that ran and answered no', async () => {
    const b = bench();
    const lines: LogLine[] = [];
    const error = await connectRun(b, lines, { q: '' }).catch((caught: unknown) => caught);
    expect(isFixRequest(error)).toBe(true);
    expect(failureOf(error).result?.isError).toBe(true);
    expect(b.callsOf('search_docs')).toHaveLength(1);
    expect(lines).toContainEqual(
      expect.objectContaining({ tool: 'search_docs', entryId: 'connect.tool.tool-error', action: 'fix-request' }),
    );
  });

  test('gives up after three attempts', async () => {
    const b = bench();
    b.beforeNextCall('districts', () =>
      b.mock.faults.add({ server: 'clockford', entry: 'clockford.http.rate-limited', times: 5, retryAfterSeconds: 1 }),
    );
    const { run } = await signedInRun(b, []);
    const error = await run.catch((caught: unknown) => caught);
    expect(isMcpClientError(error, 'retry-limit')).toBe(true);
    expect(failureOf(error).entryId).toBe('clockford.http.rate-limited');
    expect(b.callsOf('districts')).toHaveLength(3);
  });

  test('does not sit out a wait over a minute', async () => {
    const b = bench();
    b.beforeNextCall('districts', () =>
      b.mock.faults.add({
        server: 'clockford',
        entry: 'clockford.http.rate-limited',
        times: 1,
        retryAfterSeconds: 120,
      }),
    );
    const { run } = await signedInRun(b, []);
    const error = await run.catch((caught: unknown) => caught);
    expect(isMcpClientError(error, 'wait-too-long')).toBe(true);
    expect(b.waits).toEqual([]);
    expect(b.callsOf('districts')).toHaveLength(1);
  });
});
