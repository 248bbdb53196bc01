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
  localhostAllowedOrigins,
  originValidationResponse,
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
const modernPost = (
  method: string,
  params: Record<string, unknown>,
  name?: string,
  body?: string,
  headers: Record<string, string | null> = {},
) => {
  const sent: Record<string, string | null> = {
    'Content-Type': 'application/json',
    Accept: accept,
    'MCP-Protocol-Version': '2026-07-28',
    'Mcp-Method': method,
    ...(name ? { 'Mcp-Name': name } : {}),
    ...headers,
  };
  return modern.fetch(
    new Request('http://observe.test/mcp', {
      method: 'POST',
      headers: Object.fromEntries(Object.entries(sent).filter((pair): pair is [string, string] => pair[1] !== null)),
      body: body ?? JSON.stringify({ jsonrpc: '2.0', id: 1, method, params: { ...params, _meta: envelope } }),
    }),
  );
};

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
await show('body `{not json`', await modernPost('tools/list', {}, undefined, '{not json'));
await show(
  'a request with id null',
  await modernPost(
    'tools/list',
    {},
    undefined,
    JSON.stringify({ jsonrpc: '2.0', id: null, method: 'tools/list', params: { _meta: envelope } }),
  ),
);
await show(
  'tools/call echo with Mcp-Name: other',
  await modernPost('tools/call', { name: 'echo', arguments: { text: 'hi' } }, 'other'),
);
await show(
  'tools/call echo with { text: 42 }',
  await modernPost('tools/call', { name: 'echo', arguments: { text: 42 } }, 'echo'),
);
await show(
  'MCP-Protocol-Version: 2099-01-01',
  await modernPost(
    'tools/list',
    {},
    undefined,
    JSON.stringify({
      jsonrpc: '2.0',
      id: 1,
      method: 'tools/list',
      params: { _meta: { ...envelope, 'io.modelcontextprotocol/protocolVersion': '2099-01-01' } },
    }),
    { 'MCP-Protocol-Version': '2099-01-01' },
  ),
);
const partial: Record<string, unknown> = { ...envelope };
delete partial['io.modelcontextprotocol/clientCapabilities'];
await show(
  '_meta without clientCapabilities',
  await modernPost(
    'tools/list',
    {},
    undefined,
    JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list', params: { _meta: partial } }),
  ),
);
await show('no Accept header', await modernPost('tools/list', {}, undefined, undefined, { Accept: null }));
await show(
  'Content-Type: text/plain',
  await modernPost('tools/list', {}, undefined, undefined, { 'Content-Type': 'text/plain' }),
);
const refused = originValidationResponse(
  new Request('http://localhost/mcp', { method: 'POST', headers: { Origin: 'https://evil.example' } }),
  localhostAllowedOrigins(),
);
if (refused) await show('originValidationResponse with Origin: https://evil.example', refused);

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

await show(
  'body `{not json`',
  await transport.handleRequest(
    new Request('http://observe.test/mcp', {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Accept: accept,
        'Mcp-Session-Id': session,
        'MCP-Protocol-Version': '2025-11-25',
      },
      body: '{not json',
    }),
  ),
);
await show(
  'a second initialize',
  await legacyPost(
    {
      jsonrpc: '2.0',
      id: 6,
      method: 'initialize',
      params: { protocolVersion: '2025-11-25', capabilities: {}, clientInfo: { name: 'observe', version: '1.0.0' } },
    },
    session,
  ),
);
await show(
  'resources/read of an unknown URI',
  await legacyPost({ jsonrpc: '2.0', id: 7, method: 'resources/read', params: { uri: 'observe://nothing' } }, session),
);
await show(
  'tools/call echo with { text: 42 }',
  await legacyPost(
    { jsonrpc: '2.0', id: 8, method: 'tools/call', params: { name: 'echo', arguments: { text: 42 } } },
    session,
  ),
);
const legacyWith = (headers: Record<string, string>) =>
  transport.handleRequest(
    new Request('http://observe.test/mcp', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: accept, 'MCP-Protocol-Version': '2025-11-25', ...headers },
      body: JSON.stringify({ jsonrpc: '2.0', id: 9, method: 'tools/list' }),
    }),
  );
await show(
  'MCP-Protocol-Version: 1999-01-01',
  await legacyWith({ 'Mcp-Session-Id': session, 'MCP-Protocol-Version': '1999-01-01' }),
);
await show('no Mcp-Session-Id', await legacyWith({}));
await show('an unknown Mcp-Session-Id', await legacyWith({ 'Mcp-Session-Id': '00000000-0000-0000-0000-000000000000' }));
await show(
  'Accept: application/json only',
  await legacyWith({ 'Mcp-Session-Id': session, Accept: 'application/json' }),
);
await show('Content-Type: text/plain', await legacyWith({ 'Mcp-Session-Id': session, 'Content-Type': 'text/plain' }));

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
