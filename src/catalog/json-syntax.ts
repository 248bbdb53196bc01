/**
 * Where a text stops being JSON, for engines whose `JSON.parse` error names no position (V8 says only
 * `Unexpected token '}', "..." is not valid JSON` for some mistakes). A small scanner of RFC 8259's grammar.
 */

const whitespace = new Set([' ', '\t', '\n', '\r']);
const literal = /true|false|null/y;
const number = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/y;
// eslint-disable-next-line no-control-regex -- a raw control character is what ends a JSON string too early
const string = /"(?:[^"\\\u0000-\u001f]|\\["\\/bfnrt]|\\u[0-9a-fA-F]{4})*"/y;

/** Thrown inside the scanner with the offset where the text breaks the grammar; caught before it leaves the module. */
class SyntaxAt extends Error {
  override name = 'SyntaxAt';
  readonly offset: number;
  constructor(offset: number) {
    super(`not JSON at offset ${offset}`);
    this.offset = offset;
  }
}

function scanner(text: string) {
  let at = 0;
  const skip = (): void => {
    while (at < text.length && whitespace.has(text[at]!)) at += 1;
  };
  const token = (pattern: RegExp): void => {
    pattern.lastIndex = at;
    if (!pattern.test(text)) throw new SyntaxAt(at);
    at = pattern.lastIndex;
  };
  const expect = (char: string): void => {
    skip();
    if (text[at] !== char) throw new SyntaxAt(at);
    at += 1;
  };
  function members(close: string, member: () => void): void {
    skip();
    if (text[at] === close) {
      at += 1;
      return;
    }
    for (;;) {
      member();
      skip();
      if (text[at] === close) {
        at += 1;
        return;
      }
      expect(',');
    }
  }
  function value(): void {
    skip();
    const char = text[at];
    if (char === '{') {
      at += 1;
      members('}', () => {
        skip();
        token(string);
        expect(':');
        value();
      });
    } else if (char === '[') {
      at += 1;
      members(']', value);
    } else if (char === '"') token(string);
    else if (char === '-' || (char !== undefined && char >= '0' && char <= '9')) token(number);
    else token(literal);
  }
  return {
    document(): void {
      value();
      skip();
      if (at < text.length) throw new SyntaxAt(at);
    },
  };
}

/**
 * The offset of the first character where `text` breaks JSON's grammar, or `undefined` when it is JSON (or too
 * deeply nested to scan).
 *
 * @example
 * jsonSyntaxErrorOffset('{"a": }') // 6
 */
export function jsonSyntaxErrorOffset(text: string): number | undefined {
  try {
    scanner(text).document();
    return undefined;
  } catch (error) {
    if (error instanceof SyntaxAt) return error.offset;
    return undefined;
  }
}
