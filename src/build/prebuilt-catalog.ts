/**
 * The Vite plugin that gives the browser build the catalog without its prose. In the page the catalog serves
 * the mock servers and the reference client, which read the wire forms, reactions, triggers, placeholders'
 * patterns and the limits' numbers; the prose (what an entry means and what to do, in the source's words, the
 * notes on what was inferred, the servers' introductions and rules) is on the pages already, rendered at build
 * time. So `src/catalog/catalog-source.ts` becomes, in the browser build only, its value as JSON with that prose
 * left out: about 18 kB gzipped less for the playground's first run. Node, the tests and `astro dev` load the
 * whole catalog as written.
 */
import { fileURLToPath } from 'node:url';
import { runnerImport } from 'vite';
import type * as CatalogSource from '../catalog/catalog-source.ts';
import type { CatalogInput } from '../catalog/schema.ts';
import { jsonExport, prebuiltModule } from './prebuilt-module.ts';

/** The module the plugin replaces. */
export const catalogSourceFile = fileURLToPath(new URL('../catalog/catalog-source.ts', import.meta.url));

type EntryInput = CatalogInput['entries'][number];
type LimitInput = CatalogInput['limits'][number];
type ServerInput = CatalogInput['servers'][number];

const entryProse = ['meaning', 'action', 'inferred', 'specRef'] as const;

/**
 * An entry without its prose: meaning, action, notes on what was inferred, the specification's section, and the
 * placeholders' meanings (their patterns and examples fill and match replies).
 */
export type BrowserEntry = Omit<EntryInput, (typeof entryProse)[number] | 'placeholders'> & {
  placeholders?: Record<string, { pattern: string; example: string }>;
};
/** A limit without its notes on what was inferred (its words stay: Rooms quotes them in a refusal). */
export type BrowserLimit = Omit<LimitInput, 'inferred'>;

/** The object without the named keys. */
function without<T extends object, K extends keyof T>(object: T, keys: readonly K[]): Omit<T, K> {
  return Object.fromEntries(Object.entries(object).filter(([key]) => !keys.includes(key as K))) as Omit<T, K>;
}
/** A server with its id, name, revisions, mount path and its groups' names. */
export type BrowserServer = Pick<ServerInput, 'id' | 'name' | 'revisions' | 'mountPath'> & {
  groups: Array<{ name: string }>;
};

/** The catalog's data as the browser build gets it. */
export interface BrowserCatalogSource {
  version: string;
  servers: BrowserServer[];
  entries: BrowserEntry[];
  limits: BrowserLimit[];
}

/** The catalog's source, less what no code in the page reads. */
export function browserCatalogSource(source: CatalogInput): BrowserCatalogSource {
  return {
    version: source.version,
    servers: source.servers.map(({ id, name, revisions, mountPath, groups }) => ({
      id,
      name,
      revisions,
      ...(mountPath === undefined ? {} : { mountPath }),
      groups: groups.map(({ name: group }) => ({ name: group })),
    })),
    entries: source.entries.map((entry) => {
      const { placeholders, ...kept } = without(entry, entryProse);
      if (!placeholders) return kept;
      return {
        ...kept,
        placeholders: Object.fromEntries(
          Object.entries(placeholders).map(([name, { pattern, example }]) => [name, { pattern, example }]),
        ),
      };
    }),
    limits: source.limits.map((limit) => without(limit, ['inferred'])),
  };
}

/** The source of the prebuilt module: the data as a JSON string, which engines parse faster than a literal. */
export function prebuiltCatalogSource(source: BrowserCatalogSource): string {
  return [
    `export const catalogVersion = ${JSON.stringify(source.version)};`,
    jsonExport('catalogSource', source),
    '',
  ].join('\n');
}

/** Replaces the catalog's source with its prose-free value, in the browser build only. */
export const prebuiltCatalog = prebuiltModule('atlas:prebuilt-catalog', catalogSourceFile, async () => {
  const { module } = await runnerImport<typeof CatalogSource>(catalogSourceFile);
  return prebuiltCatalogSource(browserCatalogSource(module.catalogSource));
});
