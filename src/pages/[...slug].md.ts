import type { APIRoute, GetStaticPaths } from 'astro';
import { markdownLinksWithBase } from '../base-path.ts';
import { docPages, type SourcedDocPage } from './_markdown/doc-pages.ts';
import { pageMarkdown } from './_markdown/page-markdown.ts';
import { markdownSlug } from './_markdown/paths.ts';
import { readRawImport } from './_markdown/raw-imports.ts';

/** A Markdown copy of every page, for agents: `/servers/clockford/errors.md`, `/index.md`, ... */
export const getStaticPaths = (async () =>
  (await docPages()).map((page) => ({
    params: { slug: markdownSlug(page.id) },
    props: { page },
  }))) satisfies GetStaticPaths;

export const GET: APIRoute<{ page: SourcedDocPage }> = ({ props: { page } }) =>
  new Response(markdownLinksWithBase(pageMarkdown(page, (specifier) => readRawImport(page.filePath, specifier))), {
    headers: { 'Content-Type': 'text/markdown; charset=utf-8' },
  });
