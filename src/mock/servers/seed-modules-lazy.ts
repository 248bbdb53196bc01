/**
 * The seed servers' modules in the page: none is loaded with the registry, and each loads on first use (a run, a
 * request to its mount path), so a run fetches the code of the one server it uses. So does the generic mock, which
 * serves a server known only by its catalog data. It stands in for `seed-modules.ts` in the browser build only
 * (`src/build/lazy-server-modules.ts`); a test checks both list the same modules.
 */
import type { dataModule as DataModule } from './data-module.ts';
import type { ServerModule } from './server-module.ts';

/** No seed module is loaded with the registry. */
export const seedModules: readonly ServerModule[] = [];

/** How to load each seed module, by server id. */
export const seedModuleLoaders: Readonly<Record<string, () => Promise<ServerModule>>> = {
  clockford: async () => (await import('./clockford/index.ts')).clockford,
  rooms: async () => (await import('./rooms/index.ts')).rooms,
  ichabod: async () => (await import('./ichabod/index.ts')).ichabod,
  connect: async () => (await import('./connect/index.ts')).connect,
};

/** What makes a module from a server's data (the generic mock): not loaded with the registry. */
export const dataModule: typeof DataModule | undefined = undefined;

/** Loads what makes a module from a server's data, on the first run that meets a server known only by its data. */
export const loadDataModule = async (): Promise<typeof DataModule> => (await import('./data-module.ts')).dataModule;
