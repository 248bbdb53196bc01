/** The words of an official SDK's report, as the page and `npm run play` print them. */
import { describe, expect, test } from 'vitest';
import { sdkReportRows, type SdkRunReport } from '../../../src/playground/sdk-clients/sdk-report.ts';

const report = (surface: SdkRunReport['surface'], toolCalls = 0): SdkRunReport => ({
  sdk: 'v1',
  package: '@modelcontextprotocol/sdk',
  surface,
  toolCalls,
  patienceMs: 10_000,
});
const row = (rows: ReturnType<typeof sdkReportRows>, label: string) => rows.find((each) => each.label === label)?.value;

describe('an official SDK’s report', () => {
  test('where connect() failed, says no tool call was sent, not that nothing replied', () => {
    const rows = sdkReportRows(
      report({ outcome: 'no-connection', revision: '2025-11-25', message: 'Error POSTing to endpoint: …' }),
    );
    expect(row(rows, 'What the caller received')).toBe('connect() failed: Error POSTing to endpoint: …');
    expect(row(rows, 'HTTP status')).toBe('— (no tool call: connect() failed first)');
    expect(row(rows, 'Retry-After')).toBe('— (no tool call: connect() failed first)');
    expect(row(rows, 'Retried')).toBe('no: 0 tools/call requests on the wire');
  });

  test('where the SDK never returned, says there was no reply', () => {
    const rows = sdkReportRows(report({ outcome: 'hangs', revision: '2026-07-28' }, 1));
    expect(row(rows, 'What the caller received')).toBe('hung: the SDK never returned (cut off after 10 s)');
    expect(row(rows, 'HTTP status')).toBe('— (no reply)');
  });
});
