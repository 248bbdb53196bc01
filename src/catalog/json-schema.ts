/**
 * The catalog's JSON Schemas, generated from `CatalogSchema`, so no schema is written twice: the schema of the
 * site's own `/catalog.json` (every default filled in), and the versioned format a third party writes a catalog file
 * in (defaults may be left out), published at `/schema/errors-and-limits/v1.json`.
 */
import * as z from 'zod';
import { CatalogSchema } from './schema.ts';

/** Where the versioned format is published, relative to the site. */
export const catalogFormatSchemaPath = '/schema/errors-and-limits/v1.json';

/** The catalog with an optional `$schema` key, which a file may carry to name its schema. */
const withSchemaKey = CatalogSchema.extend({ $schema: z.string().optional() });

/**
 * The JSON Schema of `/catalog.json`: the catalog as the site publishes it, after the schema's defaults, so every
 * field with a default is required.
 */
export function publishedCatalogJsonSchema(): Record<string, unknown> {
  return { ...z.toJSONSchema(withSchemaKey, { io: 'output' }), title: 'MCP Error Atlas catalog' };
}

/**
 * Version 1 of the errors-and-limits format: what a catalog file may hold, as `CatalogSchema` reads it, so a field
 * with a default may be left out. Every catalog valid against `publishedCatalogJsonSchema()` is valid against it. The
 * rules no JSON Schema can state (ids unique, references resolving) are `validateCatalogText`'s.
 *
 * @example
 * catalogFormatJsonSchema().$id // '/schema/errors-and-limits/v1.json'
 */
export function catalogFormatJsonSchema(): Record<string, unknown> {
  const { $schema, ...schema } = z.toJSONSchema(withSchemaKey, { io: 'input' });
  return {
    $schema,
    $id: catalogFormatSchemaPath,
    title: 'MCP errors and limits, version 1',
    description:
      "One or more MCP servers' errors and limits, as the MCP Error Atlas reads them: the servers, every error a client can meet on the wire (its exact form, its meaning, what to do, and how a client reacts), and every limit with its numbers. Ids, references and placeholders follow rules beyond this schema: check a file with `npm run validate -- file.json`.",
    ...schema,
  };
}
