/**
 * JSON highlighting for the wire pane, in the page: a small tokenizer that colours a body as shiki's JSON
 * grammar does with the site's two themes (github-light and github-dark), the same colours the entry pages get
 * from shiki at build time (`highlighter.ts`). It follows the grammar's states (a value, an array, an object's key
 * or value, a string or comment running on over lines) and its five colours: punctuation and plain text; keys,
 * numbers, `true`, `false`, `null` and escapes; strings; comments; and what the grammar marks invalid, such as the
 * malformed request of a parse error. `tests/unit/playground/highlight.test.ts` checks every character against shiki
 * over every reply the catalog describes and every body of every entry's run, so the page needs no highlighter
 * (shiki's core, grammar and themes are about 24 kB gzipped).
 *
 * It returns tokens, not HTML: the island renders them as elements, so no text from a reply is ever parsed as
 * markup.
 */

/** One highlighted piece of a line: its text and the colours of both themes, as CSS custom properties. */
export interface Token {
  content: string;
  /** `--shiki-light` and `--shiki-dark`; the stylesheet picks one by the page's theme. */
  style: Record<string, string>;
}

type Colour = 'plain' | 'constant' | 'string' | 'invalid' | 'comment';

/** github-light and github-dark, as shiki resolves the JSON grammar's scopes. */
const colours: Record<Colour, Record<string, string>> = {
  plain: { '--shiki-light': '#24292E', '--shiki-dark': '#E1E4E8' },
  // support.type.property-name.json, constant.numeric.json, constant.language.json, constant.character.escape.json
  constant: { '--shiki-light': '#005CC5', '--shiki-dark': '#79B8FF' },
  // string.quoted.double.json
  string: { '--shiki-light': '#032F62', '--shiki-dark': '#9ECBFF' },
  // invalid.illegal.*.json: a character where the grammar expects another (a body that is not JSON)
  invalid: { '--shiki-light': '#B31D28', '--shiki-dark': '#FDAEB7' },
  // comment.*.json
  comment: { '--shiki-light': '#6A737D', '--shiki-dark': '#6A737D' },
};

/**
 * Where the grammar is: at the top, in an array, in an object before a key's colon (`key`) or after it
 * (`value`). A string or a block comment can run on over lines, as the grammar's do.
 */
type Frame = 'array' | 'key' | 'value';

const numberAt = /-?(?:0|[1-9]\d*)(?:(?:\.\d+)?(?:[eE][+-]?\d+)?)?/y;
const literalAt = /\b(?:true|false|null)\b/y;
const escapeAt = /\\(?:["\\/bfnrt]|u[0-9a-fA-F]{4})/y;

/** The tokenizer as it walks the text: where it is, the lines so far, and the grammar's state. */
interface Scan {
  text: string;
  at: number;
  lines: Token[][];
  stack: Frame[];
  /** Inside a string (a key's or a value's) or a block comment, else undefined. */
  open: 'key-string' | 'string' | 'comment' | undefined;
}

/** The text as lines of tokens with both themes' colours. */
export function highlightJson(text: string): Token[][] {
  const scan: Scan = { text, at: 0, lines: [[]], stack: [], open: undefined };
  while (scan.at < text.length) {
    const char = text[scan.at]!;
    if (char === '\n') {
      scan.lines.push([]);
      scan.at += 1;
    } else if (scan.open === 'comment') inComment(scan, char);
    else if (scan.open !== undefined) inString(scan, char);
    else betweenStrings(scan, char);
  }
  return scan.lines;
}

/** Adds `piece` to the last line in `colour`, joining the last token when it has the same colour. */
function push(scan: Scan, piece: string, colour: Colour): void {
  const line = scan.lines.at(-1)!;
  const last = line.at(-1);
  if (last && last.style === colours[colour]) last.content += piece;
  else line.push({ content: piece, style: colours[colour] });
}

/** Pushes `piece` and moves past it. */
function take(scan: Scan, piece: string, colour: Colour): void {
  push(scan, piece, colour);
  scan.at += piece.length;
}

/** What `pattern` matches at `at`, if anything. */
function sticky(scan: Scan, pattern: RegExp, at: number): string | undefined {
  pattern.lastIndex = at;
  return pattern.exec(scan.text)?.[0];
}

/** In a block comment: a character of it, or its end. */
function inComment(scan: Scan, char: string): void {
  const end = scan.text.startsWith('*/', scan.at);
  take(scan, end ? '*/' : char, 'comment');
  if (end) scan.open = undefined;
}

/** In a key's or a value's string: a character of it, an escape (known or invalid), or its closing quote. */
function inString(scan: Scan, char: string): void {
  const { text, at } = scan;
  const colour: Colour = scan.open === 'key-string' ? 'constant' : 'string';
  if (char === '"') {
    take(scan, char, colour);
    scan.open = undefined;
  } else if (char === '\\' && at + 1 < text.length && text[at + 1] !== '\n') {
    const known = sticky(scan, escapeAt, at);
    take(scan, known ?? text.slice(at, at + 2), known ? 'constant' : 'invalid');
  } else take(scan, char, colour);
}

/** Outside any string or comment: white space, a comment's start, or what the frame the grammar is in expects. */
function betweenStrings(scan: Scan, char: string): void {
  const { text, at } = scan;
  const frame = scan.stack.at(-1);
  if (/\s/.test(char)) take(scan, char, 'plain');
  else if (text.startsWith('//', at)) {
    const end = text.indexOf('\n', at);
    take(scan, text.slice(at, end === -1 ? text.length : end), 'comment');
  } else if (text.startsWith('/*', at)) {
    take(scan, '/*', 'comment');
    scan.open = 'comment';
  } else if (frame === 'key') inKey(scan, char);
  else atValue(scan, char, frame);
}

/** In an object before a key's colon: the key's opening quote, the colon, the object's end, or an invalid character. */
function inKey(scan: Scan, char: string): void {
  const { stack } = scan;
  if (char === '"') {
    scan.open = 'key-string';
    take(scan, char, 'constant');
  } else if (char === ':') {
    stack[stack.length - 1] = 'value';
    take(scan, char, 'plain');
  } else if (char === '}') {
    stack.pop();
    take(scan, char, 'plain');
  } else take(scan, char, 'invalid');
}

/** Where a value may start (at the top, in an array, or after a key's colon), or the punctuation after one. */
function atValue(scan: Scan, char: string, frame: Frame | undefined): void {
  const { stack, at } = scan;
  if (char === '"') {
    scan.open = 'string';
    take(scan, char, 'string');
    return;
  }
  if (char === '{' || char === '[') {
    stack.push(char === '{' ? 'key' : 'array');
    take(scan, char, 'plain');
    return;
  }
  const constant = sticky(scan, numberAt, at) || sticky(scan, literalAt, at);
  if (constant) take(scan, constant, 'constant');
  else if (frame === 'array') {
    if (char === ']') stack.pop();
    take(scan, char, char === ',' || char === ']' ? 'plain' : 'invalid');
  } else if (frame === 'value') {
    if (char === ',') stack[stack.length - 1] = 'key';
    else if (char === '}') stack.pop();
    take(scan, char, char === ',' || char === '}' ? 'plain' : 'invalid');
  } else take(scan, char, 'plain');
}
