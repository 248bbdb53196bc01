/**
 * JSON paths for problems in a catalog file, in the normalized form of RFC 9535: `$.entries[3].wire[0].status`, with
 * a key that is not a plain name in brackets, as the catalog's `inferred` maps write it: `$.entries[0].placeholders['...']`.
 */

/** A step of a path: an object key or an array index. */
export type PathStep = string | number;

/**
 * The JSON path of a list of steps.
 *
 * @example
 * jsonPath(['entries', 3, 'wire', 0, 'status']) // '$.entries[3].wire[0].status'
 * jsonPath(['entries', 0, 'headers', 'Retry-After']) // "$.entries[0].headers['Retry-After']"
 */
export function jsonPath(steps: readonly PropertyKey[]): string {
  return steps.reduce<string>((path, step) => {
    if (typeof step === 'number') return `${path}[${step}]`;
    const key = String(step);
    return /^[A-Za-z_$][\w$]*$/.test(key) ? `${path}.${key}` : `${path}['${key.replace(/[\\']/g, '\\$&')}']`;
  }, '$');
}
