/**
 * Where the reference client's package names point in this repository: the examples import
 * `mcp-error-atlas-client` as a reader does, and here it is the source. (`tsconfig.json` maps the
 * same names for the type checker.) The package test runs the examples against the packed package.
 */
import { fileURLToPath } from 'node:url';

/** The package's import names, and the source file each stands for here. */
export const clientPackageSources: Readonly<Record<string, string>> = {
  'mcp-error-atlas-client': fileURLToPath(new URL('../client/index.ts', import.meta.url)),
  'mcp-error-atlas-client/entries': fileURLToPath(new URL('../client-data/entries.ts', import.meta.url)),
};

/** The same, as Vite aliases (exact names, so the data module's name is not read as a path under the client). */
export const clientPackageAliases = Object.entries(clientPackageSources).map(([name, file]) => ({
  find: new RegExp(`^${name.replace(/[/-]/g, '\\$&')}$`),
  replacement: file,
}));
