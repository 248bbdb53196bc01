/** What the two prebuilt-data plugins share: a module replaced in the browser build by data made at build time. */
import type { Plugin } from 'vite';

/** `export const name = JSON.parse("…")`: data as a JSON string, which engines parse faster than a literal. */
export const jsonExport = (name: string, value: unknown): string =>
  `export const ${name} = JSON.parse(${JSON.stringify(JSON.stringify(value))});`;

/** A Vite plugin that gives `file`, in the browser build only, the source `source()` makes. */
export function prebuiltModule(name: string, file: string, source: () => Promise<string>): Plugin {
  return {
    name,
    enforce: 'pre',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    load: (id) => (id.split('?')[0] === file ? source() : null),
  };
}
