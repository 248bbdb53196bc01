/** The docs collection as the Markdown routes read it. Build time only: it reads `astro:content`. */
import { getCollection } from 'astro:content';
import type { DocPage } from './page-markdown.ts';

/** A page and the file it was written in, relative to the project root. */
export interface SourcedDocPage extends DocPage {
  filePath: string;
}

/** Every page of the docs collection but drafts and Starlight's 404. */
export async function docPages(): Promise<SourcedDocPage[]> {
  const pages = await getCollection('docs', (entry) => entry.id !== '404' && entry.data.draft !== true);
  return pages.map((entry) => ({
    id: entry.id,
    title: entry.data.title,
    description: entry.data.description,
    body: entry.body ?? '',
    filePath: entry.filePath ?? '',
  }));
}
