import type { APIRoute } from 'astro';
import { publishedCatalogJsonSchema } from '../catalog/json-schema.ts';

/** The JSON Schema of `/catalog.json`, generated from the same zod schema that checks the catalog. */
export const GET: APIRoute = () =>
  new Response(JSON.stringify(publishedCatalogJsonSchema(), null, 2), {
    headers: { 'Content-Type': 'application/schema+json; charset=utf-8' },
  });
