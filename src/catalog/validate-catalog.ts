/**
 * The catalog's check, run by the tests and at build time (`/catalog.json` and the playground's prebuilt entry
 * index), never in a page: `CatalogSchema.parse` over the data, and the plain catalog the site uses compared
 * with what the parse gives.
 */
import { applyDefaults } from './apply-defaults.ts';
import { catalogSource } from './catalog-source.ts';
import { CatalogSchema, type Catalog, type CatalogInput } from './schema.ts';

const isObject = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object';

/** The first path at which two JSON-like values differ (`entries[3].wire[0].surface`), or `undefined`. */
export function firstDifference(expected: unknown, actual: unknown, path = ''): string | undefined {
  if (Object.is(expected, actual)) return undefined;
  if (!isObject(expected) || !isObject(actual) || Array.isArray(expected) !== Array.isArray(actual))
    return path || '(the whole value)';
  const keys = new Set([...Object.keys(expected), ...Object.keys(actual)]);
  for (const key of keys) {
    const at = Array.isArray(expected) ? `${path}[${key}]` : path ? `${path}.${key}` : key;
    if (Object.hasOwn(expected, key) !== Object.hasOwn(actual, key)) return at;
    const difference = firstDifference(expected[key], actual[key], at);
    if (difference !== undefined) return difference;
  }
  return undefined;
}

/**
 * Parses the catalog's data with `CatalogSchema` and returns the result; throws when the data breaks the schema,
 * or when `applyDefaults` (what the site and the pages use) gives anything else, naming the first difference.
 */
export function validateCatalog(source: CatalogInput = catalogSource): Catalog {
  const parsed = CatalogSchema.parse(source);
  const difference = firstDifference(parsed, applyDefaults(source));
  if (difference !== undefined)
    throw new Error(
      `The catalog's plain defaults differ from what CatalogSchema gives at ${difference}: make applyDefaults (src/catalog/apply-defaults.ts) fill in what schema.ts does.`,
    );
  return parsed;
}
