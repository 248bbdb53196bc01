/** Catalog files as the commands and the build read them: flags, checks beside the seeds, and all-or-nothing. */
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  CatalogFileError,
  catalogFolderFiles,
  readCatalogFiles,
  takeCatalogFlags,
} from '../../../src/catalog/catalog-files.ts';

const harbor = 'tests/fixtures/catalogs/harbor.json';
let folder = '';

beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'catalog-files-'));
  const data = JSON.parse(await readFile(harbor, 'utf8')) as { entries: Array<{ level: string }> };
  data.entries[2]!.level = 'transport';
  await writeFile(join(folder, 'b-bad-level.json'), JSON.stringify(data));
  await writeFile(join(folder, 'a-not-json.json'), '{"servers": [');
  await writeFile(join(folder, 'notes.txt'), 'not a catalog');
});

afterAll(async () => {
  await rm(folder, { recursive: true, force: true });
});

describe('takeCatalogFlags', () => {
  test('takes every --catalog file, in both spellings, and leaves the rest in order', () => {
    expect(takeCatalogFlags(['--catalog', 'a.json', 'x.entry', '--catalog=b.json', '--json'])).toEqual({
      files: ['a.json', 'b.json'],
      rest: ['x.entry', '--json'],
    });
  });

  test('says what is wrong with a --catalog that names no file', () => {
    expect(takeCatalogFlags(['--catalog']).problem).toMatch(/--catalog needs a file/);
    expect(takeCatalogFlags(['--catalog', '--json']).problem).toMatch(/--catalog needs a file/);
    expect(takeCatalogFlags(['--catalog=']).problem).toMatch(/--catalog needs a file/);
  });
});

describe('readCatalogFiles', () => {
  test('reads a good file as a checked catalog, defaults applied', () => {
    const [catalog] = readCatalogFiles([harbor]);
    expect(catalog?.servers.map((server) => server.id)).toEqual(['harbor']);
    expect(catalog?.entries.every((entry) => entry.inferred !== undefined)).toBe(true);
  });

  test('names every problem of every file by file and JSON path, and returns nothing', () => {
    const files = catalogFolderFiles(folder);
    expect(() => readCatalogFiles(files)).toThrow(CatalogFileError);
    try {
      readCatalogFiles(files);
    } catch (error) {
      const message = (error as Error).message;
      expect(message).toMatch(/a-not-json\.json: \$: .*line 1/);
      expect(message).toMatch(/b-bad-level\.json: \$\.entries\[2\]\.level: unknown level "transport"/);
      expect(message).toMatch(/nothing was served/);
    }
  });

  test('refuses a second file that reuses the first one’s ids', () => {
    expect(() => readCatalogFiles([harbor, harbor])).toThrow(/harbor\.json: \$\.servers\[0\]\.id: .*harbor/);
  });

  test('refuses a file whose ids are a seed server’s', async () => {
    const data = JSON.parse(await readFile(harbor, 'utf8')) as { servers: Array<{ id: string }> };
    data.servers[0]!.id = 'rooms';
    const file = join(tmpdir(), `rooms-again-${process.pid}.json`);
    await writeFile(file, JSON.stringify(data));
    expect(() => readCatalogFiles([file])).toThrow(/rooms-again-\d+\.json: \$\.servers\[0\]\.id: "rooms" is already/);
  });

  test('says so when a file does not exist', () => {
    expect(() => readCatalogFiles(['no-such-catalog.json'])).toThrow(/no-such-catalog\.json: no such file/);
  });
});

describe('catalogFolderFiles', () => {
  test('lists the folder’s JSON files in name order, and none for a folder that is not there', () => {
    expect(catalogFolderFiles(folder).map((file) => file.slice(folder.length + 1))).toEqual([
      'a-not-json.json',
      'b-bad-level.json',
    ]);
    expect(catalogFolderFiles(join(folder, 'missing'))).toEqual([]);
  });
});
