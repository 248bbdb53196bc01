/**
 * The Vite plugin that prebuilds the playground's entry index: in the browser build, `src/catalog/entry-index-data.ts`
 * becomes its value as JSON, derived from the catalog as `CatalogSchema` parses it (a build whose catalog breaks
 * the schema fails here). A page then gets plain, checked data: no zod, no parse, none of the catalog's wire forms
 * or prose. In `astro dev` the module stays as it is, deriving the index from the catalog in the page, so an edit
 * to the catalog shows at once.
 */
import { fileURLToPath } from 'node:url';
import { runnerImport } from 'vite';
import type { EntryIndex } from '../catalog/entry-index.ts';
import type * as EntryIndexData from '../catalog/entry-index-data.ts';
import type * as ValidateCatalog from '../catalog/validate-catalog.ts';
import { loadedServersOf } from '../storm/loaded-servers.ts';
import { jsonExport, prebuiltModule } from './prebuilt-module.ts';

/** The module the plugin replaces. */
export const entryIndexDataFile = fileURLToPath(new URL('../catalog/entry-index-data.ts', import.meta.url));
const validateCatalogFile = fileURLToPath(new URL('../catalog/validate-catalog.ts', import.meta.url));

/** The entry index of the parsed catalog, loaded fresh from the sources. */
export async function checkedEntryIndex(): Promise<EntryIndex> {
  const { module: validation } = await runnerImport<typeof ValidateCatalog>(validateCatalogFile);
  const { module: derivation } = await runnerImport<typeof EntryIndexData>(entryIndexDataFile);
  return derivation.entryIndexOf(validation.validateCatalog());
}

/** The source of the prebuilt module: the index as a JSON string, which engines parse faster than a literal. */
export function prebuiltEntryIndexSource(entryIndex: EntryIndex): string {
  return `${jsonExport('entryIndexData', entryIndex)}\n`;
}

/** Replaces the entry index's data module with its prebuilt value, in the browser build only. */
export const prebuiltEntryIndex = prebuiltModule('atlas:prebuilt-entry-index', entryIndexDataFile, async () =>
  prebuiltEntryIndexSource(await checkedEntryIndex()),
);

/** The module the storm lab's servers come from, replaced in the browser build. */
export const loadedServersDataFile = fileURLToPath(new URL('../storm/loaded-servers-data.ts', import.meta.url));

/** The source of the storm lab's servers as prebuilt data, from the checked entry index. */
export function prebuiltLoadedServersSource(entryIndex: EntryIndex): string {
  return `${jsonExport('loadedServerData', loadedServersOf(entryIndex.servers))}\n`;
}

/** In the browser build, `src/storm/loaded-servers-data.ts` is the lab's servers as JSON, not read from the index. */
export const prebuiltLoadedServers = prebuiltModule('atlas:prebuilt-loaded-servers', loadedServersDataFile, async () =>
  prebuiltLoadedServersSource(await checkedEntryIndex()),
);
