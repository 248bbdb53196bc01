/**
 * Quoted text with placeholders: the source writes `Try again in N seconds.` and the catalog keeps
 * those words verbatim, naming `N` as a placeholder. These helpers turn such a text into a
 * regular expression (to check a real reply) or into a concrete reply (for the mock).
 */
import type { Placeholder } from './schema.ts';

const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Splits `text` into literal runs and placeholder names, longest placeholder first. */
function tokenize(text: string, placeholders: Readonly<Record<string, Placeholder>>): Array<string | { name: string }> {
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
 * A regular expression that matches any reply the quoted `text` describes.
 *
 * @example
 * textPattern('Try again in N seconds.', { N: { pattern: '\\d+', example: '3', meaning: 'seconds' } })
 *   .test('Try again in 3 seconds.') // true
 */
export function textPattern(text: string, placeholders: Readonly<Record<string, Placeholder>> = {}): RegExp {
  const source = tokenize(text, placeholders)
    .map((token) =>
      typeof token === 'string' ? escapeRegExp(token) : `(?:${placeholders[token.name]?.pattern ?? '.*'})`,
    )
    .join('');
  return new RegExp(`^${source}$`, 's');
}

/**
 * The quoted `text` with each placeholder replaced by `values[name]`, or by its example.
 *
 * @example
 * fillText('Try again in N seconds.', { N: { pattern: '\\d+', example: '3', meaning: 'seconds' } }, { N: '7' })
 * // 'Try again in 7 seconds.'
 */
export function fillText(
  text: string,
  placeholders: Readonly<Record<string, Placeholder>> = {},
  values: Readonly<Record<string, string>> = {},
): string {
  return tokenize(text, placeholders)
    .map((token) =>
      typeof token === 'string' ? token : (values[token.name] ?? placeholders[token.name]?.example ?? ''),
    )
    .join('');
}

/**
 * A JSON value from a wire form with every placeholder in its strings filled as `fillText` does; a string that is
 * only a numeric placeholder becomes a number (`{ "retryAfterSeconds": "N" }` gives `{ "retryAfterSeconds": 3 }`).
 */
export function fillJson(
  value: unknown,
  placeholders: Readonly<Record<string, Placeholder>> = {},
  values: Readonly<Record<string, string>> = {},
): unknown {
  if (typeof value === 'string') {
    const filled = fillText(value, placeholders, values);
    return value in placeholders && /^\d+$/.test(filled) ? Number(filled) : filled;
  }
  if (Array.isArray(value)) return value.map((item) => fillJson(item, placeholders, values));
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, fillJson(item, placeholders, values)]));
  }
  return value;
}

/** A run of quoted text: literal, or a placeholder the server fills in. */
export type TextPart = { text: string } | { text: string; placeholder: string };

/**
 * Quoted text split into literal runs and placeholders, for a page to set placeholders apart
 * (`<var>`) from the words a server sends as they are.
 *
 * @example
 * placeholderParts('Try again in N seconds.', { N: { pattern: '\\d+', example: '3', meaning: 'seconds' } })
 * // [{ text: 'Try again in ' }, { text: 'N', placeholder: 'N' }, { text: ' seconds.' }]
 */
export function placeholderParts(text: string, placeholders: Readonly<Record<string, Placeholder>> = {}): TextPart[] {
  return tokenize(text, placeholders).map((token) =>
    typeof token === 'string' ? { text: token } : { text: token.name, placeholder: token.name },
  );
}
