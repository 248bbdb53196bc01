import { describe, expect, test } from 'vitest';
import { getEntry } from '../../../src/catalog/index.ts';
import { sdkSurfaces, type SdkSurface } from '../../../src/components/entry/sdk-surfaces.ts';
import { realityCell, realityHeadline, realityRows } from '../../../src/components/sdk-reality.ts';
import { pythonSdkFactsMarkdown, sdkRealityMarkdown } from '../../../src/pages/_markdown/sdk-markdown.ts';

const rows = realityRows();
const row = (id: string) => rows.find((candidate) => candidate.entry.id === id)!;

describe('the SDK reality table', () => {
  test('has a row for every entry the SDKs were run against, in catalog order', () => {
    expect(rows.map((candidate) => candidate.entry.id)).toEqual(Object.keys(sdkSurfaces.entries));
  });

  test('tells a caller to read the fetch where the SDK drops a Retry-After the reaction waits for', () => {
    const cell = row('clockford.http.town-full').cells.v2;
    expect(cell).toMatchObject({ status: 'kept', wait: 'lost', remedy: 'read-fetch' });
    expect(cell.receives).toBe('throws SdkHttpError (code CLIENT_HTTP_NOT_IMPLEMENTED)');
  });

  test('tells a caller to check isError where the SDK returns the refusal as a result', () => {
    expect(row('rooms.tool.rate-limited').cells.v1).toMatchObject({
      receives: 'returns a result, isError: true',
      remedy: 'check-is-error',
    });
  });

  test('says the SDK cannot meet an entry at a revision it does not speak', () => {
    expect(row('connect.protocol.header-mismatch').cells.v1.remedy).toBe('other-sdk');
  });

  test('asks for nothing where the error carries what the reaction needs', () => {
    expect(row('spec.protocol.url-elicitation-required').cells.v2).toMatchObject({
      status: 'absent',
      wait: 'absent',
      remedy: 'nothing',
    });
  });

  test('asks for a timeout where the call never settles, and marks a lost status even with no wait', () => {
    const entry = getEntry('clockford.http.town-full');
    expect(realityCell(entry, { outcome: 'hangs', revision: '2025-11-25' }).remedy).toBe('timeout');
    const lost: SdkSurface = {
      outcome: 'throws',
      revision: '2025-11-25',
      errorClass: 'ProtocolError',
      message: 'Bad Request',
      status: 400,
      statusKept: false,
    };
    expect(realityCell(entry, lost)).toMatchObject({ status: 'lost', wait: 'absent', remedy: 'read-fetch' });
  });

  test('counts, for each SDK, the entries that lose their status or their wait, as the record holds them', () => {
    const headline = realityHeadline(rows);
    for (const sdk of ['v2', 'v1'] as const) {
      const surfaces = Object.values(sdkSurfaces.entries).map((record) => record[sdk]);
      const thrown = surfaces.flatMap((surface) => (surface.outcome === 'throws' ? [surface] : []));
      expect(headline[sdk].lostStatus).toBe(thrown.filter((s) => s.status !== undefined && !s.statusKept).length);
      expect(headline[sdk].lostWait).toBe(thrown.filter((s) => s.retryAfter !== undefined && !s.retryAfterKept).length);
      expect(headline[sdk].notMet).toBe(surfaces.filter((s) => s.outcome === 'not-spoken').length);
      expect(headline[sdk].met + headline[sdk].notMet).toBe(rows.length);
    }
    expect(headline.v2.lostWait).toBeGreaterThan(0);
  });

  test('the Markdown copy lists every entry, and the Python SDK’s facts with their source', () => {
    const markdown = sdkRealityMarkdown();
    for (const candidate of rows) expect(markdown).toContain(`\`${candidate.entry.id}\``);
    expect(pythonSdkFactsMarkdown()).toContain(
      '/blob/57394b0548d1e2dc2dce8d67d84985769df3b8bb/src/mcp/client/streamable_http.py',
    );
  });
});
