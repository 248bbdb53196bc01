/**
 * The page's registry for a server known only by its catalog data: the generic mock that serves it loads on the
 * first use of such a server, not with the registry, so a run on a seed server carries none of it. The swap the
 * browser build makes (`seed-modules-lazy.ts` for `seed-modules.ts`) is made here too, and the Harbor fixture is
 * added as the build adds a catalog from its `catalogs/` folder: before anything reads the catalog.
 */
import { readFileSync } from 'node:fs';
import { expect, test, vi } from 'vitest';
import { addCatalogs } from '../../../src/catalog/extra-catalogs.ts';
import { CatalogSchema } from '../../../src/catalog/schema.ts';

vi.mock('../../../src/mock/servers/seed-modules.ts', () => import('../../../src/mock/servers/seed-modules-lazy.ts'));

addCatalogs([
  CatalogSchema.parse(
    JSON.parse(readFileSync(new URL('../../fixtures/catalogs/harbor.json', import.meta.url), 'utf8')),
  ),
]);
const registry = await import('../../../src/mock/servers/registry.ts');

test('loads the generic mock on the first use of a data-only server, and says how until then', async () => {
  expect(registry.mountedServerIds()).toContain('harbor');
  expect(registry.isModuleLoaded('harbor')).toBe(false);
  expect(() => registry.moduleOf('harbor')).toThrow('The module of "harbor" is not loaded yet: await loadServerModule');
  const module = await registry.loadServerModule('harbor');
  expect(module.id).toBe('harbor');
  expect(registry.isModuleLoaded('harbor')).toBe(true);
  expect(registry.moduleOf('harbor')).toBe(module);
  expect(Object.keys(module.scenarios).length).toBeGreaterThan(0);
});

test('still names the servers there are for an id no mock serves', () => {
  expect(registry.isModuleLoaded('nowhere')).toBe(true);
  expect(() => registry.moduleOf('nowhere')).toThrow(registry.UnknownServerError);
});
