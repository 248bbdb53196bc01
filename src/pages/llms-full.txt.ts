import type { APIRoute } from 'astro';
import { markdownLinksWithBase } from '../base-path.ts';
import { entries } from '../catalog/index.ts';
import { miniRunOf } from '../components/entry/mini-run.ts';
import { snippetsOf } from '../components/entry/snippets.ts';
import { docPages } from './_markdown/doc-pages.ts';
import { entryMarkdown } from './_markdown/entry-markdown.ts';
import { llmsFullTxt } from './_markdown/llms.ts';
import { readRawImport } from './_markdown/raw-imports.ts';

/** `/llms-full.txt`: the Markdown copy of every page and every entry's page in one file, in `/llms.txt` order. */
export const GET: APIRoute = async () => {
  const pages = await docPages();
  const fileOf = new Map(pages.map((page) => [page.id, page.filePath]));
  const entryPages: string[] = [];
  for (const entry of entries) entryPages.push(entryMarkdown(entry, await miniRunOf(entry), await snippetsOf(entry)));
  const text = llmsFullTxt(pages, (page, specifier) => readRawImport(fileOf.get(page.id) ?? '', specifier), entryPages);
  return new Response(markdownLinksWithBase(text), { headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
};
