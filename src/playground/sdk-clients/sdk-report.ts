/**
 * What an official SDK's run reports: what its caller received (the error class and code, or the result), whether
 * the reply's HTTP status and `Retry-After` survived into it, and whether anything was retried, counted on the wire.
 * The words are plain functions, so the page, `npm run play` and the tests say the same.
 */
import { sdkPackages } from './sdk-surface.ts';
import type { Sdk, SdkRunSurface } from './sdk-surface.ts';

export interface SdkRunReport {
  sdk: Sdk;
  /** The npm package: `@modelcontextprotocol/sdk`. */
  package: string;
  surface: SdkRunSurface;
  /** The `tools/call` requests the SDK sent, counted on the wire: more than one means it repeated the call. */
  toolCalls: number;
  /** The SDK's patience, after which a call that never settled is cut off. */
  patienceMs: number;
  /** Why this SDK cannot meet the entry as the catalog gives it (the run shows what really happens instead). */
  unspoken?: string;
}

/** One labelled line of the report, as the page's table and the terminal print it. */
export interface SdkReportRow {
  label: string;
  value: string;
}

/** What the caller received, in one line. */
export function receivedWords(report: Pick<SdkRunReport, 'surface' | 'patienceMs'>): string {
  const { surface } = report;
  switch (surface.outcome) {
    case 'throws':
      return `callTool threw ${surface.errorClass}${surface.code === undefined ? '' : ` (code ${surface.code})`}: ${surface.message}`;
    case 'returns':
      return `callTool returned a result${surface.isError ? ' with isError: true' : ''}: ${surface.text || '(no text)'}`;
    case 'no-connection':
      return `connect() failed: ${surface.message}`;
    case 'hangs':
      return `hung: the SDK never returned (cut off after ${report.patienceMs / 1000} s)`;
  }
}

/** Where `connect()` failed, no tool call was sent: its refusal is in what the caller received, not here. */
const noCallSent = '— (no tool call: connect() failed first)';

/** Whether the reply's status survived into what the caller holds. */
function statusWords(surface: SdkRunSurface): string {
  if (surface.outcome === 'no-connection') return noCallSent;
  if (surface.outcome !== 'throws')
    return surface.outcome === 'returns' ? '— (a result, not an error)' : '— (no reply)';
  if (surface.status === undefined) return '— (the reply was HTTP 200)';
  return surface.statusKept
    ? `HTTP ${surface.status}: kept, in error.${surface.statusIn}`
    : `HTTP ${surface.status}: lost (nothing in the error says ${surface.status})`;
}

/** Whether the reply's `Retry-After` survived into what the caller holds. */
function retryAfterWords(surface: SdkRunSurface): string {
  if (surface.outcome === 'no-connection') return noCallSent;
  if (surface.outcome !== 'throws' || surface.retryAfter === undefined) return '— (none sent)';
  return surface.retryAfterKept
    ? `${surface.retryAfter}: kept, in error.${surface.retryAfterIn}`
    : `${surface.retryAfter}: lost (the caller cannot tell how long to wait)`;
}

/** The report's rows: what the caller got, the status, the Retry-After, and whether anything was retried. */
export function sdkReportRows(report: SdkRunReport): SdkReportRow[] {
  const calls = `${report.toolCalls} tools/call ${report.toolCalls === 1 ? 'request' : 'requests'} on the wire`;
  return [
    { label: 'What the caller received', value: receivedWords(report) },
    { label: 'HTTP status', value: statusWords(report.surface) },
    { label: 'Retry-After', value: retryAfterWords(report.surface) },
    { label: 'Retried', value: report.toolCalls > 1 ? `yes: ${calls}` : `no: ${calls}` },
  ];
}

/** The report as text, for the terminal: the package, then one row a line. */
export function sdkReportText(report: SdkRunReport): string {
  const rows = sdkReportRows(report).map((row) => `  ${row.label}: ${row.value}`);
  return [`${sdkPackages[report.sdk].title} (${report.package})`, ...rows].join('\n');
}
