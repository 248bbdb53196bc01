/**
 * Words for where a specification entry stands (`SpecStatus` in `schema.ts`): the entry pages and the lookup name it
 * the same way.
 */
import type { Server, SpecStatus } from './schema.ts';
import { specProposals } from './spec.ts';

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

/**
 * A specification entry's status as a table row's tag, beside its revisions: the entry's page and the lookup give it
 * whole (`describeSpecStatus`).
 *
 * @example
 * specStatusTag({ kind: 'proposed', proposal: 'SEP-3304', state: 'open (…)', checked: '2026-12-07', url: '…' }) // 'proposed: SEP-3304'
 */
export function specStatusTag(status: SpecStatus): string {
  switch (status.kind) {
    case 'active':
      return 'active';
    case 'retired':
      return `retired at ${status.since}`;
    case 'proposed':
      return `proposed: ${status.proposal}`;
    case 'implementation-defined':
      return 'implementation-defined code';
  }
}

/**
 * Whose words an entry quotes: a proposed specification entry quotes its proposal, which is not the specification;
 * any other entry quotes its server's source document. `name` fits “in X’s own words”, `document` names the text.
 *
 * @example
 * quotedFrom(getEntry('spec.protocol.rate-limited-proposed'), getServer('spec')).name // 'SEP-3304'
 */
export function quotedFrom(
  entry: { status?: SpecStatus | undefined },
  server: Pick<Server, 'name' | 'sourceDocument'>,
): { name: string; document: string } {
  const { status } = entry;
  if (status?.kind === 'proposed') {
    const title = specProposals.find((proposal) => proposal.id === status.proposal)?.title ?? status.proposal;
    return { name: status.proposal, document: `${title} (a proposal, not the specification)` };
  }
  return { name: server.name, document: server.sourceDocument ?? server.name };
}
