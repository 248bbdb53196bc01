/** Ids a catalog file uses twice, or takes from the catalog it is served beside. */
import { jsonPath } from './json-path.ts';
import type { CatalogProblem } from './schema-problems.ts';

/**
 * Ids used twice in one section of a catalog file (`servers`, `entries`, `limits`), or already used by `taken`, the
 * same section of the catalog the file is served beside; each problem names the later use.
 */
export function duplicateProblems(
  items: ReadonlyArray<{ id: string }>,
  section: 'servers' | 'entries' | 'limits',
  taken: ReadonlyArray<{ id: string }>,
): CatalogProblem[] {
  const noun = { servers: 'server', entries: 'entry', limits: 'limit' }[section];
  const takenIds = new Set(taken.map((item) => item.id));
  const firstAt = new Map<string, number>();
  const problems: CatalogProblem[] = [];
  items.forEach(({ id }, index) => {
    const path = jsonPath([section, index, 'id']);
    const earlier = firstAt.get(id);
    if (earlier !== undefined)
      problems.push({
        path,
        message: `the ${noun} id "${id}" is used twice (first at ${jsonPath([section, earlier, 'id'])}): give each ${noun} an id of its own.`,
      });
    else if (takenIds.has(id))
      problems.push({
        path,
        message: `"${id}" is already the id of a ${noun} in the catalog this file is served beside: choose an id of your own.`,
      });
    if (earlier === undefined) firstAt.set(id, index);
  });
  return problems;
}
