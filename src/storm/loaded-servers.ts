/**
 * The servers the storm lab can put under load: each mocked server whose catalog names a `loadLimit` with a rate,
 * with only its id, name and that limit. Worked out from the entry index's servers, here with no import of the
 * index itself, so the browser build can prebuild the list (`src/build/prebuilt-entry-index.ts`).
 */
import type { IndexedLoadLimit, IndexedServer } from '../catalog/entry-index.ts';

/** A server the lab can put under load, as the lab's island and worker load it. */
export interface LoadedServer extends Pick<IndexedServer, 'id' | 'name'> {
  loadLimit: IndexedLoadLimit;
}

/** The servers of `servers` that a mock serves and that name a load limit with a rate, in their order. */
export function loadedServersOf(servers: readonly IndexedServer[]): LoadedServer[] {
  return servers.flatMap(({ id, name, mountPath, loadLimit }) =>
    mountPath !== undefined && loadLimit !== undefined ? [{ id, name, loadLimit }] : [],
  );
}
