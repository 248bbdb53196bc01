/**
 * The storm lab's servers: derived here from the entry index in Node (the tests, the CLI), and replaced in the
 * browser build by the same value prebuilt as JSON (`prebuiltLoadedServers` in `src/build/prebuilt-entry-index.ts`),
 * so the lab's island and its worker load a few lines of data and not the whole entry index. Import `labels.ts`,
 * not this module.
 */
import { entryIndex } from '../catalog/entry-index.ts';
import { loadedServersOf, type LoadedServer } from './loaded-servers.ts';

export const loadedServerData: LoadedServer[] = loadedServersOf(entryIndex.servers);
