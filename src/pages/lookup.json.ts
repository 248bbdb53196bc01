import type { APIRoute } from 'astro';
import { catalog } from '../catalog/index.ts';
import { buildLookupIndex } from '../search/lookup-index.ts';

/** The exact-lookup index: each entry's codes, statuses, code strings and header names, with a link to its row. */
export const GET: APIRoute = () =>
  new Response(JSON.stringify(buildLookupIndex(catalog)), {
    headers: { 'Content-Type': 'application/json; charset=utf-8' },
  });
