/**
 * JSON highlighting for the wire pane: shiki's fine-grained core (see `highlighter.ts`), loaded on first use.
 * It returns tokens, not HTML: the island renders them as elements, so no text from a reply is ever parsed as
 * markup.
 */
import type { JsonTokenizer } from './highlighter.ts';

/** One highlighted piece of a line: its text and the colours of both themes, as CSS custom properties. */
export interface Token {
  content: string;
  /** `--shiki-light` and `--shiki-dark`; the stylesheet picks one by the page's theme. */
  style: Record<string, string>;
}

let tokenizer: Promise<JsonTokenizer> | undefined;

function load(): Promise<JsonTokenizer> {
  tokenizer ??= import('./highlighter.ts').then(({ createJsonTokenizer }) => createJsonTokenizer());
  return tokenizer;
}

/** The text as lines of tokens with both themes' colours. Text that is not JSON comes back mostly unstyled. */
export async function highlightJson(text: string): Promise<Token[][]> {
  const tokenize = await load();
  const { tokens } = tokenize(text);
  return tokens.map((line) =>
    line.map((token) => ({
      content: token.content,
      style: Object.fromEntries(
        Object.entries(token.htmlStyle ?? {}).filter(([property]) => property.startsWith('--shiki-')),
      ),
    })),
  );
}
