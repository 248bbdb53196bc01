/**
 * The town's answers to a tool call. A refusal or a hold is a `TownReply` built from its catalog
 * entry (thrown from deep in a tool, caught by the errand); an ordinary answer is a `say` and data.
 */
import type { CallToolResult } from '@modelcontextprotocol/server';
import { getEntry, type EntryId } from '../../../catalog/index.ts';
import { toolResult, waitValues, type PlaceholderValues } from '../../wire.ts';

/** The Archive's outcome code for a catalog entry: its slug (`clockford.tool.po-box-full` → `po-box-full`). */
export const outcomeOf = (entryId: string): string => entryId.split('.').at(-1) ?? entryId;

/** A reply from the catalog that ends the call, with the outcome the Archive records for it. */
export class TownReply extends Error {
  override name = 'TownReply';
  readonly result: CallToolResult;
  readonly outcome: string;

  constructor(result: CallToolResult, outcome: string) {
    super(outcome);
    this.result = result;
    this.outcome = outcome;
  }
}

/** True for a `TownReply`, also one from another realm. */
export function isTownReply(error: unknown): error is TownReply {
  return error instanceof TownReply || (error instanceof Error && error.name === 'TownReply');
}

/** A result's `structuredContent` as a record (empty when it has none). */
export function structuredOf(result: CallToolResult): Record<string, unknown> {
  const value: unknown = result.structuredContent;
  return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}

/**
 * The catalog entry's tool result with placeholders filled, and `extra` keys laid over its
 * `structuredContent` (a real hold, the plan, the words matched).
 */
export function reply(
  entryId: EntryId,
  values: PlaceholderValues = {},
  extra: Record<string, unknown> = {},
): TownReply {
  const result = toolResult(getEntry(entryId), values);
  if (Object.keys(extra).length > 0) result.structuredContent = { ...structuredOf(result), ...extra };
  return new TownReply(result, outcomeOf(entryId));
}

/** A reply whose wait is `seconds`: `Retry-After`, `retryAfterSeconds` and the "N seconds" of its words. */
export function replyAfter(entryId: EntryId, seconds: number, values: PlaceholderValues = {}): TownReply {
  return reply(entryId, { ...waitValues(getEntry(entryId), Math.max(1, seconds)), ...values });
}

/** An ordinary answer: the town's `say` as text, with data beside it. */
export function answer(say: string, data: Record<string, unknown> = {}): CallToolResult {
  return { content: [{ type: 'text', text: say }], structuredContent: { say, ...data } };
}

/** Seconds from `now` until `at`, rounded up. */
export const secondsUntil = (at: number, now: number): number => Math.max(1, Math.ceil((at - now) / 1000));
