import type { APIRoute } from 'astro';
import { markdownLinksWithBase } from '../base-path.ts';
import { docPages } from './_markdown/doc-pages.ts';
import { llmsTxt } from './_markdown/llms.ts';

/** `/llms.txt`: the site for agents, with a link to the Markdown copy of every page and to the catalog. */
export const GET: APIRoute = async () => {
  const pages = await docPages();
  const home = pages.find((page) => page.id === 'index');
  const site = { title: home?.title ?? 'MCP Error Atlas', description: home?.description ?? '' };
  return new Response(markdownLinksWithBase(llmsTxt(site, pages)), {
    headers: { 'Content-Type': 'text/plain; charset=utf-8' },
  });
};
