/**
 * Words for where a specification entry stands (`SpecStatus` in `schema.ts`): the entry pages and the lookup name it
 * the same way.
 */
import type { SpecStatus } from './schema.ts';

/**
 * A specification entry's status in a few words.
 *
 * @example
 * describeSpecStatus({ kind: 'retired', since: '2026-07-28', rule: '…' }) // 'Retired at 2026-07-28'
 */
export function describeSpecStatus(status: SpecStatus): string {
  switch (status.kind) {
    case 'active':
      return 'Active';
    case 'retired':
      return `Retired at ${status.since}`;
    case 'proposed':
      return `Proposed: ${status.proposal}, ${status.state}, checked ${status.checked}`;
    case 'implementation-defined':
      return `Implementation-defined code (${status.from} to ${status.to})`;
  }
}
