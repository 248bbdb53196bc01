/** Which mock a specification entry is produced on, and at which revision: what a run of it really uses. */
// The entry index, not the catalog: the playground's first chunk imports this module.
import { getIndexedEntry } from '../catalog/entry-index.ts';
import type { ErrorEntry, Revision, ServerId } from '../catalog/index.ts';

/** The mock an entry runs on: its own server, or for a specification entry the one its trigger names (the index says). */
export function hostOf(entry: Pick<ErrorEntry, 'id'>): ServerId {
  return getIndexedEntry(entry.id).host;
}

/** The revisions a run of `entry` can speak: those its host speaks that the entry applies to. */
export function runRevisions(entry: Pick<ErrorEntry, 'revisions'>, hostRevisions: readonly Revision[]): Revision[] {
  return hostRevisions.filter((revision) => entry.revisions.includes(revision));
}
