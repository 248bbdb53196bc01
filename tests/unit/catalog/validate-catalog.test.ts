import { describe, expect, test } from 'vitest';
import { catalog } from '../../../src/catalog/index.ts';
import { catalogSource } from '../../../src/catalog/catalog-source.ts';
import { firstDifference, validateCatalog } from '../../../src/catalog/validate-catalog.ts';

describe('validateCatalog', () => {
  test('gives exactly the plain catalog the site uses: the schema adds and drops nothing', () => {
    expect(validateCatalog()).toStrictEqual(catalog);
  });

  test('names where the plain defaults and the schema part ways', () => {
    const entries = catalogSource.entries.map((entry, at) => (at === 0 ? { ...entry, unknownField: 1 } : entry));
    const changed = { ...catalogSource, entries };
    expect(() => validateCatalog(changed)).toThrow(/at entries\[0\]\.unknownField: make applyDefaults/);
  });

  test('throws when the data breaks the schema', () => {
    const entries = catalogSource.entries.map((entry, at) =>
      at === 0 ? { ...entry, title: 'Ends with a period.' } : entry,
    );
    const changed = { ...catalogSource, entries };
    expect(() => validateCatalog(changed)).toThrow();
  });
});

describe('firstDifference', () => {
  test('walks objects and arrays to the first differing path', () => {
    expect(firstDifference({ a: [1, { b: 2 }] }, { a: [1, { b: 2 }] })).toBeUndefined();
    expect(firstDifference({ a: [1, { b: 2 }] }, { a: [1, { b: 3 }] })).toBe('a[1].b');
    expect(firstDifference({ a: 1 }, { a: 1, b: undefined })).toBe('b');
  });
});
