/** Which mock a specification entry is produced on, and at which revision: what a run of it really uses. */
import type { ErrorEntry, Revision, ServerId } from '../catalog/index.ts';

type MockedServer = Exclude<ServerId, 'spec'>;

/** What choosing a host needs of an entry: the catalog's entry, or the page's index of it. */
type Hosted = Pick<ErrorEntry, 'server' | 'revisions'> & {
  trigger: { kind: 'rule'; how: string } | { kind: 'inject'; why: string };
};

/** The mock an entry runs on: its own server, or for a specification entry the one its trigger names. */
export function hostOf(entry: Hosted): MockedServer {
  if (entry.server !== 'spec') return entry.server;
  // Clockford or Ichabod produce the specification's entries whose trigger begins "On Clockford" or "On Ichabod";
  // otherwise Connect speaks 2026-07-28 and Rooms 2025-11-25.
  const host = /^On (Clockford|Ichabod)\b/.exec(entry.trigger.kind === 'rule' ? entry.trigger.how : '')?.[1];
  if (host) return host === 'Clockford' ? 'clockford' : 'ichabod';
  return entry.revisions.includes('2026-07-28') ? 'connect' : 'rooms';
}

/** The revisions a run of `entry` can speak: those its host speaks that the entry applies to. */
export function runRevisions(entry: Pick<ErrorEntry, 'revisions'>, hostRevisions: readonly Revision[]): Revision[] {
  return hostRevisions.filter((revision) => entry.revisions.includes(revision));
}
