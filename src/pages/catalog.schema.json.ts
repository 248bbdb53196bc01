import type { APIRoute } from 'astro';
import * as z from 'zod';
import { CatalogSchema } from '../catalog/index.ts';

/** The JSON Schema of `/catalog.json`, generated from the same zod schema that checks the catalog. */
export const GET: APIRoute = () => {
  const schema = z.toJSONSchema(CatalogSchema.extend({ $schema: z.string().optional() }), { io: 'output' });
  return new Response(JSON.stringify({ ...schema, title: 'MCP Error Atlas catalog' }, null, 2), {
    headers: { 'Content-Type': 'application/schema+json; charset=utf-8' },
  });
};
