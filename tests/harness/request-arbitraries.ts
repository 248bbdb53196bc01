/**
 * fast-check arbitraries for requests to the Node mock. Each request starts as one a real client would
 * send (an MCP call to one of the four servers, a REST, hall, sign-in or admin call), so that it reaches
 * deep into a server, then takes up to three mutations: another method, a dot segment or a bad escape in
 * the path, a foreign Origin or Host, a stand-in header, a header dropped or wrong, a broken, batched,
 * deeply nested or mistyped body, or one sized around a server's limit.
 */
import fc from 'fast-check';
import { entries } from '../../src/catalog/index.ts';

/** What a generated request may name: the mock's own origin, and credentials a test obtained. */
export interface FuzzWorld {
  origin: string;
  adminToken: string;
  clockfordToken: string;
  /** Open sessions, by server. */
  sessionIds: { clockford: string[]; rooms: string[] };
}

export interface FuzzRequest {
  method: string;
  target: string;
  headers: Record<string, string>;
  body: string | undefined;
}

/** Origins that are not the mock's, by any rule (hostname or whole origin). */
export const foreignOrigins = ['https://evil.example', 'null', 'http://evil.example:3929'];
/** Hosts that are not the mock's. */
export const foreignHosts = ['evil.example', 'evil.example:3929', '1.2.3.4'];

type Server = 'clockford' | 'rooms' | 'ichabod' | 'connect';
const modernEnvelope = {
  'io.modelcontextprotocol/protocolVersion': '2026-07-28',
  'io.modelcontextprotocol/clientInfo': { name: 'fuzz', version: '1.0.0' },
  'io.modelcontextprotocol/clientCapabilities': {},
};
const toolsOf: Record<Server, string[]> = {
  clockford: ['districts', 'show_passport', 'ask_directory', 'send_letter', 'no_such_tool'],
  rooms: ['list_rooms', 'join_room', 'send_message', 'read_messages', 'claim', 'no_such_tool'],
  ichabod: ['get_rate_limits', 'list_roles', 'post_role', 'unlock_seeker', 'no_such_tool'],
  connect: ['search_docs', 'get_page', 'choose_docs_version', 'no_such_tool'],
};
const rpcMethods = [
  'tools/call',
  'tools/call',
  'tools/list',
  'ping',
  'initialize',
  'resources/read',
  'server/discover',
];

const mcpCall = (world: FuzzWorld) =>
  fc
    .record({
      server: fc.constantFrom<Server>('clockford', 'rooms', 'ichabod', 'connect'),
      method: fc.constantFrom(...rpcMethods),
      tool: fc.nat(5),
      args: fc.dictionary(
        fc.constantFrom('room', 'q', 'ref', 'body', 'invite', 'title', 'limit'),
        fc.jsonValue({ maxDepth: 2 }),
      ),
      id: fc.oneof(fc.nat(1000), fc.string({ maxLength: 6 })),
      session: fc.nat(3),
    })
    .map(({ server, method, tool, args, id, session }): FuzzRequest => {
      const modern = server === 'connect' || (server === 'clockford' && session === 0);
      const name = toolsOf[server][tool % toolsOf[server].length]!;
      const params: Record<string, unknown> =
        method === 'initialize'
          ? { protocolVersion: '2025-11-25', capabilities: {}, clientInfo: { name: 'fuzz', version: '1' } }
          : method === 'tools/call'
            ? { name, arguments: args }
            : method === 'resources/read'
              ? { uri: server === 'connect' ? 'connect://pages/api-errors' : 'rooms://rooms/kitchen' }
              : {};
      const headers: Record<string, string> = {
        'Content-Type': 'application/json',
        Accept: 'application/json, text/event-stream',
        'MCP-Protocol-Version': modern ? '2026-07-28' : '2025-11-25',
      };
      if (modern) headers['Mcp-Method'] = method;
      if (modern && method === 'tools/call') headers['Mcp-Name'] = name;
      const credential = {
        clockford: world.clockfordToken,
        rooms: 'rk_agent_alpha_7f3a9c',
        ichabod: 'ich_live_founder_3f9a1c',
        connect: undefined,
      }[server];
      if (credential !== undefined && !(server === 'clockford' && session === 3))
        headers['Authorization'] = `Bearer ${credential}`;
      const sessions = server === 'clockford' || server === 'rooms' ? world.sessionIds[server] : [];
      if (!modern && method !== 'initialize' && sessions.length > 0) {
        headers['Mcp-Session-Id'] = sessions[session % sessions.length]!;
      }
      const body = { jsonrpc: '2.0', id, method, params: modern ? { ...params, _meta: modernEnvelope } : params };
      return { method: 'POST', target: `/${server}/mcp`, headers, body: JSON.stringify(body) };
    });

const json = { 'Content-Type': 'application/json' };
const otherCall = (world: FuzzWorld) =>
  fc.constantFrom<FuzzRequest>(
    { method: 'GET', target: '/clockford/status', headers: {}, body: undefined },
    { method: 'GET', target: '/clockford/hall', headers: {}, body: undefined },
    { method: 'POST', target: '/clockford/hall/holds/hold-1', headers: json, body: '{"decision":"allowed"}' },
    { method: 'POST', target: '/clockford/hall/exchange', headers: json, body: '{"account":"bob","open":true}' },
    { method: 'POST', target: '/clockford/hall/town', headers: json, body: '{"publicAddress":"javascript:alert(1)"}' },
    {
      method: 'POST',
      target: '/clockford/oauth/token',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'account=alice',
    },
    { method: 'GET', target: '/clockford/.well-known/oauth-protected-resource/mcp', headers: {}, body: undefined },
    {
      method: 'GET',
      target: '/rooms/api/rooms',
      headers: { Authorization: 'Bearer rk_user_ada_42d8b1' },
      body: undefined,
    },
    {
      method: 'POST',
      target: '/rooms/api/rooms/kitchen/messages',
      headers: { ...json, Cookie: 'rooms_session=ada-browser-5e1f0a' },
      body: '{"body":"Lamps at six."}',
    },
    {
      method: 'GET',
      target: '/rooms/api/rooms/kitchen/messages/wait?timeout_s=0',
      headers: { Authorization: 'Bearer rk_user_ada_42d8b1' },
      body: undefined,
    },
    {
      method: 'PUT',
      target: '/rooms/api/status',
      headers: { ...json, Authorization: 'Bearer rk_agent_beta_91c2e4' },
      body: '{"status":"busy"}',
    },
    {
      method: 'POST',
      target: '/ichabod/oauth/token',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'grant_type=client_credentials&client_id=x&client_secret=y',
    },
    { method: 'GET', target: '/connect/api/public/search?q=retry&limit=3', headers: {}, body: undefined },
    { method: 'GET', target: '/connect/api/public/pages/api-errors', headers: {}, body: undefined },
    {
      method: 'GET',
      target: '/__mock/faults',
      headers: { Authorization: `Bearer ${world.adminToken}` },
      body: undefined,
    },
    {
      method: 'POST',
      target: '/__mock/faults',
      headers: { ...json, Authorization: `Bearer ${world.adminToken}` },
      body: '{"server":"rooms","entry":"rooms.tool.upstream","times":1}',
    },
    { method: 'POST', target: '/__mock/reset', headers: json, body: undefined },
  );

/** A JSON-RPC body padded to exactly `bytes` bytes. */
function sized(bytes: number): string {
  const shell = JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'ping', params: { pad: '' } });
  return shell.replace('"pad":""', `"pad":"${'x'.repeat(Math.max(0, bytes - shell.length))}"`);
}

type Mutation = (request: FuzzRequest) => FuzzRequest;
const withHeader =
  (name: string, value: string): Mutation =>
  (r) => ({ ...r, headers: { ...r.headers, [name]: value } });
const withBody =
  (change: (body: string) => string): Mutation =>
  (r) => ({ ...r, body: change(r.body ?? '') });
const oddSegments = [
  '/..',
  '/.',
  '/%2e%2e',
  '/.%2E',
  '\\..',
  '//',
  '/%ZZ',
  '/%E0%A4%A',
  '/%00',
  '/%2F',
  '/constructor',
  '/__proto__',
  '/%',
];
const nested = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;

const mutation = (world: FuzzWorld): fc.Arbitrary<Mutation> =>
  fc.oneof(
    fc
      .constantFrom('GET', 'DELETE', 'PUT', 'PATCH', 'OPTIONS', 'HEAD', 'TRACE')
      .map((method): Mutation => (r) => ({ ...r, method })),
    fc.tuple(fc.constantFrom(...oddSegments), fc.nat()).map(([odd, at]): Mutation => (r) => {
      const cut = at % (r.target.length + 1);
      return { ...r, target: `${r.target.slice(0, cut)}${odd}${r.target.slice(cut)}` };
    }),
    fc
      .constantFrom('http://x:99999/y', '*', `${world.origin}/__mock/reset`, '/\u00e9t\u00e9', '/nowhere')
      .map((target): Mutation => (r) => ({ ...r, target })),
    fc.constantFrom(...foreignOrigins, world.origin, 'http://localhost:1').map((v) => withHeader('Origin', v)),
    fc.constantFrom(...foreignHosts, 'localhost', new URL(world.origin).host).map((v) => withHeader('Host', v)),
    fc
      .constantFrom<[string, string]>(
        ['X-Mock-Origin', world.origin],
        ['X-Mock-Host', new URL(world.origin).host],
        ['X-Mock-Cookie', 'rooms_session=ada-browser-5e1f0a'],
      )
      .map(([name, value]) => withHeader(name, value)),
    fc
      .constantFrom(
        'Content-Type',
        'Accept',
        'Authorization',
        'MCP-Protocol-Version',
        'Mcp-Session-Id',
        'Mcp-Method',
        'Mcp-Name',
      )
      .map((name): Mutation => (r) => ({
        ...r,
        headers: Object.fromEntries(Object.entries(r.headers).filter(([n]) => n !== name)),
      })),
    fc
      .constantFrom<[string, string]>(
        ['Content-Type', 'text/plain'],
        ['Accept', 'application/json'],
        ['MCP-Protocol-Version', '1999-01-01'],
        ['Mcp-Session-Id', '00000000-0000-0000-0000-000000000000'],
        ['Authorization', 'Bearer nope'],
        ['Authorization', `Bearer ${world.adminToken}`],
        ['Connection', 'close'],
      )
      .map(([name, value]) => withHeader(name, value)),
    fc.nat(200).map((cut) => withBody((body) => body.slice(0, cut))),
    fc.constant(withBody((body) => `[${body},${body}]`)),
    fc.constant(withBody(() => '[]')),
    fc
      .constantFrom(100, 5_000, 100_000)
      .map((depth) => withBody((body) => body.replace(/"arguments":\{/, `"arguments":{"deep":${nested(depth)},`))),
    fc
      .tuple(fc.jsonValue({ maxDepth: 2 }), fc.jsonValue({ maxDepth: 2 }), fc.jsonValue({ maxDepth: 2 }))
      .map(([id, method, params]) => withBody(() => JSON.stringify({ jsonrpc: '2.0', id, method, params }))),
    fc
      .tuple(
        fc.constantFrom('clockford', 'rooms', 'ichabod', 'connect'),
        fc.constantFrom(...entries.map((entry) => entry.id)),
        fc.integer({ min: -1, max: 1001 }),
      )
      .map(([server, entry, times]) => withBody(() => JSON.stringify({ server, entry, times }))),
    fc
      .tuple(fc.constantFrom(16 * 1024, 128 * 1024, 256 * 1024, 1024 * 1024), fc.integer({ min: -1, max: 1 }))
      .map(([limit, delta]) => withBody(() => sized(limit + delta))),
  );

/**
 * One request to the Node mock. HEAD and TRACE carry no body: a client MUST NOT send one with TRACE, and
 * Node's own client sends a HEAD body unframed.
 */
export const fuzzRequest = (world: FuzzWorld): fc.Arbitrary<FuzzRequest> =>
  fc
    .tuple(
      fc.oneof({ weight: 3, arbitrary: mcpCall(world) }, { weight: 1, arbitrary: otherCall(world) }),
      fc.array(mutation(world), { maxLength: 3 }),
    )
    .map(([request, mutations]) => mutations.reduce((changed, mutate) => mutate(changed), request))
    .map((request) => (['HEAD', 'TRACE'].includes(request.method) ? { ...request, body: undefined } : request));
