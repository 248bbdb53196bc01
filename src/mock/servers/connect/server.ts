/**
 * Connect: a read-only documentation API, 2026-07-28 only, stateless. `/connect/mcp` is a real SDK
 * server (`createMcpHandler`, modern only) behind a gate that applies Connect's HTTP rules;
 * `/connect/api/public/*` is its REST surface.
 */
import {
  McpServer,
  ResourceNotFoundError,
  ResourceTemplate,
  acceptedContent,
  createMcpHandler,
  inputRequired,
} from '@modelcontextprotocol/server';
import * as z from 'zod';
import { getEntry, limitAmount, limitRate } from '../../../catalog/index.ts';
import { decodeSegment, peekRpc, subPath } from '../../json-rpc.ts';
import type { MockContext, MockServer, RequestMeta } from '../../mock-server.ts';
import { limiterFor } from '../../rate-limiter.ts';
import { httpResponse, requestLevelResponse, toolResult } from '../../wire.ts';
import { foreignHostResponse, hasForeignOrigin } from '../../address-guard.ts';

/** The page size: at most, and when a request names none. */
const pageSize = {
  max: limitAmount('connect.limit.page-size'),
  byDefault: limitAmount('connect.limit.page-size', 'default'),
};

/** The documentation the tools and routes serve. */
const pages: Record<string, { title: string; body: string }> = {
  'errors-and-retries': { title: 'Designing a resilient client', body: 'Only two failures here are worth retrying.' },
  'api-errors': { title: 'API error shapes', body: 'Every error is JSON with a code.' },
  'mcp-errors': { title: 'MCP error shapes', body: 'Transport-level problems carry a matching HTTP status.' },
};

/** The page a reference names; `undefined` for any other string (`constructor` included). */
const pageOf = (ref: string) => (Object.hasOwn(pages, ref) ? pages[ref] : undefined);

function search(q: string, max: number): Array<{ ref: string; title: string }> {
  const needle = q.toLowerCase();
  return Object.entries(pages)
    .filter(([ref, page]) => `${ref} ${page.title} ${page.body}`.toLowerCase().includes(needle))
    .slice(0, max)
    .map(([ref, page]) => ({ ref, title: page.title }));
}

/** Connect's SDK server, without the gate: built per request (the bench serves it bare, for comparison). */
export function buildConnectServer(): McpServer {
  const server = new McpServer({ name: 'connect', version: '1.0.0' });
  const readOnly = { readOnlyHint: true, idempotentHint: true };
  server.registerTool(
    'search_docs',
    {
      description: 'Search the developer documentation.',
      inputSchema: z.object({
        q: z.string(),
        limit: z.number().int().min(1).max(pageSize.max).optional(),
      }),
      annotations: readOnly,
    },
    ({ q, limit: max }) => {
      if (q.trim() === '') return toolResult(getEntry('connect.tool.tool-error'), { '...': 'The query is empty.' });
      const hits = search(q, max ?? pageSize.byDefault);
      return {
        content: [
          { type: 'text', text: hits.map((hit) => `${hit.ref}: ${hit.title}`).join('\n') || 'No pages match.' },
        ],
      };
    },
  );
  server.registerTool(
    'get_page',
    {
      description: 'Fetch one documentation page as Markdown.',
      inputSchema: z.object({ ref: z.string() }),
      annotations: readOnly,
    },
    ({ ref }) => {
      const page = pageOf(ref);
      if (!page)
        return toolResult(getEntry('connect.tool.tool-error'), { '...': `No page by the reference "${ref}".` });
      return { content: [{ type: 'text', text: `# ${page.title}\n\n${page.body}` }] };
    },
  );
  server.registerPrompt(
    'ask_docs',
    { description: 'Ask the documentation a question.', argsSchema: z.object({ question: z.string() }) },
    ({ question }) => ({
      messages: [{ role: 'user', content: { type: 'text', text: `Answer from the Connect docs: ${question}` } }],
    }),
  );
  const versionChoice = z.object({ version: z.enum(['2026-07-28', '2025-11-25']) });
  server.registerTool(
    'choose_docs_version',
    {
      description: 'Ask the reader which documentation version to use.',
      inputSchema: z.object({}),
      annotations: readOnly,
    },
    (_args, ctx) => {
      const chosen = acceptedContent(ctx.mcpReq.inputResponses, 'version');
      if (typeof chosen?.['version'] !== 'string') {
        return inputRequired({
          inputRequests: {
            version: inputRequired.elicit({
              message: 'Which revision should the docs follow?',
              requestedSchema: versionChoice,
            }),
          },
        });
      }
      return { content: [{ type: 'text', text: `Documentation for ${chosen['version']}.` }] };
    },
  );
  server.registerResource(
    'page',
    new ResourceTemplate('connect://pages/{ref}', { list: undefined }),
    { description: 'A documentation page as Markdown.', mimeType: 'text/markdown' },
    (uri, { ref }) => {
      const page = typeof ref === 'string' ? pageOf(ref) : undefined;
      if (!page) throw new ResourceNotFoundError(uri.href);
      return { contents: [{ uri: uri.href, mimeType: 'text/markdown', text: `# ${page.title}\n\n${page.body}` }] };
    },
  );
  return server;
}

/** Builds the Connect mock. */
export function createConnect(context: MockContext): MockServer {
  const { clock, faults } = context;
  const mcpLimiter = limiterFor(limitRate('connect.limit.mcp-calls'), clock);
  const publicLimiter = limiterFor(limitRate('connect.limit.public-requests'), clock);
  const maxBody = limitAmount('connect.limit.body-size');
  const mcp = createMcpHandler(() => buildConnectServer(), { legacy: 'reject', maxRequestBodySize: maxBody });

  async function handleMcp(request: Request, meta: RequestMeta): Promise<Response> {
    if (request.method === 'GET' || request.method === 'DELETE')
      return httpResponse(getEntry('connect.http.method-not-allowed'));
    if (hasForeignOrigin(request, context.origin))
      return requestLevelResponse(getEntry('connect.http.forbidden-origin'), null);
    const verdict = mcpLimiter.take(meta.address);
    if (!verdict.allowed) return requestLevelResponse(getEntry('connect.http.rate-limited'), null);
    const peek = request.method === 'POST' ? await peekRpc(request, maxBody) : undefined;
    const injected = peek ? faults.take('connect', 'request') : undefined;
    if (injected) {
      return requestLevelResponse(injected.entry, peek?.id ?? null, injected.values);
    }
    if (peek?.tooLarge) return httpResponse(getEntry('connect.http.too-large'));
    // The gate has read and parsed the body already: the SDK need not do it again.
    return mcp.fetch(request, peek?.json === undefined ? {} : { parsedBody: peek.json });
  }

  function handlePublic(path: string, url: URL, meta: RequestMeta): Response {
    if (!publicLimiter.take(meta.address).allowed)
      return httpResponse(getEntry('connect.http.rate-limited-public'), {}, 'rest');
    const pageMatch = /^\/api\/public\/pages\/([^/]+)$/.exec(path);
    if (pageMatch) {
      const ref = decodeSegment(pageMatch[1]!);
      const page = ref === undefined ? undefined : pageOf(ref);
      return page ? Response.json(page) : httpResponse(getEntry('connect.http.not-found-public'), {}, 'rest');
    }
    if (path === '/api/public/search') {
      const q = url.searchParams.get('q') ?? '';
      const max = Number(url.searchParams.get('limit') ?? pageSize.byDefault);
      if (
        q.length < limitAmount('connect.limit.query-length') ||
        !Number.isInteger(max) ||
        max < 1 ||
        max > pageSize.max
      ) {
        return httpResponse(getEntry('connect.http.out-of-range'), {}, 'rest');
      }
      return Response.json({ results: search(q, max) });
    }
    return httpResponse(getEntry('connect.http.not-found-public'), {}, 'rest');
  }

  return {
    id: 'connect',
    mountPath: '/connect',
    faultScopes: ['request'],
    async handle(request, meta) {
      const foreignHost = foreignHostResponse(request, context.origin);
      if (foreignHost) return foreignHost;
      const path = subPath(request, '/connect');
      if (path === '/mcp') return handleMcp(request, meta);
      const url = new URL(request.url);
      if (path.startsWith('/api/public/') && request.method === 'GET') return handlePublic(path, url, meta);
      return httpResponse(getEntry('connect.http.not-found-public'), {}, 'rest');
    },
    reset() {
      mcpLimiter.reset();
      publicLimiter.reset();
      faults.clear('connect');
    },
  };
}
