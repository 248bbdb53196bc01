/** How catalogs given as data join the seeds' (`catalog-source.ts` does it once; `catalog-files.ts` to check a file). */
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
      // A server given as data is mounted at /<id> unless its catalog says where.
      ...extras.flatMap((extra) => extra.servers.map((server) => ({ mountPath: `/${server.id}`, ...server }))),
      ...spec,
    ],
    entries: [...seeds.entries, ...extras.flatMap((extra) => extra.entries)],
    limits: [...seeds.limits, ...extras.flatMap((extra) => extra.limits)],
  };
}
