import type { APIRoute } from 'astro';
import { withBase } from '../../../base-path.ts';
import { catalogFormatJsonSchema, catalogFormatSchemaPath } from '../../../catalog/json-schema.ts';

/** Version 1 of the catalog format, as JSON Schema: what a third party's catalog file may hold. Its `$id` is where the
 * site serves it, under the base path. */
export const GET: APIRoute = () =>
  new Response(JSON.stringify({ ...catalogFormatJsonSchema(), $id: withBase(catalogFormatSchemaPath) }, null, 2), {
    headers: { 'Content-Type': 'application/schema+json; charset=utf-8' },
  });
