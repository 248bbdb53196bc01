import { readFileSync, readdirSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { describe, expect, test } from 'vitest';
import { root } from './doc-pages.ts';

/** Ways to turn a string into markup: Astro's set:html, React's dangerouslySetInnerHTML, and the DOM's own. */
const rawHtml = /set:html|dangerouslySetInnerHTML|\.innerHTML\s*=|\.outerHTML\s*=|insertAdjacentHTML|document\.write\(/;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.(astro|tsx|ts|mdx)$/.test(entry.name))
    .map((entry) => relative(root, join(entry.parentPath, entry.name)).split(sep).join('/'));
}

describe('no raw HTML', () => {
  // Text from the catalog and from a reader's input (and the mock's replies, highlighted as tokens) is
  // rendered as text everywhere: no file may insert a string as HTML.
  test('no component or script under src/ or content/ inserts a string as HTML', () => {
    const files = [...sourceFiles(join(root, 'src')), ...sourceFiles(join(root, 'content'))];
    expect(files.some((file) => file.endsWith('.astro'))).toBe(true);
    const offenders = files.filter((file) => rawHtml.test(readFileSync(join(root, file), 'utf8')));
    expect(offenders).toEqual([]);
  });
});
