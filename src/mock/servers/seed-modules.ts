/**
 * The seed servers' modules, loaded with the registry: Node, the tests and the build have every one at once. The
 * page's build replaces this module with `seed-modules-lazy.ts` (see `src/build/lazy-server-modules.ts`), which loads
 * each one on first use, so a run carries the one server it uses.
 */
import { clockford } from './clockford/index.ts';
import { connect } from './connect/index.ts';
import { ichabod } from './ichabod/index.ts';
import { rooms } from './rooms/index.ts';
import { dataModule } from './data-module.ts';
import type { ServerModule } from './server-module.ts';

export { dataModule };

/** The servers whose behaviour a source describes, each in its own module, loaded now. */
export const seedModules: readonly ServerModule[] = [clockford, rooms, ichabod, connect];

/** How to load each seed module: here every one is loaded already. */
export const seedModuleLoaders: Readonly<Record<string, () => Promise<ServerModule>>> = Object.fromEntries(
  seedModules.map((module) => [module.id, () => Promise.resolve(module)]),
);

/** How to load what makes a module from a server's data: here it is loaded already. */
export const loadDataModule = (): Promise<typeof dataModule> => Promise.resolve(dataModule);
