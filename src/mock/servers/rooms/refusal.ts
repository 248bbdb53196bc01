/**
 * A Rooms refusal: one of the source's codes with what went wrong and what to do, answered from
 * the catalog entry of the code — as a one-line MCP error result or as a REST JSON error.
 */
import type { CallToolResult } from '@modelcontextprotocol/server';
import { getEntry, type EntryId, type ErrorEntry } from '../../../catalog/index.ts';
import { httpResponse, toolResult } from '../../wire.ts';

/** The source's error codes. */
export type RoomsCode =
  'unauthorized' | 'forbidden' | 'not_found' | 'invalid' | 'conflict' | 'rate_limited' | 'cross_site' | 'upstream';

const entryIds: Record<RoomsCode, EntryId> = {
  unauthorized: 'rooms.tool.unauthorized',
  forbidden: 'rooms.tool.forbidden',
  not_found: 'rooms.tool.not-found',
  invalid: 'rooms.tool.invalid',
  conflict: 'rooms.tool.conflict',
  rate_limited: 'rooms.tool.rate-limited',
  cross_site: 'rooms.http.cross-site',
  upstream: 'rooms.tool.upstream',
};

/** Thrown by the Rooms state when a rule refuses a call; both surfaces turn it into their reply. */
export class RoomsRefusal extends Error {
  override name = 'RoomsRefusal';
  readonly code: RoomsCode;
  /** What to do about it: the part after the dash in the MCP line. */
  readonly hint: string;

  constructor(code: RoomsCode, message: string, hint: string) {
    super(message);
    this.code = code;
    this.hint = hint;
  }

  get entry(): ErrorEntry {
    return getEntry(entryIds[this.code]);
  }

  /** The MCP error result: `code: message — hint`. */
  toToolResult(): CallToolResult {
    return toolResult(this.entry, { MESSAGE: this.message, HINT: this.hint });
  }

  /** The REST error: `{ error: { code, message } }` with the code's status. */
  toResponse(): Response {
    return httpResponse(this.entry, { MESSAGE: this.message }, 'rest');
  }
}

/** True for a `RoomsRefusal`, also one from another realm. */
export function isRoomsRefusal(error: unknown): error is RoomsRefusal {
  return error instanceof RoomsRefusal || (error instanceof Error && error.name === 'RoomsRefusal');
}
