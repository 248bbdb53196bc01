/** The files a page imports with `?raw` (for `<Code code={source} />`), read at build time. */
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';

/**
 * The text of `specifier` (`~/client/backoff.ts?raw`) as imported by the page in `pageFile`:
 * `~/` is `src/`, `./` and `../` are relative to the page; undefined for anything else or a missing file.
 */
export function readRawImport(pageFile: string, specifier: string, root = process.cwd()): string | undefined {
  const path = specifier.replace(/\?raw$/, '');
  const file = path.startsWith('~/')
    ? resolve(root, 'src', path.slice(2))
    : path.startsWith('.')
      ? resolve(root, dirname(pageFile), path)
      : undefined;
  if (!file) return undefined;
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return undefined;
  }
}
