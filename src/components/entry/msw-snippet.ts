/**
 * "Copy as MSW handler": a request handler for a reader's own tests that answers like the server
 * does when it meets an entry. Built from the catalog's first wire form (MCP before REST), with every
 * placeholder filled by its example; `tests/unit/site/entry-snippet-scratch.test.ts` runs each one.
 */
import type { CatalogEntry, Wire } from '../../catalog/index.ts';
import { camelName, literal, stringLiteral } from './code-literal.ts';
import { exampleReply, exampleRequestId } from './example-reply.ts';
import { snippetHostOf } from './snippet-host.ts';

/** The wire form a handler answers with: the first MCP form, else the first. */
export function handlerWire(entry: CatalogEntry): Wire {
  return entry.wire.find((wire) => wire.surface === 'mcp') ?? entry.wire[0]!;
}

/** The handler's reply expression, with the request's own id where the reply echoes it. */
function replyExpression(entry: CatalogEntry, wire: Wire, indent: string): string {
  const reply = exampleReply(entry, wire);
  // `HttpResponse.json` sets its own Content-Type.
  const { 'Content-Type': contentType, ...named } = reply.headers;
  const headers = reply.json === undefined && contentType ? reply.headers : named;
  const options = literal({ status: reply.status, ...(Object.keys(headers).length > 0 ? { headers } : {}) }, indent);
  if (reply.json !== undefined) {
    const json = literal(reply.json, indent).replace(`id: ${exampleRequestId},`, 'id: message.id ?? null,');
    return `HttpResponse.json(${json}, ${options})`;
  }
  return `new HttpResponse(${reply.body === undefined ? 'null' : stringLiteral(reply.body)}, ${options})`;
}

/** The MSW handler for an entry, as a module a reader drops into their tests. */
export function mswSnippet(entry: CatalogEntry): string {
  const wire = handlerWire(entry);
  const host = snippetHostOf(entry);
  const name = camelName(entry.id);
  const head = ["import { http, HttpResponse } from 'msw';", ''];
  const doc = `/** ${entry.id}: ${entry.title}. */`;
  if (wire.surface === 'rest') {
    const path = host.recipe.restHandlerPath ?? `*${host.mount}/*`;
    return [
      ...head,
      doc,
      `export const ${name} = http.all(${stringLiteral(path)}, () =>`,
      `  ${replyExpression(entry, wire, '  ')},`,
      ');',
    ].join('\n');
  }
  return [
    ...head,
    doc,
    `export const ${name} = http.post(${stringLiteral(`*${host.mount}/mcp`)}, async ({ request }) => {`,
    '  const message = (await request.clone().json()) as { id?: string | number; method?: string };',
    '  // Only the tool call meets the entry; the handshake and every other request fall through to your handlers.',
    "  if (message.method !== 'tools/call') return undefined;",
    `  return ${replyExpression(entry, wire, '  ')};`,
    '});',
  ].join('\n');
}
