import type { APIRoute, GetStaticPaths } from 'astro';
import { markdownLinksWithBase } from '../../base-path.ts';
import { entries, type CatalogEntry } from '../../catalog/index.ts';
import { miniRunOf } from '../../components/entry/mini-run.ts';
import { snippetsOf } from '../../components/entry/snippets.ts';
import { entryMarkdown } from '../_markdown/entry-markdown.ts';

/** A Markdown copy of every entry's page, for agents: `/errors/clockford.http.rate-limited.md`. */
export const getStaticPaths = (() =>
  entries.map((entry) => ({ params: { id: entry.id }, props: { entry } }))) satisfies GetStaticPaths;

export const GET: APIRoute<{ entry: CatalogEntry }> = async ({ props: { entry } }) =>
  new Response(markdownLinksWithBase(entryMarkdown(entry, await miniRunOf(entry), await snippetsOf(entry))), {
    headers: { 'Content-Type': 'text/markdown; charset=utf-8' },
  });
