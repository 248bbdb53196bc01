/**
 * The catalog as its data modules write it: the seeds' servers, entries and limits in source order, and any catalog
 * added as data (`extra-catalogs.ts`), before the schema's defaults are applied. `index.ts` applies them with a
 * plain function; `validate-catalog.ts` checks the result against the schema. In the browser build this module is
 * replaced by its value without prose (`src/build/prebuilt-catalog.ts`).
 */
import type { CatalogInput } from './schema.ts';
import { extraCatalogs } from './extra-catalogs.ts';
import { mergeCatalogs } from './merge-catalogs.ts';
import { catalogVersion, seedCatalogSource } from './seed-source.ts';

export { catalogVersion };

/** The catalog's data: the seeds', and any catalog added as data before this module loaded. */
export const catalogSource: CatalogInput = mergeCatalogs(seedCatalogSource, extraCatalogs());
