/**
 * The docs collection as the Markdown routes read it, and the server pages generated beside it. Build time only: it
 * reads `astro:content`.
 */
import { getCollection } from 'astro:content';
import { entries, limits, servers } from '../../catalog/index.ts';
import { generatedServerPages, type ServerPage } from '../../components/server-pages.ts';
import type { DocPage } from './page-markdown.ts';
import { serverPageMarkdown } from './server-page-markdown.ts';

/** A page and the file it was written in, relative to the project root (none for a generated page). */
export interface SourcedDocPage extends DocPage {
  filePath: string;
}

/**
 * The Errors and Limits pages of every server with no docs pages of its own (a catalog added as data), generated
 * from the catalog; none for the seeds.
 */
export async function serverPages(): Promise<ServerPage[]> {
  const ids = (await getCollection('docs')).map((entry) => entry.id);
  return generatedServerPages({ servers, entries, limits }, ids);
}

/** Every page of the docs collection but drafts and Starlight's 404, then the generated server pages. */
export async function docPages(): Promise<SourcedDocPage[]> {
  const pages = await getCollection('docs', (entry) => entry.id !== '404' && entry.data.draft !== true);
  return [
    ...pages.map((entry) => ({
      id: entry.id,
      title: entry.data.title,
      description: entry.data.description,
      body: entry.body ?? '',
      filePath: entry.filePath ?? '',
    })),
    ...(await serverPages()).map((page) => ({
      id: page.id,
      title: page.title,
      description: page.description,
      body: '',
      markdown: serverPageMarkdown(page),
      filePath: '',
    })),
  ];
}
