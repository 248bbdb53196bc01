import { readFileSync, readdirSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { describe, expect, test } from 'vitest';
import { root } from './doc-pages.ts';

/**
 * Files allowed to insert HTML, each with the reason. Text from the catalog and from a reader's
 * input is rendered as text everywhere else.
 */
const allowed: Record<string, string> = {
  // Shiki's codeToHtml escapes the JSON it highlights; no reply text reaches the DOM as markup otherwise.
  'src/islands/WireView.tsx': 'shiki output',
};

/** Ways to turn a string into markup: Astro's set:html, React's dangerouslySetInnerHTML, and the DOM's own. */
const rawHtml = /set:html|dangerouslySetInnerHTML|\.innerHTML\s*=|\.outerHTML\s*=|insertAdjacentHTML|document\.write\(/;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.(astro|tsx|ts|mdx)$/.test(entry.name))
    .map((entry) => relative(root, join(entry.parentPath, entry.name)).split(sep).join('/'));
}

describe('no raw HTML', () => {
  test('no component or script under src/ or content/ inserts a string as HTML, but the allowed files', () => {
    const files = [...sourceFiles(join(root, 'src')), ...sourceFiles(join(root, 'content'))];
    expect(files.some((file) => file.endsWith('.astro'))).toBe(true);
    const offenders = files.filter(
      (file) => !(file in allowed) && rawHtml.test(readFileSync(join(root, file), 'utf8')),
    );
    expect(offenders).toEqual([]);
  });

  test('every allowed file still needs its allowance', () => {
    for (const file of Object.keys(allowed)) expect(readFileSync(join(root, file), 'utf8'), file).toMatch(rawHtml);
  });
});
