/**
 * Catalogs of other servers, given as data beside the seeds: `npm run mock -- --catalog file.json`, the same flag of
 * `play` and `grade`, or the build's `catalogs/` folder. They are added before anything reads the catalog, and from
 * then on every face (tables, entry pages, the mock, the client, the grader) serves them as it serves the seeds.
 *
 * The store lives on `globalThis`, so every copy of this module in one process (Node's, and the build's module
 * runners) sees the same catalogs; in the browser build the module is replaced by the catalogs as data.
 */
import type { Catalog } from './schema.ts';

interface Store {
  catalogs: Catalog[];
  /** Set once the catalog has been read: adding after that would leave half the site without the new server. */
  read: boolean;
}

const key = Symbol.for('mcp-error-atlas.extra-catalogs');
const store = ((globalThis as { [key]?: Store })[key] ??= { catalogs: [], read: false });

/** Thrown when catalogs are added after the catalog was read. */
export class CatalogsSealedError extends Error {
  override name = 'CatalogsSealedError';
}

/**
 * Adds checked catalogs (see `validateCatalogText`) to be served beside the seeds. Call it before anything imports
 * `src/catalog/index.ts`, as the commands do: add, then import the rest.
 */
export function addCatalogs(catalogs: readonly Catalog[]): void {
  if (store.read && catalogs.length > 0)
    throw new CatalogsSealedError(
      'Catalogs were added after the catalog was read: add them first, then import what uses the catalog.',
    );
  store.catalogs.push(...catalogs);
}

/** The catalogs added so far; reading them seals the store. */
export function extraCatalogs(): readonly Catalog[] {
  store.read = true;
  return store.catalogs;
}
