/**
 * The entries the reference client knows, fetched from the site's `/catalog.json` when your program
 * starts, instead of imported from `mcp-error-atlas-client/entries`: always the site's newest.
 */
import type { Entry } from 'mcp-error-atlas-client';

/**
 * The `entries` of `<site>/catalog.json`; throws, saying what came back, when the site does not answer with them.
 *
 * @example
 * const atlas = createResilientClient({ server: 'clockford', entries: await entriesFromCatalog() });
 */
export async function entriesFromCatalog(
  site = 'https://mcp-error-atlas.example',
  fetch: typeof globalThis.fetch = globalThis.fetch,
): Promise<Entry[]> {
  // Appended, not resolved from the root: a site served under a path (`https://you.github.io/atlas`) keeps it.
  const response = await fetch(new URL(`${site.replace(/\/+$/, '')}/catalog.json`));
  const catalog = (response.ok ? await response.json() : undefined) as { entries?: unknown } | undefined;
  if (!Array.isArray(catalog?.entries)) {
    throw new Error(`${site}/catalog.json answered ${response.status} without a list of entries.`);
  }
  return catalog.entries as Entry[];
}
