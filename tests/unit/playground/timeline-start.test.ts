import { describe, expect, test } from 'vitest';
import type { EntryId } from '../../../src/catalog/index.ts';
import type { Decision } from '../../../src/client/decision.ts';
import { timelineStart } from '../../../src/playground/timeline-start.ts';
import type { TraceEvent } from '../../../src/playground/trace.ts';

const exchange = (status: number): TraceEvent => ({
  kind: 'exchange',
  at: 0,
  phase: 'trigger',
  exchange: {
    method: 'POST',
    url: 'http://mock.test/clockford/mcp',
    requestHeaders: {},
    requestBody: undefined,
    status,
    responseHeaders: {},
    responseBody: '',
  },
});
const decision = (entryId: EntryId): TraceEvent => ({
  kind: 'decision',
  at: 0,
  attempt: 1,
  decision: { action: 'retry-after', entryId, reason: 'Retry-After: 1 → wait 1 s' } satisfies Decision,
});
const note: TraceEvent = { kind: 'note', at: 0, text: 'connected' };
const flood = (count: number) => Array.from({ length: count }, () => exchange(200));

describe('timelineStart', () => {
  test('starts two requests before the first decision', () => {
    const events = [
      exchange(200),
      exchange(200),
      note,
      exchange(200),
      exchange(200),
      decision('clockford.tool.clerk-busy'),
    ];
    expect(timelineStart(events)).toBe(3);
  });

  test('moves back to the refusal an HTTP entry’s decision answered, however many replies landed in between', () => {
    const events = [...flood(3), exchange(429), ...flood(15), decision('clockford.http.rate-limited'), exchange(200)];
    expect(timelineStart(events)).toBe(3);
  });

  test('does not move back for a refusal with another status', () => {
    const events = [exchange(401), ...flood(5), decision('clockford.http.rate-limited')];
    expect(timelineStart(events)).toBe(4);
  });

  test('shows the last three requests when the client made no decision', () => {
    expect(timelineStart([...flood(4), note])).toBe(1);
    expect(timelineStart([])).toBe(0);
  });
});
