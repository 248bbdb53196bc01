/**
 * The Vite plugin that gives the browser build the client's entries as plain data, as the packed client ships them:
 * `src/client-data/entries.ts` becomes `entries` as JSON, and each of its per-server lists a filter of it. The
 * explainer's page then reads the entries without the catalog's code or zod (about 50 kB of JavaScript gzipped).
 * Its function `clientEntryOf` is left out: nothing in a page calls it, and a page that imported it would not build.
 * Node, the tests and `astro dev` load the module as written.
 */
import { fileURLToPath } from 'node:url';
import { runnerImport } from 'vite';
import type * as ClientEntries from '../client-data/entries.ts';
import { jsonExport, prebuiltModule } from './prebuilt-module.ts';

/** The module the plugin replaces. */
export const clientEntriesFile = fileURLToPath(new URL('../client-data/entries.ts', import.meta.url));

/** The source of the prebuilt module: `entries` as data, and each list of one server's entries as a filter of it. */
export function prebuiltClientEntriesSource(module: Record<string, unknown>): string {
  const { entries } = module as typeof ClientEntries;
  const lists = Object.entries(module).flatMap(([name, value]) => {
    if (name === 'entries' || !Array.isArray(value) || value.length === 0) return [];
    const servers = new Set((value as typeof entries).map((entry) => entry.server));
    const [server] = servers;
    return servers.size === 1 && value.length === entries.filter((entry) => entry.server === server).length
      ? [`export const ${name} = entries.filter((entry) => entry.server === ${JSON.stringify(server)});`]
      : [jsonExport(name, value)];
  });
  return [jsonExport('entries', entries), ...lists, ''].join('\n');
}

/** Replaces the client's entries module with its data, in the browser build only. */
export const prebuiltClientEntries = prebuiltModule('atlas:prebuilt-client-entries', clientEntriesFile, async () => {
  const { module } = await runnerImport<typeof ClientEntries>(clientEntriesFile);
  return prebuiltClientEntriesSource(module);
});
