import type { APIRoute, GetStaticPaths } from 'astro';
import { markdownLinksWithBase } from '../../../base-path.ts';
import { clientModules, type ClientModule } from '../../../components/client-modules.ts';
import { clientModuleMarkdown } from '../../_markdown/client-markdown.ts';

/** A Markdown copy of each module's page, for agents: `/client/source/classify.md`. */
export const getStaticPaths = (() =>
  clientModules.map((module) => ({ params: { module: module.name }, props: { module } }))) satisfies GetStaticPaths;

export const GET: APIRoute<{ module: ClientModule }> = ({ props: { module } }) =>
  new Response(markdownLinksWithBase(clientModuleMarkdown(module)), {
    headers: { 'Content-Type': 'text/markdown; charset=utf-8' },
  });
