/**
 * The browser build's catalog: everything the mock servers and the client read is there, value for value, and
 * the prose the pages render at build time is not.
 */
import { describe, expect, test } from 'vitest';
import { browserCatalogSource, prebuiltCatalogSource } from '../../../src/build/prebuilt-catalog.ts';
import { applyDefaults } from '../../../src/catalog/apply-defaults.ts';
import { catalogSource, catalogVersion } from '../../../src/catalog/catalog-source.ts';
import { catalog } from '../../../src/catalog/index.ts';
import type { CatalogInput } from '../../../src/catalog/schema.ts';

/** The prebuilt module's exports, evaluated as the page evaluates them. */
async function evaluate(source: string): Promise<{ catalogVersion: string; catalogSource: CatalogInput }> {
  return (await import(`data:text/javascript,${encodeURIComponent(source)}`)) as {
    catalogVersion: string;
    catalogSource: CatalogInput;
  };
}

const browser = browserCatalogSource(catalogSource);
// The page applies the schema's defaults to the prebuilt data as it does to the data modules.
const inPage = applyDefaults(browser as CatalogInput);

describe('the catalog in the browser build', () => {
  test.each(catalog.entries.map((entry, index) => [entry.id, entry, index] as const))(
    '%s: every field but the prose, as the catalog has it',
    (_, entry, index) => {
      const prose = ['meaning', 'action', 'inferred', 'specRef'];
      const kept = Object.fromEntries(Object.entries(entry).filter(([key]) => !prose.includes(key)));
      const placeholders = Object.fromEntries(
        Object.entries(entry.placeholders).map(([name, { pattern, example }]) => [name, { pattern, example }]),
      );
      const page = inPage.entries[index]!;
      expect({ ...page, inferred: undefined }).toEqual({ ...kept, placeholders, inferred: undefined });
      expect(page).not.toHaveProperty('meaning');
      expect(page).not.toHaveProperty('action');
    },
  );

  test('every limit, its words and numbers, and every server by id, name, revisions and mount path', () => {
    expect(inPage.limits).toEqual(catalog.limits.map((limit) => ({ ...limit, inferred: {} })));
    expect(inPage.servers.map(({ id, name, revisions, mountPath }) => ({ id, name, revisions, mountPath }))).toEqual(
      catalog.servers.map(({ id, name, revisions, mountPath }) => ({ id, name, revisions, mountPath })),
    );
  });

  test('the prebuilt module gives the same data and version', async () => {
    const source = prebuiltCatalogSource(browser);
    const module = await evaluate(source);
    expect(module.catalogVersion).toBe(catalogVersion);
    expect(module.catalogSource).toEqual(JSON.parse(JSON.stringify(browser)));
  });
});
