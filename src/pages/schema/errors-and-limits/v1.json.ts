import type { APIRoute } from 'astro';
import { catalogFormatJsonSchema } from '../../../catalog/json-schema.ts';

/** Version 1 of the catalog format, as JSON Schema: what a third party's catalog file may hold. */
export const GET: APIRoute = () =>
  new Response(JSON.stringify(catalogFormatJsonSchema(), null, 2), {
    headers: { 'Content-Type': 'application/schema+json; charset=utf-8' },
  });
