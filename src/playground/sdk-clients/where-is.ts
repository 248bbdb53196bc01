/** Where a value survives inside what an SDK threw: the path of the property that holds it (`code`, `data.status`). */

/** The property names of `value`, `message` last: a value named in its own field is found there first. */
const namesOf = (value: object): string[] =>
  Object.getOwnPropertyNames(value).sort((a, b) => Number(a === 'message') - Number(b === 'message'));

/** Where `needle` appears in the error: the path of the first own property that holds it, however deep (to 4). */
export function whereIs(error: unknown, needle: string): string | undefined {
  const seen = new Set<unknown>();
  const visit = (value: unknown, path: string, depth: number): string | undefined => {
    if (value === null || value === undefined || depth > 4 || seen.has(value)) return undefined;
    if (typeof value === 'string' || typeof value === 'number')
      return String(value) === needle || (typeof value === 'string' && value.includes(needle)) ? path : undefined;
    if (typeof value !== 'object') return undefined;
    seen.add(value);
    if (value instanceof Headers) return [...value.values()].some((item) => item.includes(needle)) ? path : undefined;
    for (const key of namesOf(value)) {
      const found = visit((value as Record<string, unknown>)[key], path === '' ? key : `${path}.${key}`, depth + 1);
      if (found) return found;
    }
    return undefined;
  };
  return visit(error, '', 0);
}

/** A string on one line, at most `most` characters. */
export const oneLine = (text: string, most = 400): string => {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > most ? `${line.slice(0, most - 1)}…` : line;
};
