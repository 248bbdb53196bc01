/**
 * The Markdown copy of a page: its title and description, links to the HTML page and the
 * catalog, then its body with each component rendered as Markdown (catalog tables from the
 * catalog itself, in the page's order).
 */
import type { ServerId } from '../../catalog/index.ts';
import {
  catalogCountsMarkdown,
  errorGroupMarkdown,
  errorTableMarkdown,
  limitGroupMarkdown,
  limitsTableMarkdown,
  reactionTableMarkdown,
  serverCardsMarkdown,
  serverIntroMarkdown,
  serverSectionMarkdown,
  serverRulesMarkdown,
} from './catalog-markdown.ts';
import {
  clientErrorCodesMarkdown,
  clientInstallMarkdown,
  clientOptionsMarkdown,
  clientSourceMarkdown,
} from './client-markdown.ts';
import { gradeScenariosMarkdown, scoreboardMarkdown } from './grade-markdown.ts';
import { pythonSdkFactsMarkdown, sdkRealityMarkdown, sdkRemedyMarkdown } from './sdk-markdown.ts';
import { policyWord } from '../../storm/policy-words.ts';
import { blocks, codeSpan, prose } from './markdown-text.ts';
import { mdxToMarkdown, type ComponentRenderer, type ResolvedProps } from './mdx-to-markdown.ts';
import { htmlPath, markdownPath } from './paths.ts';

/** A page of the docs collection, as far as its Markdown copy needs it. */
export interface DocPage {
  /** The collection id: `index`, `levels`, `servers/clockford/errors`. */
  id: string;
  title: string;
  description?: string | undefined;
  /** The MDX source without its frontmatter. */
  body: string;
  /** The body already as Markdown, for a page generated from the catalog rather than written in MDX. */
  markdown?: string | undefined;
}

const text = (props: ResolvedProps, name: string): string => {
  const value = props[name];
  return typeof value === 'string' ? value : '';
};
const server = (props: ResolvedProps): ServerId => text(props, 'server');
const group = (props: ResolvedProps): string | undefined => text(props, 'group') || undefined;

/** A fence longer than any run of backticks in the code. */
export function fenced(code: string, lang: string, title: string): string {
  const longest = Math.max(2, ...(code.match(/`+/g) ?? []).map((run) => run.length));
  const fence = '`'.repeat(longest + 1);
  const info = [lang, title === '' ? '' : `title="${title.replace(/"/g, "'")}"`].filter(Boolean).join(' ');
  return `${fence}${info}\n${code.replace(/\n$/, '')}\n${fence}`;
}

const quote = (markdown: string): string =>
  markdown
    .split('\n')
    .map((line) => (line === '' ? '>' : `> ${line}`))
    .join('\n');

/** Renderers for the site's catalog components and the Starlight components pages use. */
export const componentRenderers: Readonly<Record<string, ComponentRenderer>> = {
  ServerIntro: (props) => serverIntroMarkdown(server(props), props.rules !== false),
  ErrorGroup: (props) => errorGroupMarkdown(server(props), text(props, 'group')),
  ServerSection: (props) => serverSectionMarkdown(server(props), text(props, 'heading')),
  ErrorTable: (props) => errorTableMarkdown(server(props), group(props)),
  LimitGroup: (props) => limitGroupMarkdown(server(props), text(props, 'group')),
  LimitsTable: (props) => limitsTableMarkdown(server(props), group(props)),
  ServerRules: (props) => serverRulesMarkdown(server(props)),
  CatalogCounts: () => catalogCountsMarkdown(),
  ReactionTable: () => reactionTableMarkdown(),
  ServerCards: () => serverCardsMarkdown(),
  ClientInstall: () => clientInstallMarkdown(),
  ClientOptions: (props) => clientOptionsMarkdown(text(props, 'of')),
  ClientErrorCodes: () => clientErrorCodesMarkdown(),
  PolicyWord: (props) => policyWord(text(props, 'of')),
  ClientSource: () => clientSourceMarkdown(),
  GradeScenarios: () => gradeScenariosMarkdown(),
  Scoreboard: () => scoreboardMarkdown(),
  SdkReality: () => sdkRealityMarkdown(),
  PythonSdkFacts: () => pythonSdkFactsMarkdown(),
  SdkRemedy: () => sdkRemedyMarkdown(fenced),
  Card: (props, children) => blocks(`**${text(props, 'title')}**`, children),
  TabItem: (props, children) => blocks(`**${text(props, 'label')}**`, children),
  LinkCard: (props) =>
    `- [${text(props, 'title')}](${text(props, 'href')})${props.description ? `: ${text(props, 'description')}` : ''}`,
  LinkButton: (props, children) => `[${children}](${text(props, 'href')})`,
  Aside: (props, children) => {
    const kind = text(props, 'type') || 'note';
    const label = text(props, 'title') || kind.charAt(0).toUpperCase() + kind.slice(1);
    return quote(blocks(`**${label}**`, children));
  },
  Badge: (props) => text(props, 'text'),
  Icon: () => '',
  Code: (props) =>
    typeof props.code === 'string'
      ? fenced(props.code, text(props, 'lang'), text(props, 'title'))
      : '_(A code sample is shown on the HTML page.)_',
};

/**
 * The page as Markdown.
 *
 * @param readRaw reads a module imported with `?raw` (for `<Code code={source} />`); the page's own
 *   path is passed so relative specifiers can be resolved.
 */
export function pageMarkdown(page: DocPage, readRaw: (specifier: string) => string | undefined): string {
  const body =
    page.markdown ??
    mdxToMarkdown(page.body, {
      renderers: componentRenderers,
      readRaw,
      island: (component) =>
        `_(${component} is interactive: it runs in the browser on [the HTML page](${htmlPath(page.id)}).)_`,
    });
  const header = blocks(
    `# ${page.title}`,
    page.description ? `> ${prose(page.description)}` : '',
    `HTML: [${htmlPath(page.id)}](${htmlPath(page.id)}) · Markdown: ${codeSpan(markdownPath(page.id))} · ` +
      'Catalog: [/catalog.json](/catalog.json) · Index: [/llms.txt](/llms.txt)',
  );
  return `${blocks(header, body).trim()}\n`;
}
