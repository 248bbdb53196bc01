/**
 * Keys the catalog format does not know. The schema drops them silently, so a typo (`reacton`) would leave an entry
 * with the default where its author meant a value: what the parse dropped is a problem, named by its path.
 */
import { jsonPath, type PathStep } from './json-path.ts';
import type { CatalogProblem } from './schema-problems.ts';

const isObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/** The keys of `given` (the file as written) that `parsed` (what the schema kept) left out, deep. */
export function unknownKeyProblems(given: unknown, parsed: unknown, steps: PathStep[] = []): CatalogProblem[] {
  if (Array.isArray(given) && Array.isArray(parsed))
    return given.flatMap((item, index) => unknownKeyProblems(item, parsed[index], [...steps, index]));
  if (!isObject(given) || !isObject(parsed)) return [];
  return Object.keys(given).flatMap((key) => {
    if (steps.length === 0 && key === '$schema') return [];
    if (!Object.hasOwn(parsed, key)) {
      const known = Object.keys(parsed).join(', ');
      return [
        {
          path: jsonPath([...steps, key]),
          message: `"${key}" is not a field of the catalog format here: check its spelling (this object has ${known}), or remove it.`,
        },
      ];
    }
    return unknownKeyProblems(given[key], parsed[key], [...steps, key]);
  });
}
