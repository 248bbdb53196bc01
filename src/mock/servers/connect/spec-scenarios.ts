import type { RuleName } from '../../../catalog/index.ts';
import type { Scenario, ScenarioContext } from '../../scenarios/scenario.ts';

const connect = (context: ScenarioContext) => context.driver('connect', '2026-07-28');
const envelope = {
  'io.modelcontextprotocol/protocolVersion': '2026-07-28',
  'io.modelcontextprotocol/clientInfo': { name: 'scenario', version: '1.0.0' },
  'io.modelcontextprotocol/clientCapabilities': {},
};

/** The specification's entries that the Connect mock (2026-07-28) produces, by rule. */
export const specOnConnect = {
  'invalid-json': async (context) => [
    await context.client(connect(context)).rpc('tools/list', {}, { rawBody: '{not json' }),
  ],
  'null-id': async (context) => [
    await context.client(connect(context)).rpc(
      'tools/list',
      {},
      {
        rawBody: JSON.stringify({ jsonrpc: '2.0', id: null, method: 'tools/list', params: { _meta: envelope } }),
      },
    ),
  ],
  batch: async (context) => {
    const request = (id: number) => ({ jsonrpc: '2.0', id, method: 'tools/list', params: { _meta: envelope } });
    return [
      await context
        .client(connect(context))
        .rpc('tools/list', {}, { rawBody: JSON.stringify([request(1), request(2)]) }),
    ];
  },
  'unknown-method': async (context) => [await context.client(connect(context)).rpc('tools/run')],
  'unknown-tool': async (context) => [await context.client(connect(context)).callTool('no_such_tool', {})],
  'bad-arguments': async (context) => [await context.client(connect(context)).callTool('search_docs', { q: 42 })],
  'unknown-resource': async (context) => [
    await context
      .client(connect(context))
      .rpc(
        'resources/read',
        { uri: 'connect://pages/no-such-page' },
        { headers: { 'Mcp-Name': 'connect://pages/no-such-page' } },
      ),
  ],
  'header-mismatch': async (context) => [
    await context
      .client(connect(context))
      .callTool('search_docs', { q: 'retry' }, { headers: { 'Mcp-Name': 'get_page' } }),
  ],
  'input-required': async (context) => [
    await context.client(connect(context)).rpc('tools/call', {
      name: 'choose_docs_version',
      arguments: {},
      _meta: { 'io.modelcontextprotocol/clientCapabilities': { elicitation: {} } },
    }),
  ],
  'missing-client-capability': async (context) => [
    await context.client(connect(context)).callTool('choose_docs_version', {}),
  ],
  'unsupported-version': async (context) => [
    await context
      .client(connect(context))
      .rpc(
        'tools/list',
        { _meta: { 'io.modelcontextprotocol/protocolVersion': '2099-01-01' } },
        { headers: { 'MCP-Protocol-Version': '2099-01-01' } },
      ),
  ],
  'invalid-envelope': async (context) => {
    const partial: Record<string, unknown> = { ...envelope };
    delete partial['io.modelcontextprotocol/clientCapabilities'];
    return [
      await context.client(connect(context)).rpc(
        'tools/list',
        {},
        {
          rawBody: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list', params: { _meta: partial } }),
        },
      ),
    ];
  },
  'method-not-allowed': async (context) => [
    await context.client(connect(context)).send(`${context.origin}/connect/mcp`, {
      method: 'GET',
      headers: { Accept: 'text/event-stream' },
    }),
  ],
  'foreign-host': async (context) => [
    await context.client(connect(context)).rpc('tools/list', {}, { headers: { Host: 'evil.example' } }),
  ],
  'foreign-origin': async (context) => [
    await context.client(connect(context)).rpc('tools/list', {}, { headers: { Origin: 'https://evil.example' } }),
  ],
  'wrong-content-type': async (context) => [
    await context.client(connect(context)).rpc('tools/list', {}, { headers: { 'Content-Type': 'text/plain' } }),
  ],
  'session-id-ignored': async (context) => [
    await context
      .client(connect(context))
      .callTool('search_docs', { q: 'retry' }, { headers: { 'Mcp-Session-Id': '1234' } }),
  ],
} satisfies Partial<Record<RuleName<'spec'>, Scenario>>;
