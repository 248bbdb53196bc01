/**
 * An Ichabod tool error: a code and a message, answered from the code's catalog entry as a tool
 * result whose text is the JSON document `{ "error", "message" }`.
 */
import type { CallToolResult } from '@modelcontextprotocol/server';
import { getEntry, type EntryId } from '../../../catalog/index.ts';
import { toolResult } from '../../wire.ts';

/** The source's tool-layer codes. */
export type IchabodCode =
  'unauthorized' | 'forbidden' | 'rate_limited' | 'insufficient_balance' | 'validation_error' | 'not_found';

const entryIds: Record<IchabodCode, EntryId> = {
  unauthorized: 'ichabod.tool.unauthorized',
  forbidden: 'ichabod.tool.forbidden',
  rate_limited: 'ichabod.tool.rate-limited',
  insufficient_balance: 'ichabod.tool.insufficient-balance',
  validation_error: 'ichabod.tool.validation-error',
  not_found: 'ichabod.tool.not-found',
};

/** Thrown by Ichabod's rules; the tool wrapper answers it as the catalog's tool error. */
export class IchabodRefusal extends Error {
  override name = 'IchabodRefusal';
  readonly code: IchabodCode;
  /** For `rate_limited`: when the bucket resets (ISO 8601). */
  readonly resetsAt: string | undefined;

  /** `message` goes inside a JSON string as it is, so it holds no double quote or backslash. */
  constructor(code: IchabodCode, message: string, resetsAt?: string) {
    super(message.replace(/["\\]/g, "'"));
    this.code = code;
    this.resetsAt = resetsAt;
  }

  toToolResult(): CallToolResult {
    // A rate_limited refusal's message is the bucket it names (`100 per hour`), then its reset time.
    if (this.code === 'rate_limited') {
      return toolResult(getEntry(entryIds[this.code]), { LIMIT: this.message, RESETS_AT: this.resetsAt ?? '' });
    }
    return toolResult(getEntry(entryIds[this.code]), { '...': this.message });
  }
}

/** True for an `IchabodRefusal`, also one from another realm. */
export function isIchabodRefusal(error: unknown): error is IchabodRefusal {
  return error instanceof IchabodRefusal || (error instanceof Error && error.name === 'IchabodRefusal');
}
