/** Which mock a specification entry is produced on, and at which revision: what a run of it really uses. */
import type { ErrorEntry, Revision, ServerId } from '../catalog/index.ts';

type MockedServer = Exclude<ServerId, 'spec'>;

/** The mock an entry runs on: its own server, or for a specification entry the one its trigger names. */
export function hostOf(entry: Pick<ErrorEntry, 'server' | 'trigger' | 'revisions'>): MockedServer {
  if (entry.server !== 'spec') return entry.server;
  // Clockford produces the specification's entries its trigger names; otherwise Connect speaks 2026-07-28 and
  // Rooms 2025-11-25.
  if (/Clockford/.test(entry.trigger.kind === 'rule' ? entry.trigger.how.slice(0, 40) : '')) return 'clockford';
  return entry.revisions.includes('2026-07-28') ? 'connect' : 'rooms';
}

/** The revisions a run of `entry` can speak: those its host speaks that the entry applies to. */
export function runRevisions(
  entry: Pick<ErrorEntry, 'server' | 'trigger' | 'revisions'>,
  hostRevisions: readonly Revision[],
): Revision[] {
  return hostRevisions.filter((revision) => entry.revisions.includes(revision));
}
