/** Values written as TypeScript source for the copy-as snippets: single quotes, bare keys, two-space indents. */

const bareKey = /^[A-Za-z_$][\w$]*$/;

/** A string as a single-quoted TypeScript literal. */
export function stringLiteral(text: string): string {
  return `'${JSON.stringify(text).slice(1, -1).replaceAll('\\"', '"').replaceAll("'", "\\'")}'`;
}

/**
 * A JSON value as a TypeScript literal, indented from `indent`.
 *
 * @example
 * literal({ status: 'waiting', 'Retry-After': '3' }) // "{\n  status: 'waiting',\n  'Retry-After': '3',\n}"
 */
export function literal(value: unknown, indent = ''): string {
  if (typeof value === 'string') return stringLiteral(value);
  if (value === null || typeof value !== 'object') return String(value);
  const inner = `${indent}  `;
  if (Array.isArray(value)) {
    if (value.length === 0) return '[]';
    return `[\n${value.map((item) => `${inner}${literal(item, inner)},`).join('\n')}\n${indent}]`;
  }
  const fields = Object.entries(value);
  if (fields.length === 0) return '{}';
  const key = (name: string) => (bareKey.test(name) ? name : stringLiteral(name));
  return `{\n${fields.map(([name, item]) => `${inner}${key(name)}: ${literal(item, inner)},`).join('\n')}\n${indent}}`;
}

/** `clockford.http.rate-limited` as a name: `clockfordHttpRateLimited`. */
export function camelName(id: string): string {
  return id
    .split(/[.-]/)
    .map((part, index) => (index === 0 ? part : `${part.charAt(0).toUpperCase()}${part.slice(1)}`))
    .join('');
}
