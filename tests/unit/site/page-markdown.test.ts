import { describe, expect, test } from 'vitest';
import { entries, limits, servers } from '../../../src/catalog/index.ts';
import { entryMarkdownPath, errorsPath, limitsPath } from '../../../src/components/routes.ts';
import { wireMarkdown } from '../../../src/pages/_markdown/catalog-markdown.ts';
import { llmsFullTxt, llmsTxt } from '../../../src/pages/_markdown/llms.ts';
import { pageMarkdown } from '../../../src/pages/_markdown/page-markdown.ts';
import { htmlPath, markdownPath } from '../../../src/pages/_markdown/paths.ts';
import { readRawImport } from '../../../src/pages/_markdown/raw-imports.ts';
import { readDocPages, root, type TestPage } from './doc-pages.ts';

const pages = readDocPages();
const markdownOf = (page: TestPage): string =>
  pageMarkdown(page, (specifier) => readRawImport(page.filePath, specifier, root));
const pageAt = (path: string): TestPage => {
  const page = pages.find((candidate) => htmlPath(candidate.id) === path);
  if (!page) throw new Error(`No page under content/ is served at ${path}.`);
  return page;
};
/** Where each string first appears in the text; -1 when it does not. */
const positions = (text: string, needles: readonly string[]): number[] => needles.map((needle) => text.indexOf(needle));

describe('the Markdown copy of an errors page', () => {
  for (const server of servers) {
    test(`${server.name}: every entry appears with its id and a link to its row, in the page's order`, () => {
      const page = pageAt(errorsPath(server.id));
      const markdown = markdownOf(page);
      const own = entries.filter((entry) => entry.server === server.id);
      const links = own.map((entry) => `[\`${entry.id}\`](${errorsPath(server.id)}#${entry.id})`);
      const at = positions(markdown, links);
      expect(at.filter((position) => position === -1)).toEqual([]);
      // Group by group in the order the page places its <ErrorGroup>s; within a group, rows in catalog order.
      const groupOrder = [...page.body.matchAll(/<ErrorGroup[^>]*\bgroup="([^"]+)"/g)].map((match) => match[1]);
      expect([...groupOrder].sort()).toEqual([...new Set(own.map((entry) => entry.group))].sort());
      const expected = [...own].sort(
        (a, b) => groupOrder.indexOf(a.group) - groupOrder.indexOf(b.group) || own.indexOf(a) - own.indexOf(b),
      );
      const seen = own.map((entry, index) => ({ id: entry.id, at: at[index] ?? -1 })).sort((a, b) => a.at - b.at);
      expect(seen.map((row) => row.id)).toEqual(expected.map((entry) => entry.id));
    });
  }

  test('shows each entry’s wire form, reaction and meaning, and links /catalog.json', () => {
    for (const server of servers) {
      const markdown = markdownOf(pageAt(errorsPath(server.id)));
      expect(markdown).toContain('(/catalog.json)');
      for (const entry of entries.filter((candidate) => candidate.server === server.id)) {
        const row = markdown.split('\n').find((line) => line.includes(`[\`${entry.id}\`]`)) ?? '';
        expect(row, entry.id).toContain(`\`${entry.reaction.kind}\``);
        expect(row, entry.id).toContain(wireMarkdown(entry.wire[0]!).replace(/\|/g, '\\|'));
        expect(row.split(' | ').length, `${entry.id}: one row, seven cells`).toBe(7);
      }
    }
  });
});

describe('the Markdown copy of a limits page', () => {
  for (const server of servers.filter((candidate) => candidate.id !== 'spec')) {
    test(`${server.name}: every limit appears with its id and the error its breach gives`, () => {
      const id = server.id;
      const markdown = markdownOf(pageAt(limitsPath(id)));
      for (const limit of limits.filter((candidate) => candidate.server === id)) {
        const row = markdown
          .split('\n')
          .find((line) => line.includes(`[\`${limit.id}\`](${limitsPath(id)}#${limit.id})`));
        expect(row, limit.id).toBeDefined();
        expect(row, limit.id).toContain(`\`${limit.breach}\``);
      }
    });
  }
});

describe('the Markdown copy of every page', () => {
  test('keeps no import, no component and no JSX comment, and starts with the title', () => {
    expect(pages.length).toBeGreaterThan(0);
    for (const page of pages) {
      const markdown = markdownOf(page);
      const outsideCode = markdown.replace(/^(`{3,}|~{3,})[^\n]*\n[\s\S]*?^\1\s*$/gm, '').replace(/`[^`\n]*`/g, '');
      expect(markdown.startsWith(`# ${page.title}\n`), page.id).toBe(true);
      expect(outsideCode, page.id).not.toMatch(/^(import|export)\s/m);
      expect(outsideCode, page.id).not.toMatch(/<\/?[A-Za-z][\w.]*[\s/>]/);
      expect(outsideCode, page.id).not.toContain('{/*');
    }
  });

  test('shows a file a page imports with ?raw as a fenced block holding the whole file', () => {
    const withRaw = pages.filter((page) => /from '[^']+\?raw'/.test(page.body));
    for (const page of withRaw) {
      const markdown = markdownOf(page);
      for (const [, specifier = ''] of page.body.matchAll(/from '([^']+\?raw)'/g)) {
        const source = readRawImport(page.filePath, specifier, root);
        expect(source, specifier).toBeDefined();
        expect(markdown, `${page.id}: ${specifier}`).toContain(source!.trimEnd());
      }
    }
  });
});

describe('llms.txt', () => {
  const site = { title: 'MCP Error Atlas', description: 'How MCP servers fail.' };

  test('has the title, the summary, a link to every page’s Markdown copy and to the catalog', () => {
    const text = llmsTxt(site, pages);
    expect(text.startsWith('# MCP Error Atlas\n\n> How MCP servers fail.\n')).toBe(true);
    for (const page of pages) expect(text, page.id).toContain(`](${markdownPath(page.id)})`);
    expect(text).toContain('](/catalog.json)');
    expect(text).toMatch(/^## /m);
  });

  test('llms.txt lists the Markdown copy of every entry’s page', () => {
    const text = llmsTxt(site, pages);
    for (const entry of entries) expect(text).toContain(`](${entryMarkdownPath(entry.id)})`);
  });

  test('llms-full.txt holds every page’s Markdown copy, in the order llms.txt lists them', () => {
    const full = llmsFullTxt(pages, (page, specifier) => readRawImport((page as TestPage).filePath, specifier, root));
    const listed = [...llmsTxt(site, pages).matchAll(/\]\((\/[^)]+\.md)\)/g)]
      .map((match) => match[1]!)
      .filter((path) => !path.startsWith('/errors/'));
    const order = listed.map((path) => {
      const page = pages.find((candidate) => markdownPath(candidate.id) === path)!;
      return full.indexOf(`# ${page.title}\n\n`);
    });
    expect(order.every((position) => position >= 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
  });
});
