import type { APIRoute } from 'astro';
import { docPages } from './_markdown/doc-pages.ts';
import { llmsFullTxt } from './_markdown/llms.ts';
import { readRawImport } from './_markdown/raw-imports.ts';

/** `/llms-full.txt`: the Markdown copy of every page in one file, in `/llms.txt` order. */
export const GET: APIRoute = async () => {
  const pages = await docPages();
  const fileOf = new Map(pages.map((page) => [page.id, page.filePath]));
  const text = llmsFullTxt(pages, (page, specifier) => readRawImport(fileOf.get(page.id) ?? '', specifier));
  return new Response(text, { headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
};
