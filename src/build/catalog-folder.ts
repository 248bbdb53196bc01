/**
 * The build's own catalogs: every `*.json` in `catalogs/` (or the folder `ATLAS_CATALOGS` names, relative to the
 * project), checked beside the seeds and added before the site reads the catalog, so their servers get every page
 * the seeds get. `astro.config.mjs` calls this first; a bad file stops the build before anything is written.
 */
import { basename, join, resolve } from 'node:path';
import { CatalogFileError, catalogFolderFiles, loadCatalogFiles } from '../catalog/catalog-files.ts';
import type { Catalog } from '../catalog/schema.ts';

/** The folder the build reads catalogs from, when `ATLAS_CATALOGS` names none. */
export const defaultCatalogFolder = 'catalogs';

/** What the build added: the folder as given, and each file with its catalog. */
export interface LoadedCatalogFolder {
  folder: string;
  files: Array<{ file: string; catalog: Catalog }>;
}

/**
 * Reads, checks and adds the catalogs of the build's folder; throws a `CatalogFileError` listing every problem of
 * every file, and adds none, when any file is bad.
 */
export function loadCatalogFolder(
  root: string,
  folder: string = process.env['ATLAS_CATALOGS'] || defaultCatalogFolder,
): LoadedCatalogFolder {
  // Named as the folder was given, so a problem reads `catalogs/harbor.json: $.entries[3]...`.
  const files = catalogFolderFiles(resolve(root, folder)).map((file) => join(folder, basename(file)));
  const catalogs = loadCatalogFiles(files, root);
  return { folder, files: files.map((file, index) => ({ file, catalog: catalogs[index]! })) };
}

/**
 * One line for the build's log: `Catalogs from catalogs/: harbor.json (Harbor, 12 entries)`; none when the folder
 * held no catalog.
 */
export function catalogFolderLine({ folder, files }: LoadedCatalogFolder): string | undefined {
  if (files.length === 0) return undefined;
  const described = files.map(({ file, catalog }) => {
    const names = catalog.servers.map((server) => server.name).join(', ');
    const count = catalog.entries.length;
    return `${basename(file)} (${names}, ${count} ${count === 1 ? 'entry' : 'entries'})`;
  });
  return `Catalogs from ${folder.replace(/\/?$/, '/')}: ${described.join(', ')}`;
}

/**
 * What the build does first (`astro.config.mjs`): adds the folder's catalogs and prints which, or prints every
 * problem and exits with 1, so a bad file never leaves a half-built site.
 */
export function addBuildCatalogs(root: string): void {
  try {
    const line = catalogFolderLine(loadCatalogFolder(root));
    if (line) console.log(line);
  } catch (error) {
    if (!(error instanceof CatalogFileError)) throw error;
    console.error(`${error.message}\nNothing was built.`);
    process.exit(1);
  }
}
