/**
 * A wire form's text for an entry page, highlighted at build time with the playground's JSON
 * tokenizer (both themes' colours as CSS custom properties) and with each placeholder cut out of its
 * token, so the page can set it in a <var>. No highlighter reaches the browser.
 */
import { placeholderParts, type Placeholder } from '../../catalog/index.ts';
import { createJsonTokenizer, type JsonTokenizer } from '../../playground/highlighter.ts';

/** A run of code: its text, its colours (`--shiki-light: …; --shiki-dark: …`), and the placeholder it is, if one. */
export interface CodePiece {
  text: string;
  style?: string;
  /** What the placeholder stands for. */
  placeholder?: string;
}

let tokenizer: Promise<JsonTokenizer> | undefined;

/** Placeholder ranges in `text`: `[start, end, meaning]`. */
function placeholderRanges(text: string, placeholders: Readonly<Record<string, Placeholder>>) {
  const ranges: Array<[number, number, string]> = [];
  let at = 0;
  for (const part of placeholderParts(text, placeholders)) {
    if ('placeholder' in part) {
      // A placeholder's own spaces (the " …" of a say that runs on) stay outside it.
      const name = part.text.trim();
      const start = at + part.text.indexOf(name);
      ranges.push([start, start + name.length, placeholders[part.placeholder]?.meaning ?? '']);
    }
    at += part.text.length;
  }
  return ranges;
}

/** Cuts one run at the placeholder ranges it overlaps. */
function cut(text: string, offset: number, style: string | undefined, ranges: Array<[number, number, string]>) {
  const pieces: CodePiece[] = [];
  let at = 0;
  for (const [start, end, meaning] of ranges) {
    const from = Math.max(start - offset, at);
    const to = Math.min(end - offset, text.length);
    if (to <= from) continue;
    if (from > at) pieces.push({ text: text.slice(at, from), ...(style ? { style } : {}) });
    pieces.push({ text: text.slice(from, to), ...(style ? { style } : {}), placeholder: meaning });
    at = to;
  }
  if (at < text.length) pieces.push({ text: text.slice(at), ...(style ? { style } : {}) });
  return pieces;
}

/** `--shiki-light:#24292e;--shiki-dark:#e1e4e8` from a token's style object. */
const styleOf = (htmlStyle: Record<string, string> | undefined): string | undefined => {
  const colours = Object.entries(htmlStyle ?? {}).filter(([property]) => property.startsWith('--shiki-'));
  return colours.length === 0 ? undefined : colours.map(([property, value]) => `${property}:${value}`).join(';');
};

/**
 * The text as lines of pieces: JSON highlighted, anything else plain, placeholders set apart.
 *
 * @example
 * await codeLines('{"retryAfterSeconds": "N"}', 'json', placeholders) // [[{ text: '{', style }, …, { text: 'N', placeholder: 'seconds to wait' }, …]]
 */
export async function codeLines(
  text: string,
  language: 'json' | 'text',
  placeholders: Readonly<Record<string, Placeholder>>,
): Promise<CodePiece[][]> {
  const ranges = placeholderRanges(text, placeholders);
  if (language === 'text') {
    let offset = 0;
    return text.split('\n').map((line) => {
      const pieces = cut(line, offset, undefined, ranges);
      offset += line.length + 1;
      return pieces;
    });
  }
  tokenizer ??= createJsonTokenizer();
  const { tokens } = (await tokenizer)(text);
  return tokens.map((line) =>
    line.flatMap((token) =>
      cut(token.content, token.offset, styleOf(token.htmlStyle as Record<string, string>), ranges),
    ),
  );
}
