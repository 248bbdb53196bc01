/** The reference client as the client's tests use it: over the catalog's entries, with fake time where given. */
import type { EntryId } from '../../../src/catalog/index.ts';
import { entries } from '../../../src/client-data/entries.ts';
import {
  createResilientClient,
  isMcpClientError,
  type DecisionAction,
  type ResilientClient,
  type ResilientClientOptions,
} from '../../../src/client/index.ts';

/** A reference client that knows the catalog's entries. */
export function atlas(options: ResilientClientOptions<EntryId> = {}): ResilientClient {
  return createResilientClient({ entries, ...options });
}

/** Whether `error` ended a call on a decision to `action` (code `decision`). */
export function endedOn(error: unknown, action: DecisionAction): boolean {
  return isMcpClientError(error, 'decision') && error.decision?.action === action;
}
