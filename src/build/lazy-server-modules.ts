/**
 * The Vite plugin that makes the page load each seed server's module on first use. In the browser build,
 * `src/mock/servers/seed-modules.ts` (which imports all four, for Node, the tests and the build) becomes
 * `seed-modules-lazy.ts`, which imports each one when the registry is asked to load it: a run fetches the code of the
 * one server it uses, not of all four. The registry, the mock's handler, the session and the manual call await that
 * load before they use a module.
 */
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

/** The module that lists the seed modules, loaded together. */
export const seedModulesFile = fileURLToPath(new URL('../mock/servers/seed-modules.ts', import.meta.url));
/** Its stand-in in the page, which loads each on first use. */
export const lazySeedModulesFile = fileURLToPath(new URL('../mock/servers/seed-modules-lazy.ts', import.meta.url));

/** Gives the browser build the lazy list of seed modules. */
export const lazyServerModules: Plugin = {
  name: 'atlas:lazy-server-modules',
  enforce: 'pre',
  applyToEnvironment: (environment) => environment.name === 'client',
  async resolveId(source, importer, options) {
    if (!importer || !source.endsWith('/seed-modules.ts')) return null;
    const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
    return resolved?.id === seedModulesFile ? lazySeedModulesFile : null;
  },
};
