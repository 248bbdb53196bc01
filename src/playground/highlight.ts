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

/** The text as lines of tokens with both themes' colours. */
export function highlightJson(text: string): Token[][] {
  const lines: Token[][] = [[]];
  const push = (piece: string, colour: Colour) => {
    const line = lines.at(-1)!;
    const last = line.at(-1);
    if (last && last.style === colours[colour]) last.content += piece;
    else line.push({ content: piece, style: colours[colour] });
  };
  const stack: Frame[] = [];
  /** Inside a string (a key's or a value's) or a block comment, else undefined. */
  let open: 'key-string' | 'string' | 'comment' | undefined;
  const sticky = (pattern: RegExp, at: number) => {
    pattern.lastIndex = at;
    return pattern.exec(text)?.[0];
  };
  let at = 0;
  while (at < text.length) {
    const char = text[at]!;
    if (char === '\n') {
      lines.push([]);
      at += 1;
      continue;
    }
    if (open === 'comment') {
      const end = text.startsWith('*/', at);
      push(end ? '*/' : char, 'comment');
      at += end ? 2 : 1;
      if (end) open = undefined;
      continue;
    }
    if (open !== undefined) {
      const colour: Colour = open === 'key-string' ? 'constant' : 'string';
      if (char === '"') {
        push(char, colour);
        open = undefined;
        at += 1;
        continue;
      }
      if (char === '\\' && at + 1 < text.length && text[at + 1] !== '\n') {
        const known = sticky(escapeAt, at);
        const escape = known ?? text.slice(at, at + 2);
        push(escape, known ? 'constant' : 'invalid');
        at += escape.length;
        continue;
      }
      push(char, colour);
      at += 1;
      continue;
    }
    const frame = stack.at(-1);
    if (/\s/.test(char)) {
      push(char, 'plain');
      at += 1;
      continue;
    }
    if (text.startsWith('//', at)) {
      const end = text.indexOf('\n', at);
      const comment = text.slice(at, end === -1 ? text.length : end);
      push(comment, 'comment');
      at += comment.length;
      continue;
    }
    if (text.startsWith('/*', at)) {
      push('/*', 'comment');
      open = 'comment';
      at += 2;
      continue;
    }
    if (frame === 'key') {
      if (char === '"') {
        open = 'key-string';
        push(char, 'constant');
      } else if (char === ':') {
        stack[stack.length - 1] = 'value';
        push(char, 'plain');
      } else if (char === '}') {
        stack.pop();
        push(char, 'plain');
      } else push(char, 'invalid');
      at += 1;
      continue;
    }
    // A value may start here: at the top, in an array, or after a key's colon.
    if (char === '"') {
      open = 'string';
      push(char, 'string');
      at += 1;
      continue;
    }
    if (char === '{' || char === '[') {
      stack.push(char === '{' ? 'key' : 'array');
      push(char, 'plain');
      at += 1;
      continue;
    }
    const constant = sticky(numberAt, at) || sticky(literalAt, at);
    if (constant) {
      push(constant, 'constant');
      at += constant.length;
      continue;
    }
    if (frame === 'array') {
      if (char === ']') stack.pop();
      push(char, char === ',' || char === ']' ? 'plain' : 'invalid');
    } else if (frame === 'value') {
      if (char === ',') stack[stack.length - 1] = 'key';
      else if (char === '}') stack.pop();
      push(char, char === ',' || char === '}' ? 'plain' : 'invalid');
    } else push(char, 'plain');
    at += 1;
  }
  return lines;
}
