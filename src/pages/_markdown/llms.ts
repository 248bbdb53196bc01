/**
 * `/llms.txt` (the llms.txt convention: a title, a summary, then sections of links to Markdown
 * copies) and `/llms-full.txt` (every page's Markdown, in the same order), from the same pages.
 */
import { entries, getServer, servers } from '../../catalog/index.ts';
import { entryMarkdownPath } from '../../components/routes.ts';
import { blocks, prose } from './markdown-text.ts';
import { pageMarkdown, type DocPage } from './page-markdown.ts';
import { markdownPath } from './paths.ts';

interface Section {
  title: string;
  pages: DocPage[];
}

const numberWords = ['no', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];

/** `four MCP servers (Clockford, Rooms, Ichabod, Connect)`: the catalog's servers, counted and named. */
function serversInWords(): string {
  const names = servers.filter((server) => server.id !== 'spec').map((server) => server.name);
  const count = numberWords[names.length] ?? String(names.length);
  return `${count} MCP ${names.length === 1 ? 'server' : 'servers'} (${names.join(', ')})`;
}

const topLevelOrder = ['index', 'levels', 'playground'];
const serverOrder = servers.map((server) => server.id);

function sectionTitle(folder: string): string {
  if (folder === '') return 'Start here';
  if (folder === 'servers') return 'Servers';
  if (folder === 'spec') return 'MCP specification';
  return folder.charAt(0).toUpperCase() + folder.slice(1).replace(/-/g, ' ');
}

/** Where a page sorts: top-level pages in reading order, then servers in catalog order, errors before limits. */
function sortKey(id: string): string {
  const top = topLevelOrder.indexOf(id);
  if (top !== -1) return `0${top}`;
  const server = /^servers\/([^/]+)\/(.+)$/.exec(id);
  if (server)
    return `1${String(serverOrder.indexOf(server[1] ?? '')).padStart(2, '0')}${server[2] === 'errors' ? 0 : 1}`;
  return `2${id}`;
}

/** The pages grouped as `/llms.txt` lists them: Start here, Guides, Servers, MCP specification, others. */
export function llmsSections(pages: readonly DocPage[]): Section[] {
  const folderOf = (id: string): string => (id.includes('/') ? (id.split('/')[0] ?? '') : '');
  const folderRank = (folder: string): number => {
    const rank = ['', 'guides', 'servers', 'spec'].indexOf(folder);
    return rank === -1 ? 4 : rank;
  };
  const folders = [...new Set(pages.map((page) => folderOf(page.id)))].sort(
    (a, b) => folderRank(a) - folderRank(b) || a.localeCompare(b),
  );
  return folders.map((folder) => ({
    title: sectionTitle(folder),
    pages: pages
      .filter((page) => folderOf(page.id) === folder)
      .sort((a, b) => sortKey(a.id).localeCompare(sortKey(b.id))),
  }));
}

/** `/llms.txt`: the site's name and summary, then a link to the Markdown copy of every page, and the data. */
export function llmsTxt(site: { title: string; description: string }, pages: readonly DocPage[]): string {
  const link = (page: DocPage): string =>
    `- [${page.title}](${markdownPath(page.id)})${page.description ? `: ${prose(page.description)}` : ''}`;
  return `${blocks(
    `# ${site.title}`,
    `> ${prose(site.description)}`,
    `Every error and limit of ${serversInWords()} and the MCP specification’s own ` +
      'protocol errors, from one typed catalog: the exact wire form, what it means in the server’s words, what to do, ' +
      'and a machine-readable reaction. Each page below is a Markdown copy of the HTML page; each table row has a ' +
      'permanent id, which is also the HTML anchor of its row.',
    ...llmsSections(pages).map((section) => blocks(`## ${section.title}`, section.pages.map(link).join('\n'))),
    blocks(
      '## Error entries',
      'A page per catalog entry: its wire forms, the source’s words, the reaction, the reference client’s run, and the error as curl, a reply, an MSW handler and a Vitest test.',
      entries
        .map(
          (entry) =>
            `- [${prose(entry.title)}](${entryMarkdownPath(entry.id)}): ${getServer(entry.server).name}, ${entry.id}`,
        )
        .join('\n'),
    ),
    blocks(
      '## Data',
      [
        '- [catalog.json](/catalog.json): the whole catalog (servers, error entries, limits) as JSON',
        '- [catalog.schema.json](/catalog.schema.json): the JSON Schema of catalog.json',
        '- [lookup.json](/lookup.json): each entry’s JSON-RPC codes, HTTP statuses, error codes and header names, for exact lookup',
      ].join('\n'),
    ),
    blocks('## Optional', '- [llms-full.txt](/llms-full.txt): every page above in one Markdown file'),
  )}\n`;
}

/** `/llms-full.txt`: every page's Markdown copy, in `/llms.txt` order, then each entry page's, separated by rules. */
export function llmsFullTxt(
  pages: readonly DocPage[],
  readRaw: (page: DocPage, specifier: string) => string | undefined,
  entryPages: readonly string[] = [],
): string {
  return `${[
    ...llmsSections(pages)
      .flatMap((section) => section.pages)
      .map((page) => pageMarkdown(page, (specifier) => readRaw(page, specifier)).trim()),
    ...entryPages.map((markdown) => markdown.trim()),
  ].join('\n\n---\n\n')}\n`;
}
