import { describe, expect, test } from 'vitest';
import { catalogFolderLine } from '../../../src/build/catalog-folder.ts';
import type { Catalog } from '../../../src/catalog/schema.ts';

const catalog = (name: string, entryCount: number) =>
  ({ servers: [{ name }], entries: Array.from({ length: entryCount }) }) as unknown as Catalog;

describe('catalogFolderLine', () => {
  test('names each file with its servers and how many entries it adds', () => {
    const line = catalogFolderLine({
      folder: 'catalogs',
      files: [
        { file: 'catalogs/harbor.json', catalog: catalog('Harbor', 12) },
        { file: 'catalogs/one.json', catalog: catalog('One', 1) },
      ],
    });
    expect(line).toBe('Catalogs from catalogs/: harbor.json (Harbor, 12 entries), one.json (One, 1 entry)');
  });

  test('says nothing when the folder holds no catalog', () => {
    expect(catalogFolderLine({ folder: 'catalogs', files: [] })).toBeUndefined();
  });
});
