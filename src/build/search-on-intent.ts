/**
 * The Vite plugin that makes Starlight's search load its interface when the reader reaches for it. Starlight's search
 * script imports Pagefind's interface (about 26 kB of JavaScript gzipped) as soon as the browser is idle, on every
 * page; here its idle callback becomes `whenSearchWanted` (`src/components/search-intent.ts`): the pointer on the
 * search button, focus on it, a touch, or Ctrl/⌘ K. When the script no longer has the line this replaces (a new
 * Starlight), the build stops and says so, rather than silently loading it at idle again.
 */
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

/** Starlight's idle callback, the line replaced. */
export const idleLine = 'const onIdle = window.requestIdleCallback || ((cb) => setTimeout(cb, 1));';
const intentFile = fileURLToPath(new URL('../components/search-intent.ts', import.meta.url));

/** Starlight's search script with its idle callback replaced by the reader's intent; undefined when it has none. */
export function searchOnIntent(code: string, intentModule = intentFile): string | undefined {
  if (!code.includes(idleLine)) return undefined;
  return `import { whenSearchWanted } from ${JSON.stringify(intentModule)};\n${code.replace(
    idleLine,
    'const onIdle = (load) => whenSearchWanted(this, load);',
  )}`;
}

/** Loads Starlight's search interface on the reader's intent, in the browser build. */
export const searchLoadsOnIntent: Plugin = {
  name: 'atlas:search-on-intent',
  enforce: 'pre',
  apply: 'build',
  applyToEnvironment: (environment) => environment.name === 'client',
  transform(code, id) {
    if (!/@astrojs\/starlight\/.*components\/Search\.astro\?astro&type=script/.test(id)) return null;
    const changed = searchOnIntent(code);
    if (changed === undefined)
      this.error(`Starlight's search script no longer has "${idleLine}": update src/build/search-on-intent.ts.`);
    return { code: changed, map: null };
  },
};
