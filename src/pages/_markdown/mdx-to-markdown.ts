/**
 * An MDX page as plain Markdown: imports dropped, each component replaced by what a renderer
 * gives for it (a catalog table, a card's title and text, a file imported with `?raw` as a fenced
 * block), unknown components by their children, islands by a pointer to the page.
 */
import { codeSpan, table } from './markdown-text.ts';
import { parseImports, parseMdx, splitModuleLines, type MdxElement, type MdxNode, type Props } from './mdx-parse.ts';

/** Props with their expressions resolved where that is safe: string literals, booleans, `?raw` imports. */
export type ResolvedProps = Record<string, string | boolean>;

/** Renders one component from its props and its children (already Markdown). */
export type ComponentRenderer = (props: ResolvedProps, children: string) => string;

export interface MdxToMarkdownOptions {
  /** Renderers by the name the component's module exports it as (`Card`, `ErrorGroup`). */
  renderers: Readonly<Record<string, ComponentRenderer>>;
  /** The text of a module imported with `?raw`, by its specifier; undefined when it cannot be read. */
  readRaw: (specifier: string) => string | undefined;
  /** What stands in for an island (a component with a `client:` directive) that has no renderer. */
  island: (component: string) => string;
}

function resolveProps(props: Props, raw: ReadonlyMap<string, string>): ResolvedProps {
  const resolved: ResolvedProps = {};
  for (const [name, value] of Object.entries(props)) {
    if (typeof value !== 'object') {
      resolved[name] = value;
      continue;
    }
    const { expression } = value;
    const literal = /^(['"`])((?:(?!\1)[^\\$]|\\.)*)\1$/.exec(expression);
    if (literal) resolved[name] = (literal[2] ?? '').replace(/\\(.)/g, '$1');
    else if (expression === 'true' || expression === 'false') resolved[name] = expression === 'true';
    else if (raw.has(expression)) resolved[name] = raw.get(expression) ?? '';
  }
  return resolved;
}

/** Removes the indentation every non-blank line shares (MDX lets children be indented). */
export function dedent(text: string): string {
  const lines = text.split('\n');
  const indents = lines.filter((line) => line.trim() !== '').map((line) => /^[ \t]*/.exec(line)?.[0].length ?? 0);
  const shared = indents.length === 0 ? 0 : Math.min(...indents);
  return lines.map((line) => line.slice(Math.min(shared, /^[ \t]*/.exec(line)?.[0].length ?? 0))).join('\n');
}

const isHtml = (node: MdxElement): boolean => /^[a-z]/.test(node.component);
const elements = (nodes: readonly MdxNode[]): MdxElement[] =>
  nodes.filter((node): node is MdxElement => typeof node !== 'string');

/** The `tr` elements of a table, through `thead`, `tbody` and `tfoot`. */
function tableRows(node: MdxElement): Array<{ row: MdxElement; head: boolean }> {
  return elements(node.children).flatMap((child) =>
    child.component === 'tr'
      ? [{ row: child, head: node.component === 'thead' }]
      : ['thead', 'tbody', 'tfoot'].includes(child.component)
        ? tableRows(child)
        : [],
  );
}

/** An HTML element written in the MDX, as Markdown; `render` renders children. */
function htmlMarkdown(node: MdxElement, render: (nodes: readonly MdxNode[]) => string): string {
  const inner = (nodes: readonly MdxNode[]): string => dedent(render(nodes)).trim();
  const href = typeof node.props.href === 'string' ? node.props.href : '';
  switch (node.component) {
    case 'table': {
      const rows = tableRows(node).map(({ row, head }) => ({
        head,
        cells: elements(row.children)
          .filter((cell) => cell.component === 'th' || cell.component === 'td')
          .map((cell) => inner(cell.children).replace(/\s*\n\s*/g, ' ')),
      }));
      const [first, ...rest] = rows;
      return first
        ? table(
            first.cells,
            rest.map((row) => row.cells),
          )
        : '';
    }
    case 'a':
      return href ? `[${inner(node.children)}](${href})` : inner(node.children);
    case 'code':
      return codeSpan(inner(node.children));
    case 'strong':
    case 'b':
      return `**${inner(node.children)}**`;
    case 'em':
    case 'i':
      return `_${inner(node.children)}_`;
    case 'br':
      return '\n';
    case 'li':
      return `- ${inner(node.children)}`;
    case 'summary':
      return `**${inner(node.children)}**`;
    case 'col':
    case 'colgroup':
    case 'img':
      return '';
    default:
      return inner(node.children);
  }
}

/** The MDX body as Markdown. */
export function mdxToMarkdown(body: string, options: MdxToMarkdownOptions): string {
  const { statements, text } = splitModuleLines(body);
  const bindings = parseImports(statements);
  const exportedName = new Map(bindings.map((binding) => [binding.local, binding.exported]));
  const raw = new Map<string, string>();
  for (const binding of bindings) {
    if (!/[?&]raw$/.test(binding.specifier)) continue;
    const content = options.readRaw(binding.specifier);
    if (content !== undefined) raw.set(binding.local, content);
  }

  const render = (nodes: readonly MdxNode[]): string => {
    let out = '';
    for (const node of nodes) {
      if (typeof node === 'string') {
        out += node;
        continue;
      }
      const name = exportedName.get(node.component) ?? node.component;
      const renderer = options.renderers[name];
      const isIsland = Object.keys(node.props).some((prop) => prop.startsWith('client:'));
      const children = (): string => dedent(render(node.children)).trim();
      const rendered = isHtml(node)
        ? htmlMarkdown(node, render)
        : renderer
          ? renderer(resolveProps(node.props, raw), children())
          : isIsland
            ? options.island(name)
            : children();
      const block = /(?:^|\n)[ \t]*$/.test(out) || rendered.includes('\n');
      out += block ? `\n\n${rendered}\n\n` : rendered;
    }
    return out;
  };

  return `${render(parseMdx(text))
    .replace(/[ \t]+$/gm, '')
    .replace(/\n{3,}/g, '\n\n')
    .trim()}\n`;
}
