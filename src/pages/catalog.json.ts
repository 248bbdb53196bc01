import type { APIRoute } from 'astro';
import { catalog } from '../catalog/index.ts';

/** The whole catalog, as the site's tables, mock and client read it. Its schema is `/catalog.schema.json`. */
export const GET: APIRoute = () =>
  new Response(JSON.stringify({ $schema: '/catalog.schema.json', ...catalog }, null, 2), {
    headers: { 'Content-Type': 'application/json; charset=utf-8' },
  });
