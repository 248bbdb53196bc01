/**
 * The Errors and Limits pages of a server that has no MDX pages of its own (a catalog added as data): what they hold,
 * worked out from the catalog alone. `src/pages/servers/[server]/` renders them as HTML with the components the seed
 * pages use, and the Markdown routes and `/llms.txt` render the same sections as Markdown.
 */
import type { CatalogEntry, CatalogLimit, Server } from '../catalog/index.ts';

/** Which of a server's two pages. */
export type ServerPageKind = 'errors' | 'limits';

/** One section of a page: a heading and the group whose table follows it. */
export interface ServerPageSection {
  /** The heading's id, unique on the page: `http`, `tool-replies`. */
  slug: string;
  /** The group's name, which is also the heading's text. */
  group: string;
}

/** A server's generated page. */
export interface ServerPage {
  server: Server;
  kind: ServerPageKind;
  /** The id a docs page at the same address would have: `servers/acme-docs/errors`. */
  id: string;
  title: string;
  description: string;
  /** One per group that has rows, in the catalog's order (`groups`, or `limitGroups`). */
  sections: ServerPageSection[];
}

/** A heading's id as Markdown headings get theirs: lowercase words joined by hyphens, punctuation dropped. */
export function headingSlug(text: string): string {
  return (
    text
      .toLowerCase()
      .trim()
      .replace(/[^\p{L}\p{N}\s-]/gu, '')
      .replace(/\s/g, '-') || 'section'
  );
}

/** Section slugs made unique on one page, as a second `HTTP` heading becomes `http-1`. */
function uniqueSlugs(groups: readonly string[]): ServerPageSection[] {
  const seen = new Map<string, number>();
  return groups.map((group) => {
    const base = headingSlug(group);
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    return { group, slug: count === 0 ? base : `${base}-${count}` };
  });
}

const possessive = (name: string): string => (name.endsWith('s') ? `${name}'` : `${name}'s`);

/** The two pages of one server, from its groups and the rows that fill them. */
function pagesOf(server: Server, entries: readonly CatalogEntry[], limits: readonly CatalogLimit[]): ServerPage[] {
  const errorGroups = server.groups
    .map(({ name }) => name)
    .filter((group) => entries.some((entry) => entry.server === server.id && entry.group === group));
  const limitGroups = server.limitGroups
    .map(({ name }) => name)
    .filter((group) => limits.some((limit) => limit.server === server.id && limit.group === group));
  return [
    {
      server,
      kind: 'errors',
      id: `servers/${server.id}/errors`,
      title: `${server.name} errors`,
      description: `Every error of ${server.name}, by group: its form on the wire, what it means, and what to do.`,
      sections: uniqueSlugs(errorGroups),
    },
    {
      server,
      kind: 'limits',
      id: `servers/${server.id}/limits`,
      title: `${server.name} limits`,
      description: `${possessive(server.name)} limits, each linked to the error a breach produces.`,
      sections: uniqueSlugs(limitGroups),
    },
  ];
}

/**
 * The pages to generate: both pages of every server that the sidebar lists (it has a `mountPath`) and that has no
 * docs page of its own, in catalog order.
 *
 * @param documented the ids of the docs collection's pages (`servers/clockford/errors`, ...)
 */
export function generatedServerPages(
  catalog: {
    servers: readonly Server[];
    entries: readonly CatalogEntry[];
    limits: readonly CatalogLimit[];
  },
  documented: readonly string[],
): ServerPage[] {
  const hasOwnPages = (server: Server): boolean => documented.some((id) => id.startsWith(`servers/${server.id}/`));
  return catalog.servers
    .filter((server) => server.mountPath !== undefined && !hasOwnPages(server))
    .flatMap((server) => pagesOf(server, catalog.entries, catalog.limits));
}
