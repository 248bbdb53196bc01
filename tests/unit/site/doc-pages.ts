import { readFileSync, readdirSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { DocPage } from '../../../src/pages/_markdown/page-markdown.ts';

export const root = fileURLToPath(new URL('../../../', import.meta.url));
const contentDir = join(root, 'content');

export interface TestPage extends DocPage {
  filePath: string;
}

/** Every page under content/, read as Astro's glob loader reads it: id from the path, body after the frontmatter. */
export function readDocPages(): TestPage[] {
  return readdirSync(contentDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.mdx?$/.test(entry.name) && !entry.name.startsWith('_'))
    .map((entry) => {
      const file = join(entry.parentPath, entry.name);
      const source = readFileSync(file, 'utf8');
      const [, frontmatter = '', body = source] = /^---\n([\s\S]*?)\n---\n?([\s\S]*)$/.exec(source) ?? [];
      return {
        id: relative(contentDir, file)
          .split(sep)
          .join('/')
          .replace(/\.mdx?$/, ''),
        title: /^title:\s*(.+)$/m.exec(frontmatter)?.[1]?.trim() ?? '',
        body,
        filePath: relative(root, file).split(sep).join('/'),
      };
    });
}
