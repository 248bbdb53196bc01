/**
 * A generated server page (`src/components/server-pages.ts`) as Markdown: what its MDX would give, section by
 * section, from the same functions that render the seed pages' components.
 */
import type { ServerPage } from '../../components/server-pages.ts';
import {
  errorGroupMarkdown,
  limitGroupMarkdown,
  serverIntroMarkdown,
  serverSectionMarkdown,
} from './catalog-markdown.ts';
import { blocks, prose } from './markdown-text.ts';

/** The page's body: the server's intro on the errors page, a heading and a group per section, then its source's passages. */
export function serverPageMarkdown(page: ServerPage): string {
  const { server, kind, sections } = page;
  const group = kind === 'errors' ? errorGroupMarkdown : limitGroupMarkdown;
  return blocks(
    kind === 'errors' ? serverIntroMarkdown(server.id) : '',
    ...(sections.length === 0 ? [`${prose(server.name)} states no ${kind}.`] : []),
    ...sections.map((section) => blocks(`## ${prose(section.group)}`, group(server.id, section.group))),
    ...(kind === 'errors' ? server.sections : []).map(({ heading }) =>
      blocks(`## ${prose(heading)}`, serverSectionMarkdown(server.id, heading)),
    ),
  );
}
