/**
 * The official SDK clients in the playground: every catalog entry runs under both, through the same `runEntry` the
 * page uses (here against the in-process mock), ends with a described outcome within a bounded time, and reports what
 * the recorded SDK reality table (`sdk-surfaces.json`) says of the status and the Retry-After, so the page and the
 * table cannot disagree.
 */
import { describe, expect, test } from 'vitest';
import { entries } from '../../../src/catalog/index.ts';
import { sdkSurfaces } from '../../../src/components/entry/sdk-surfaces.ts';
import { outcomeLine } from '../../../src/playground/describe-event.ts';
import { runInProcess } from '../../../src/playground/in-process.ts';

import { sdkPatienceMs } from '../../../src/playground/sdk-clients/meet-sdk.ts';
import { sdkReportRows } from '../../../src/playground/sdk-clients/sdk-report.ts';
import type { RunResult } from '../../../src/playground/trace.ts';

/** What both the run and the table can say of one meeting: the fields the page shows. */
function shown(surface: Record<string, unknown>) {
  const keys = ['outcome', 'errorClass', 'code', 'status', 'statusKept', 'retryAfter', 'retryAfterKept', 'isError'];
  return Object.fromEntries(keys.filter((key) => key in surface).map((key) => [key, surface[key]]));
}

function expectDescribed(result: RunResult) {
  expect(result.outcome.summary.trim()).not.toBe('');
  expect(result.events.at(-1)).toMatchObject({ kind: 'outcome' });
  expect(['success', 'stopped', 'hung']).toContain(result.outcome.status);
}

// Each run may wait out the SDK's patience once (a call that never settles), on a machine shared with others.
const perRun = { timeout: 70_000 };

describe.each(['v2', 'v1'] as const)('official SDK %s in the playground', (sdk) => {
  test.each(entries.map((entry) => [entry.id, entry] as const))(
    '%s: a described outcome, as the table records',
    perRun,
    async (_, entry) => {
      const result = await runInProcess({ entry, policy: `sdk-${sdk}`, seed: 1 });
      expectDescribed(result);
      const report = result.sdk!;
      expect(report.sdk).toBe(sdk);
      const recorded = sdkSurfaces.entries[entry.id]![sdk];
      if (recorded.outcome === 'not-spoken') {
        expect(report.unspoken).toBe(recorded.why);
        expect(result.events.some((event) => event.kind === 'note' && event.text.includes(recorded.why))).toBe(true);
        return;
      }
      expect(report.unspoken).toBeUndefined();
      expect(shown(report.surface)).toEqual(shown(recorded));
      // The call went out: what the caller got answers it.
      if (recorded.outcome === 'throws' || recorded.outcome === 'returns')
        expect(report.toolCalls).toBeGreaterThanOrEqual(1);
      if (recorded.outcome === 'hangs') {
        expect(result.outcome.status).toBe('hung');
        expect(outcomeLine(result.outcome)).toMatch(/^Hung: the SDK never returned \(cut off after 5 s\)$/);
        expect(sdkReportRows(report)[0]?.value).toMatch(/^hung: the SDK never returned/);
      }
    },
  );
});

describe('what an SDK run counts on the wire', () => {
  test(
    'a call the SDK repeats on its own is counted and said: v2 lists the tools and calls again after -32020',
    perRun,
    async () => {
      const entry = entries.find((candidate) => candidate.id === 'connect.protocol.header-mismatch')!;
      const result = await runInProcess({ entry, policy: 'sdk-v2', seed: 1 });
      expect(result.sdk?.toolCalls).toBe(2);
      expect(sdkReportRows(result.sdk!).find((row) => row.label === 'Retried')?.value).toBe(
        'yes: 2 tools/call requests on the wire',
      );
    },
  );

  test('a refusal the SDK does not repeat is one call, and the lost Retry-After is said', perRun, async () => {
    const entry = entries.find((candidate) => candidate.id === 'clockford.http.rate-limited')!;
    const result = await runInProcess({ entry, policy: 'sdk-v1', seed: 1 });
    const rows = Object.fromEntries(sdkReportRows(result.sdk!).map((row) => [row.label, row.value]));
    expect(rows).toMatchObject({
      Retried: 'no: 1 tools/call request on the wire',
      'HTTP status': 'HTTP 429: kept, in error.code',
    });
    expect(rows['Retry-After']).toMatch(/: lost \(the caller cannot tell how long to wait\)$/);
  });

  test('a reader who stops a run stops the SDK at once, not after its patience', perRun, async () => {
    const entry = entries.find((candidate) => candidate.id === 'spec.http.stream-broken')!;
    const stop = new AbortController();
    const started = Date.now();
    const run = runInProcess({
      entry,
      policy: 'sdk-v2',
      seed: 1,
      signal: stop.signal,
      onEvent: (event) => {
        if (event.kind === 'exchange' && event.by === 'client') stop.abort(new Error('Stopped by the reader.'));
      },
    });
    await expect(run).rejects.toThrow('Stopped by the reader.');
    expect(Date.now() - started).toBeLessThan(sdkPatienceMs);
  });

  test('v1 against a server that speaks only 2026-07-28 runs all the same, and says why it fails', perRun, async () => {
    const entry = entries.find((candidate) => candidate.id === 'connect.http.rate-limited')!;
    const result = await runInProcess({ entry, policy: 'sdk-v1', seed: 1 });
    expect(result.sdk?.surface.outcome).toBe('no-connection');
    expect(result.outcome.summary).toMatch(/^connect\(\) failed: .*Unsupported protocol version: 2025-11-25/);
    const lesson = result.events.find((event) => event.kind === 'note' && event.text.startsWith('A lesson'));
    expect(lesson).toMatchObject({ text: expect.stringContaining('v1 speaks up to 2025-11-25') as unknown });
  });
});
