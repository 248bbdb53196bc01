/**
 * The SDK reality table: every entry against each official TypeScript SDK client, from the record of real runs
 * against the mock (`entry/sdk-surfaces.json`, kept current by `tests/unit/site/sdk-surfaces.test.ts`). For each
 * pair it says what the caller receives, whether the HTTP status and the wait survive into it, and what the caller
 * must add to react as the catalog says. Nothing here is typed in: outcomes come from the record, reactions and
 * waits from the catalog.
 */
import { entries, reactionOf, type CatalogEntry } from '../catalog/index.ts';
import { sdkSurfaces, type SdkSurface } from './entry/sdk-surfaces.ts';

export type Sdk = 'v2' | 'v1';
export const sdks: readonly Sdk[] = ['v2', 'v1'];

/** Whether a value the reaction may need reached the caller: kept, lost, or not in the reply at all. */
export type Survival = 'kept' | 'lost' | 'absent';

/** What a caller must add, as a short instruction; `nothing` when the SDK hands over all the reaction needs. */
export type Remedy = 'nothing' | 'read-fetch' | 'check-is-error' | 'timeout' | 'other-sdk';

export interface RealityCell {
  readonly surface: SdkSurface;
  /** What `callTool` did, in a few words: `throws SdkHttpError (code …)`, `returns isError: true`. */
  readonly receives: string;
  readonly status: Survival;
  readonly wait: Survival;
  readonly remedy: Remedy;
}

export interface RealityRow {
  readonly entry: CatalogEntry;
  readonly cells: Readonly<Record<Sdk, RealityCell>>;
}

/** The words of each remedy, as the table and its Markdown copy show them. */
export const remedyWords: Readonly<Record<Remedy, string>> = {
  nothing: 'the error or result carries what the reaction needs.',
  'read-fetch': 'the SDK drops them; read them in the fetch you give the transport (the remedy below).',
  'check-is-error':
    'the SDK returns the refusal as an ordinary result; its words, and any wait they name, are in the text.',
  timeout: 'the SDK never settles the call.',
  'other-sdk': 'the SDK cannot meet the entry: it does not speak the revision the server gives it at.',
};

/** What a cell says, before the legend of remedies. */
export const cellLegend =
  'Each cell says what callTool did, whether the reply’s HTTP status and its Retry-After reached the caller ' +
  '(— where the reply had none), and what the caller must add to react as the entry’s page says:';

/** The remedies, in order, each with its label and its words. */
export const remedies: readonly Remedy[] = ['nothing', 'read-fetch', 'check-is-error', 'timeout', 'other-sdk'];

/** Each remedy in a few words, for a table cell. */
export const remedyLabels: Readonly<Record<Remedy, string>> = {
  nothing: 'nothing',
  'read-fetch': 'read status and Retry-After in fetch',
  'check-is-error': 'check isError',
  timeout: 'a timeout on the call',
  'other-sdk': 'another SDK',
};

/** The servers the rows fall under, in catalog order, each with its rows. */
export function realityByServer(rows: readonly RealityRow[]): Array<{ server: string; rows: RealityRow[] }> {
  const servers = [...new Set(rows.map((row) => row.entry.server))];
  return servers.map((server) => ({ server, rows: rows.filter((row) => row.entry.server === server) }));
}

/** Whether the entry's reaction waits for the Retry-After header of an HTTP reply. */
function waitsForHeader(entry: CatalogEntry): boolean {
  return entry.wire.some((wire) => {
    const reaction = reactionOf(entry, wire);
    return reaction.kind === 'retry-after' && reaction.waitFrom === 'retry-after-header';
  });
}

function receivesOf(surface: SdkSurface): string {
  switch (surface.outcome) {
    case 'throws':
      return `throws ${surface.errorClass}${surface.code === undefined ? '' : ` (code ${String(surface.code)})`}`;
    case 'returns':
      return `returns a result${surface.isError ? ', isError: true' : ''}`;
    case 'hangs':
      return 'never settles';
    case 'no-connection':
      return 'cannot connect';
    case 'not-spoken':
      return 'not met';
  }
}

/** One SDK meeting one entry. */
export function realityCell(entry: CatalogEntry, surface: SdkSurface): RealityCell {
  const thrown = surface.outcome === 'throws' ? surface : undefined;
  const status: Survival = thrown?.status === undefined ? 'absent' : thrown.statusKept ? 'kept' : 'lost';
  const wait: Survival = thrown?.retryAfter === undefined ? 'absent' : thrown.retryAfterKept ? 'kept' : 'lost';
  let remedy: Remedy = 'nothing';
  if (surface.outcome === 'not-spoken' || surface.outcome === 'no-connection') remedy = 'other-sdk';
  else if (surface.outcome === 'hangs') remedy = 'timeout';
  else if (surface.outcome === 'returns' && surface.isError) remedy = 'check-is-error';
  else if (status === 'lost' || (wait === 'lost' && waitsForHeader(entry))) remedy = 'read-fetch';
  return { surface, receives: receivesOf(surface), status, wait, remedy };
}

/** Every entry the record holds, in catalog order, with both SDKs. */
export function realityRows(): RealityRow[] {
  return entries.flatMap((entry) => {
    const record = sdkSurfaces.entries[entry.id];
    if (!record) return [];
    return [{ entry, cells: { v2: realityCell(entry, record.v2), v1: realityCell(entry, record.v1) } }];
  });
}

export interface RealityHeadline {
  /** Entries the SDK met. */
  readonly met: number;
  /** Entries whose HTTP status the SDK lost. */
  readonly lostStatus: number;
  /** Entries whose Retry-After the SDK lost. */
  readonly lostWait: number;
  /** Entries the SDK returns as an ordinary result with isError. */
  readonly isError: number;
  /** Entries the SDK cannot meet (a revision it does not speak). */
  readonly notMet: number;
}

/** How many entries lose their status or their wait in each SDK: the table's headline. */
export function realityHeadline(rows: readonly RealityRow[]): Record<Sdk, RealityHeadline> {
  const count = (sdk: Sdk, test: (cell: RealityCell) => boolean) => rows.filter((row) => test(row.cells[sdk])).length;
  const headline = (sdk: Sdk): RealityHeadline => ({
    met: count(sdk, (cell) => cell.remedy !== 'other-sdk'),
    lostStatus: count(sdk, (cell) => cell.status === 'lost'),
    lostWait: count(sdk, (cell) => cell.wait === 'lost'),
    isError: count(sdk, (cell) => cell.remedy === 'check-is-error'),
    notMet: count(sdk, (cell) => cell.remedy === 'other-sdk'),
  });
  return { v2: headline('v2'), v1: headline('v1') };
}

/** The headline of one SDK in words: how many entries it meets, and how many lose their status or wait. */
export function headlineWords(headline: RealityHeadline, total: number): string {
  return (
    `of ${total} entries it meets ${headline.met}; it loses the HTTP status of ${headline.lostStatus} and the ` +
    `Retry-After of ${headline.lostWait}, and hands ${headline.isError} back as an ordinary result with isError.`
  );
}

/** One cell as its lines: what the caller receives, whether status and wait survive, and what to add. */
export function cellLines(cell: RealityCell): string[] {
  const survival = { kept: 'kept', lost: 'lost', absent: '—' } as const;
  return [
    cell.receives,
    `status: ${survival[cell.status]}`,
    `Retry-After: ${survival[cell.wait]}`,
    `add: ${remedyLabels[cell.remedy]}`,
  ];
}
