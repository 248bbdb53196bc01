/** The published JSON Schemas: `/catalog.schema.json` and version 1 of the format, checked with a JSON Schema validator. */
import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { catalog } from '../../../src/catalog/index.ts';
import type { CatalogInput } from '../../../src/catalog/schema.ts';
import { catalogFormatJsonSchema, publishedCatalogJsonSchema } from '../../../src/catalog/json-schema.ts';

import { Ajv2020 as Ajv, type ValidateFunction } from 'ajv/dist/2020.js';

const compile = (schema: object): ValidateFunction =>
  new Ajv({ strict: false, allErrors: true, validateFormats: false }).compile(schema);

/** The seed catalog as `/catalog.json` publishes it. */
const published = { $schema: '/catalog.schema.json', ...structuredClone(catalog) };
const example = JSON.parse(
  readFileSync(new URL('../../../src/examples/acme-docs.catalog.json', import.meta.url), 'utf8'),
) as unknown;

describe('catalogFormatJsonSchema', () => {
  test('names itself: $id, title and description', () => {
    const schema = catalogFormatJsonSchema();
    expect(schema).toMatchObject({
      $schema: 'https://json-schema.org/draft/2020-12/schema',
      $id: '/schema/errors-and-limits/v1.json',
    });
    expect(schema['title']).toMatch(/version 1/);
    expect(schema['description']).toMatch(/npm run validate/);
  });

  test("accepts today's /catalog.json", () => {
    const validate = compile(catalogFormatJsonSchema());
    expect(validate(published), JSON.stringify(validate.errors)).toBe(true);
  });

  test('accepts a file that leaves the defaults out, as the example does', () => {
    const validate = compile(catalogFormatJsonSchema());
    expect(validate(example), JSON.stringify(validate.errors)).toBe(true);
  });

  test('accepts every catalog /catalog.schema.json accepts: each seed server on its own', () => {
    const before = compile(publishedCatalogJsonSchema());
    const after = compile(catalogFormatJsonSchema());
    for (const server of catalog.servers) {
      const one = {
        version: catalog.version,
        servers: [server],
        entries: catalog.entries.filter((entry) => entry.server === server.id),
        limits: catalog.limits.filter((limit) => limit.server === server.id),
      };
      expect(before(one), server.id).toBe(true);
      expect(after(one), server.id).toBe(true);
    }
  });

  test('refuses a status outside 100–599 and an unknown reaction', () => {
    const validate = compile(catalogFormatJsonSchema());
    const broken = structuredClone(example) as CatalogInput;
    Object.assign(broken.entries[0]!.wire[0]!, { status: 700 });
    expect(validate(broken)).toBe(false);
    const unknown = structuredClone(example) as CatalogInput;
    Object.assign(unknown.entries[0]!, { reaction: { kind: 'panic' } });
    expect(validate(unknown)).toBe(false);
  });
});

describe('publishedCatalogJsonSchema', () => {
  test("accepts today's /catalog.json, and requires what the defaults fill in", () => {
    const validate = compile(publishedCatalogJsonSchema());
    expect(validate(published), JSON.stringify(validate.errors)).toBe(true);
    expect(validate(example)).toBe(false);
  });
});
