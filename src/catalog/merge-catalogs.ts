/**
 * How catalogs added as data join the seeds'. Its own module, so that reading catalog files (`catalog-files.ts`) does
 * not load `catalog-source.ts`, whose loading reads the added catalogs and so seals them.
 */
import type { CatalogInput } from './schema.ts';

/**
 * The seeds' catalog and every catalog added as data (`extra-catalogs.ts`): their servers before the
 * specification's own section, which stays last, their entries and limits after the seeds'.
 */
export function mergeCatalogs(seeds: CatalogInput, extras: readonly CatalogInput[]): CatalogInput {
  const spec = seeds.servers.filter((server) => server.id === 'spec');
  return {
    version: seeds.version,
    servers: [
      ...seeds.servers.filter((server) => server.id !== 'spec'),
      ...extras.flatMap((extra) => extra.servers),
      ...spec,
    ],
    entries: [...seeds.entries, ...extras.flatMap((extra) => extra.entries)],
    limits: [...seeds.limits, ...extras.flatMap((extra) => extra.limits)],
  };
}
