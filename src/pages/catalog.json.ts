import type { APIRoute } from 'astro';
import { withBase } from '../base-path.ts';
import { validateCatalog } from '../catalog/validate-catalog.ts';

/**
 * The whole catalog, as the site's tables, mock and client read it. Its schema is `/catalog.schema.json`. Built
 * from the parse, so a build fails when the data breaks the schema or the site's plain catalog differs from it.
 */
export const GET: APIRoute = () =>
  new Response(JSON.stringify({ $schema: withBase('/catalog.schema.json'), ...validateCatalog() }, null, 2), {
    headers: { 'Content-Type': 'application/json; charset=utf-8' },
  });
