/**
 * `npx node scripts/observe-sdk.ts`: asks the installed official SDK (server and client) how it
 * answers the requests the catalog's specification section makes claims about, and prints each
 * answer beside the SDK version it came from. The catalog cites these observations; run this after
 * an SDK upgrade and compare.
 */
import { readFileSync } from 'node:fs';
import { Client, ProtocolError, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import {
  McpServer,
  UrlElicitationRequiredError,
  WebStandardStreamableHTTPServerTransport,
  createMcpHandler,
} from '@modelcontextprotocol/server';
import * as z from 'zod';

const version = (name: string): string =>
  (
    JSON.parse(
      readFileSync(new URL(`../node_modules/@modelcontextprotocol/${name}/package.json`, import.meta.url), 'utf8'),
    ) as { version: string }
  ).version;

function buildServer(): McpServer {
  const server = new McpServer({ name: 'observe', version: '1.0.0' });
  server.registerTool('echo', { inputSchema: z.object({ text: z.string() }) }, ({ text }) => ({
    content: [{ type: 'text', text }],
  }));
  server.registerResource('page', 'observe://page', {}, (uri) => ({ contents: [{ uri: uri.href, text: 'A page.' }] }));
  server.registerPrompt('greet', {}, () => ({ messages: [{ role: 'user', content: { type: 'text', text: 'Hi.' } }] }));
  server.registerTool('needs_url', { inputSchema: z.object({}) }, () => {
    throw new UrlElicitationRequiredError([
      { mode: 'url', elicitationId: 'e-1', url: 'https://example.com/connect?e=e-1', message: 'Connect first.' },
    ]);
  });
  return server;
}

const envelope = {
  'io.modelcontextprotocol/protocolVersion': '2026-07-28',
  'io.modelcontextprotocol/clientInfo': { name: 'observe', version: '1.0.0' },
  'io.modelcontextprotocol/clientCapabilities': {},
};
const accept = 'application/json, text/event-stream';

async function show(label: string, response: Response): Promise<void> {
  const body = (await response.text()).replace(/\s+/g, ' ').slice(0, 300);
  const allow = response.headers.get('allow');
  console.log(`${label}\n  → ${response.status}${allow ? ` Allow: ${allow}` : ''} ${body}`);
}

const modern = createMcpHandler(() => buildServer(), { legacy: 'reject' });
const modernPost = (method: string, params: Record<string, unknown>, name?: string, body?: string) =>
  modern.fetch(
    new Request('http://observe.test/mcp', {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Accept: accept,
        'MCP-Protocol-Version': '2026-07-28',
        'Mcp-Method': method,
        ...(name ? { 'Mcp-Name': name } : {}),
      },
      body: body ?? JSON.stringify({ jsonrpc: '2.0', id: 1, method, params: { ...params, _meta: envelope } }),
    }),
  );

console.log(
  `@modelcontextprotocol/server ${version('server')}, @modelcontextprotocol/client ${version('client')}, core ${version('core')}\n`,
);
console.log('# 2026-07-28 (createMcpHandler, legacy: "reject")');
await show('tools/call no_such_tool', await modernPost('tools/call', { name: 'no_such_tool' }, 'no_such_tool'));
await show(
  'resources/read of an unknown URI',
  await modernPost('resources/read', { uri: 'observe://nothing' }, 'observe://nothing'),
);
await show('prompts/get of an unknown prompt', await modernPost('prompts/get', { name: 'nothing' }, 'nothing'));
await show('tools/call needs_url (throws -32042)', await modernPost('tools/call', { name: 'needs_url' }, 'needs_url'));
const request = (id: number) => ({ jsonrpc: '2.0', id, method: 'tools/list', params: { _meta: envelope } });
await show(
  'a batch of two tools/list',
  await modernPost('tools/list', {}, undefined, JSON.stringify([request(1), request(2)])),
);
for (const method of ['GET', 'DELETE']) {
  await show(
    `${method} /mcp`,
    await modern.fetch(new Request('http://observe.test/mcp', { method, headers: { Accept: 'text/event-stream' } })),
  );
}

console.log('\n# 2025-11-25 (WebStandardStreamableHTTPServerTransport, with sessions)');
const transport = new WebStandardStreamableHTTPServerTransport({ sessionIdGenerator: () => crypto.randomUUID() });
await buildServer().connect(transport);
const legacyPost = async (body: unknown, session?: string) =>
  transport.handleRequest(
    new Request('http://observe.test/mcp', {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Accept: accept,
        ...(session ? { 'Mcp-Session-Id': session, 'MCP-Protocol-Version': '2025-11-25' } : {}),
      },
      body: JSON.stringify(body),
    }),
  );
const initialized = await legacyPost({
  jsonrpc: '2.0',
  id: 0,
  method: 'initialize',
  params: { protocolVersion: '2025-11-25', capabilities: {}, clientInfo: { name: 'observe', version: '1.0.0' } },
});
const session = initialized.headers.get('mcp-session-id') ?? '';
await initialized.text();
await (await legacyPost({ jsonrpc: '2.0', method: 'notifications/initialized' }, session)).text();
await show(
  'tools/call no_such_tool',
  await legacyPost({ jsonrpc: '2.0', id: 2, method: 'tools/call', params: { name: 'no_such_tool' } }, session),
);
await show(
  'tools/call needs_url (throws -32042)',
  await legacyPost({ jsonrpc: '2.0', id: 3, method: 'tools/call', params: { name: 'needs_url' } }, session),
);
await show(
  'a batch of two tools/list',
  await legacyPost(
    [
      { jsonrpc: '2.0', id: 4, method: 'tools/list' },
      { jsonrpc: '2.0', id: 5, method: 'tools/list' },
    ],
    session,
  ),
);

console.log('\n# 2025-11-25 stateless (createMcpHandler, legacy: "stateless")');
const stateless = createMcpHandler(() => buildServer());
for (const method of ['GET', 'DELETE']) {
  await show(
    `${method} /mcp`,
    await stateless.fetch(
      new Request('http://observe.test/mcp', {
        method,
        headers: { Accept: 'text/event-stream', 'MCP-Protocol-Version': '2025-11-25' },
      }),
    ),
  );
}

console.log('\n# The client: what callTool throws or returns');
for (const era of ['2026-07-28', '2025-11-25'] as const) {
  const handler = createMcpHandler(() => buildServer());
  const client = new Client(
    { name: 'observe', version: '1.0.0' },
    { versionNegotiation: { mode: era === '2026-07-28' ? { pin: '2026-07-28' } : 'legacy' } },
  );
  await client.connect(
    new StreamableHTTPClientTransport(new URL('http://observe.test/mcp'), {
      fetch: (url, init) => handler.fetch(new Request(url, init)),
    }),
  );
  for (const name of ['no_such_tool', 'needs_url']) {
    try {
      const result = await client.callTool({ name, arguments: {} });
      console.log(`${era} callTool(${name}) → returned ${JSON.stringify(result).slice(0, 200)}`);
    } catch (error) {
      const described =
        error instanceof ProtocolError ? `${error.constructor.name} ${error.code} "${error.message}"` : String(error);
      console.log(`${era} callTool(${name}) → threw ${described}`);
    }
  }
  await client.close();
}
