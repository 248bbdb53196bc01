/**
 * One server's part of a catalog, and what a mock built from it reads there: its rates, its body limit, its own
 * not-found and replay entries. Everything is found by the data's shape, never by a server's name.
 */
import type { ErrorEntry, LimitEntry, Rate, Server } from '../../catalog/index.ts';
import { isRequestLevel } from '../faults.ts';

/** Where a server built from its catalog serves that catalog, under its mount path. */
export const catalogPath = '/catalog.json';

/** A server with its entries and limits: all a mock built from the catalog alone needs. */
export interface CatalogPart {
  server: Server;
  entries: readonly ErrorEntry[];
  limits: readonly LimitEntry[];
}

/** Where a limit is counted and answered: at the gate (every POST) or in the tools (every tool call). */
export type LimitScope = 'request' | 'tool-call';

/** A limit with a rate, and the entry its breach answers with. */
export interface RatedLimit {
  limit: LimitEntry;
  rate: Rate;
  breach: ErrorEntry;
  scope: LimitScope;
}

/** The path the mock serves the part's server under: its `mountPath`, else `/<id>`. */
export const mountPathOf = (server: Server): string => server.mountPath ?? `/${server.id}`;

/** The part's entry with this id; throws naming the id and the server when there is none. */
export function partEntry(part: CatalogPart, id: string): ErrorEntry {
  const entry = part.entries.find((candidate) => candidate.id === id);
  if (!entry) throw new Error(`The catalog part of ${part.server.id} has no entry "${id}".`);
  return entry;
}

/** The limits that state a rate, with their breach entries; a breach answered in a tool is counted per tool call. */
export function ratedLimits(part: CatalogPart): RatedLimit[] {
  return part.limits.flatMap((limit) => {
    if (!limit.rate) return [];
    const breach = partEntry(part, limit.breach);
    const scope: LimitScope = isRequestLevel(breach) ? 'request' : 'tool-call';
    return [{ limit, rate: limit.rate, breach, scope }];
  });
}

/** How many calls fill a rate at once: its burst (a token bucket), else its count. */
export const capacityOf = (rate: Rate): number => rate.burst ?? rate.count;

/** The largest body the gate reads, and the entry that refuses a bigger one, where the part states it. */
export function bodyLimitOf(part: CatalogPart): { bytes: number; breach: ErrorEntry } | undefined {
  for (const limit of part.limits) {
    const { quantity } = limit;
    if (limit.kind !== 'size' || quantity?.measure !== 'bytes') continue;
    const breach = partEntry(part, limit.breach);
    if (isRequestLevel(breach)) return { bytes: quantity.value * quantity.scale, breach };
  }
  return undefined;
}

/** The part's own answer for a path it does not serve: an HTTP 404 on its MCP surface that is not a session's. */
export function notFoundEntryOf(part: CatalogPart): ErrorEntry | undefined {
  return part.entries.find(
    (entry) =>
      entry.reaction.kind !== 'reinitialize' &&
      entry.wire.some((wire) => wire.kind === 'http' && wire.surface === 'mcp' && wire.status === 404),
  );
}

/** The part's answer to a write repeated with the same idempotency key, where it has one. */
export function replayEntryOf(part: CatalogPart): ErrorEntry | undefined {
  return part.entries.find(
    (entry) => entry.reaction.kind === 'replay-ok' && entry.wire.some((wire) => wire.kind === 'tool-result'),
  );
}
