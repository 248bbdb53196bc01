/**
 * Quoted text with placeholders, as a pattern: an entry quotes `Try again in N seconds.` and names
 * `N` as a placeholder, and a real reply (`Try again in 3 seconds.`) matches it. The catalog has
 * the same rules for its pages and its mock; the client keeps its own copy so it needs nothing
 * else (a test checks that the two agree on every entry).
 */
import type { Placeholder } from './entry.ts';

type Placeholders = Readonly<Record<string, Placeholder>>;

const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Splits `text` into literal runs and placeholder names, longest placeholder first. */
function tokenize(text: string, placeholders: Placeholders): Array<string | { name: string }> {
  const names = Object.keys(placeholders).sort((a, b) => b.length - a.length);
  if (names.length === 0) return [text];
  const boundary = (name: string): string =>
    /^\w/.test(name) ? `(?<![\\w])${escapeRegExp(name)}(?![\\w])` : escapeRegExp(name);
  const splitter = new RegExp(`(${names.map(boundary).join('|')})`, 'g');
  return text
    .split(splitter)
    .filter((part) => part !== '')
    .map((part) => (names.includes(part) ? { name: part } : part));
}

/**
 * A regular expression that matches any reply the quoted `text` describes, and the number of
 * literal characters in it (how specific a match is).
 *
 * @example
 * quotedPattern('Try again in N seconds.', { N: { pattern: '\\d+' } })
 * // { pattern: /^Try again in (?:\d+) seconds\.$/s, literal: 21 }
 */
export function quotedPattern(text: string, placeholders: Placeholders = {}): { pattern: RegExp; literal: number } {
  const tokens = tokenize(text, placeholders);
  const source = tokens
    .map((token) =>
      typeof token === 'string' ? escapeRegExp(token) : `(?:${placeholders[token.name]?.pattern ?? '.*'})`,
    )
    .join('');
  const literal = tokens.reduce((sum, token) => sum + (typeof token === 'string' ? token.length : 0), 0);
  return { pattern: new RegExp(`^${source}$`, 's'), literal };
}
