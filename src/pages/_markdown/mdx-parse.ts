/**
 * Just enough of MDX to turn a page into Markdown: the imports at the top, and the components in
 * the text as a tree (`<Card title="x">…</Card>`, `<ErrorGroup server="rooms" group="The codes" />`).
 * Fenced code, inline code and `{/* comments *\/}` are respected; everything else stays text.
 */

/** A prop as written: a string, a bare flag, or an expression in braces (kept as source). */
export type PropValue = string | true | { expression: string };
export type Props = Record<string, PropValue>;

/** A component (`Card`) or an HTML element (`table`), with its props and children. */
export interface MdxElement {
  component: string;
  props: Props;
  children: MdxNode[];
}
export type MdxNode = string | MdxElement;

/** One binding an import brings in: the local name, what the module exports it as, and the module. */
export interface ImportBinding {
  local: string;
  /** The export's name; for a default import, the module's file name without its extension. */
  exported: string;
  specifier: string;
}

const statementStart = /^(?:import|export)\s/;
const importEnd = /(?:from\s+|^import\s+)(['"])[^'"]+\1\s*;?\s*$/;
const braceDepth = (text: string): number => (text.match(/[{[(]/g) ?? []).length - (text.match(/[}\])]/g) ?? []).length;

/** Whether a statement that began `import` or `export` is complete with its last line. */
function statementEnds(lines: readonly string[]): boolean {
  const text = lines.join('\n');
  if (text.startsWith('import')) return importEnd.test(lines.at(-1) ?? '');
  return braceDepth(text) === 0 && !/[,=]\s*$/.test(text);
}

/** Splits an MDX body into its top-level `import`/`export` statements and the rest. */
export function splitModuleLines(body: string): { statements: string[]; text: string } {
  const statements: string[] = [];
  const rest: string[] = [];
  let statement: string[] | undefined;
  let fence: string | undefined;
  for (const line of body.split('\n')) {
    if (statement) {
      statement.push(line);
    } else {
      const marker = /^\s*(`{3,}|~{3,})/.exec(line)?.[1];
      if (marker && (fence === undefined || (marker[0] === fence[0] && marker.length >= fence.length)))
        fence = fence === undefined ? marker : undefined;
      if (fence !== undefined || !statementStart.test(line)) {
        rest.push(line);
        continue;
      }
      statement = [line];
    }
    if (statementEnds(statement)) {
      statements.push(statement.join('\n'));
      statement = undefined;
    }
  }
  if (statement) statements.push(statement.join('\n'));
  return { statements, text: rest.join('\n') };
}

/** The bindings of `import X from '…'`, `import { A, B as C } from '…'` and `import X, { A } from '…'`. */
export function parseImports(statements: readonly string[]): ImportBinding[] {
  const bindings: ImportBinding[] = [];
  for (const statement of statements) {
    const match = /^import\s+([\s\S]+?)\s+from\s+(['"])([^'"]+)\2/.exec(statement.trim());
    if (!match) continue;
    const clause = match[1] ?? '';
    const specifier = match[3] ?? '';
    const fileName = (specifier.split('?')[0] ?? '').split('/').pop() ?? '';
    const defaultName = /^([A-Za-z_$][\w$]*)/.exec(clause)?.[1];
    if (defaultName) bindings.push({ local: defaultName, exported: fileName.replace(/\.[^.]+$/, ''), specifier });
    const named = /\{([^}]*)\}/.exec(clause)?.[1] ?? '';
    for (const part of named.split(',')) {
      const [exported, local = exported] = part.trim().split(/\s+as\s+/);
      if (exported) bindings.push({ local: local ?? exported, exported, specifier });
    }
  }
  return bindings;
}

type Token =
  | { kind: 'text'; text: string }
  | { kind: 'open' | 'self'; component: string; props: Props }
  | { kind: 'close'; component: string };

/** The index just past the `{…}` that starts at `start`, minding strings and nested braces. */
function skipBraces(source: string, start: number): number {
  let depth = 0;
  for (let index = start; index < source.length; index += 1) {
    const char = source[index];
    if (char === '"' || char === "'" || char === '`') {
      const end = source.indexOf(char, index + 1);
      index = end === -1 ? source.length : end;
    } else if (char === '{') depth += 1;
    else if (char === '}' && --depth === 0) return index + 1;
  }
  return source.length;
}

/** Parses the tag at `start` (`<Name …>`, `<name … />`, `</Name>`), or returns undefined if it is no tag. */
function readTag(source: string, start: number): { token: Token; end: number } | undefined {
  const head = /^<(\/?)([A-Za-z][\w.-]*)/.exec(source.slice(start, start + 200));
  if (!head) return undefined;
  const component = head[2] ?? '';
  let index = start + head[0].length;
  if (head[1] === '/') {
    const close = source.indexOf('>', index);
    return close === -1 ? undefined : { token: { kind: 'close', component }, end: close + 1 };
  }
  const props: Props = {};
  while (index < source.length) {
    index = source.slice(index).search(/\S/) + index;
    if (source.startsWith('/>', index)) return { token: { kind: 'self', component, props }, end: index + 2 };
    if (source[index] === '>') return { token: { kind: 'open', component, props }, end: index + 1 };
    if (source[index] === '{') {
      index = skipBraces(source, index);
      continue;
    }
    const name = /^[^\s=/>{]+/.exec(source.slice(index))?.[0];
    if (!name) return undefined;
    index += name.length;
    if (source[index] !== '=') {
      props[name] = true;
      continue;
    }
    index += 1;
    const quote = source[index];
    if (quote === '"' || quote === "'") {
      const end = source.indexOf(quote, index + 1);
      if (end === -1) return undefined;
      props[name] = source.slice(index + 1, end);
      index = end + 1;
    } else if (quote === '{') {
      const end = skipBraces(source, index);
      props[name] = { expression: source.slice(index + 1, end - 1).trim() };
      index = end;
    } else return undefined;
  }
  return undefined;
}

/** Splits MDX text into text, component tags, and nothing for comments; fenced code stays text. */
function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  let buffer = '';
  let index = 0;
  const flush = () => {
    if (buffer !== '') tokens.push({ kind: 'text', text: buffer });
    buffer = '';
  };
  while (index < text.length) {
    const atLineStart = index === 0 || text[index - 1] === '\n';
    const fence = atLineStart ? /^[ \t]*(`{3,}|~{3,})[^\n]*\n?/.exec(text.slice(index)) : null;
    if (fence) {
      const marker = fence[1] ?? '```';
      const closing = new RegExp(`\\n[ \\t]*${marker[0] === '`' ? '`' : '~'}{${marker.length},}[ \\t]*(?=\\n|$)`, 'g');
      closing.lastIndex = index + fence[0].length - 1;
      const end = closing.exec(text);
      const stop = end ? end.index + end[0].length : text.length;
      buffer += text.slice(index, stop);
      index = stop;
      continue;
    }
    const char = text[index];
    if (char === '`') {
      const run = /^`+/.exec(text.slice(index))?.[0] ?? '`';
      const end = text.indexOf(run, index + run.length);
      const stop = end === -1 ? index + run.length : end + run.length;
      buffer += text.slice(index, stop);
      index = stop;
      continue;
    }
    if (text.startsWith('{/*', index)) {
      const end = text.indexOf('*/}', index);
      index = end === -1 ? text.length : end + 3;
      continue;
    }
    const tag = char === '<' ? readTag(text, index) : undefined;
    if (tag) {
      flush();
      tokens.push(tag.token);
      index = tag.end;
      continue;
    }
    buffer += char;
    index += 1;
  }
  flush();
  return tokens;
}

/** HTML elements that never have children, even when written `<br>`. */
const voidElements = new Set(['br', 'hr', 'img', 'input', 'wbr', 'col', 'source']);

/** The MDX text (imports removed) as a tree of text and components. Unclosed tags close at the end. */
export function parseMdx(text: string): MdxNode[] {
  const root: MdxNode[] = [];
  const stack: MdxElement[] = [];
  const current = (): MdxNode[] => stack.at(-1)?.children ?? root;
  for (const token of tokenize(text)) {
    if (token.kind === 'text') current().push(token.text);
    else if (token.kind === 'self') current().push({ component: token.component, props: token.props, children: [] });
    else if (token.kind === 'open' && voidElements.has(token.component)) {
      current().push({ component: token.component, props: token.props, children: [] });
    } else if (token.kind === 'open') {
      const node: MdxElement = { component: token.component, props: token.props, children: [] };
      current().push(node);
      stack.push(node);
    } else if (stack.some((open) => open.component === token.component)) {
      while (stack.pop()?.component !== token.component);
    }
  }
  return root;
}
