/**
 * "Copy as curl": shell commands that make `npm run mock` produce an entry. The mock is reset, the
 * caller signs in (or opens a session) where the server asks for one, the admin API makes the mock
 * hold the entry (`POST /__mock/faults`, for as long as the catalog says it lasts), and one ordinary
 * call meets it; `curl -i` prints the reply. The few entries only a REST route gives are produced by
 * their own rule. Every snippet is run against the mock by `tests/unit/site/entry-snippets.test.ts`.
 */
import { durationOf, getServer, limitRate, type CatalogEntry, type Revision } from '../../catalog/index.ts';
import { roomsDemoCookie, roomsDemoKeys } from '../../mock/servers/rooms/directory.ts';
import { ichabodDemoKeys } from '../../mock/servers/ichabod/credentials.ts';
import { hostOf } from '../../playground/spec-host.ts';

/** Where `npm run mock` listens; the snippet's first line, so a reader can change it in one place. */
export const mockOrigin = 'http://127.0.0.1:3929';
/** A URL on the mock, in double quotes so the shell expands `$MOCK` and leaves `?` and `&` alone. */
const url = (path: string): string => `"$MOCK${path}"`;

/** A string in single quotes for the shell. */
const quoted = (text: string): string => `'${text.replaceAll("'", `'\\''`)}'`;
const line = (parts: string[]): string => parts.join(' \\\n  ');
const header = (name: string, value: string): string => `-H ${quoted(`${name}: ${value}`)}`;
const jsonHeaders = [
  header('Content-Type', 'application/json'),
  header('Accept', 'application/json, text/event-stream'),
];

const clientInfo = { name: 'curl', version: '1.0.0' };
const modernMeta = {
  'io.modelcontextprotocol/protocolVersion': '2026-07-28',
  'io.modelcontextprotocol/clientInfo': clientInfo,
  'io.modelcontextprotocol/clientCapabilities': {},
};

export type Host = 'clockford' | 'rooms' | 'ichabod' | 'connect';

/** The ordinary call each server answers, and the credential it takes. */
export const ordinaryCalls: Record<Host, { tool: string; arguments: Record<string, unknown>; key?: string }> = {
  clockford: { tool: 'ask_directory', arguments: { question: 'Where is the post office?' } },
  rooms: { tool: 'list_rooms', arguments: {}, key: roomsDemoKeys.agentAlpha },
  ichabod: { tool: 'list_matches', arguments: {}, key: ichabodDemoKeys.founder },
  connect: { tool: 'search_docs', arguments: { q: 'retry' } },
};

/** How a call reaches a server: its era, its credential, and the session it opened. */
interface Connection {
  host: Host;
  revision: Revision;
  /** The `Authorization` header value, literal or a shell variable. */
  authorization?: string;
  session?: boolean;
}

function rpcCall(connection: Connection, method: string, params: Record<string, unknown>, id?: number): string {
  const modern = connection.revision === '2026-07-28';
  const message = {
    jsonrpc: '2.0',
    ...(id === undefined ? {} : { id }),
    method,
    params: modern ? { ...params, _meta: modernMeta } : params,
  };
  const headers = [
    ...jsonHeaders,
    ...(connection.authorization ? [header('Authorization', connection.authorization)] : []),
    ...(modern
      ? [header('MCP-Protocol-Version', '2026-07-28'), header('Mcp-Method', method)]
      : method === 'initialize'
        ? []
        : [header('MCP-Protocol-Version', '2025-11-25')]),
    ...(modern && typeof params['name'] === 'string' ? [header('Mcp-Name', params['name'])] : []),
    ...(connection.session ? ['-H "Mcp-Session-Id: $SESSION"'] : []),
  ].map((part) => part.replace(/'Authorization: Bearer \$TOKEN'/, '"Authorization: Bearer $TOKEN"'));
  return line([`curl -si ${url(`/${connection.host}/mcp`)}`, ...headers, `-d ${quoted(JSON.stringify(message))}`]);
}

/** Sign in or open a session: the commands before the entry is held, and the connection they give. */
function connect(host: Host, revision: Revision): { steps: string[]; connection: Connection } {
  const key = ordinaryCalls[host].key;
  const connection: Connection = { host, revision, ...(key ? { authorization: `Bearer ${key}` } : {}) };
  if (host === 'clockford' && revision === '2026-07-28') {
    return {
      connection: { ...connection, authorization: 'Bearer $TOKEN' },
      steps: [
        '# Sign in as alice (the mock issues a demo token).',
        `TOKEN=$(curl -s ${url('/clockford/oauth/token')} -d account=alice -d client=agent \\\n  | sed -E 's/.*"access_token":"([^"]+)".*/\\1/')`,
      ],
    };
  }
  if (host === 'clockford' || host === 'rooms') {
    const initialize = rpcCall(
      connection,
      'initialize',
      {
        protocolVersion: '2025-11-25',
        capabilities: {},
        clientInfo,
      },
      0,
    ).replace('curl -si', 'curl -s -D - -o /dev/null');
    const opened = { ...connection, session: true };
    return {
      connection: opened,
      steps: [
        '# Open a session (2025-11-25): initialize, keep the Mcp-Session-Id, say initialized.',
        `SESSION=$(${initialize} \\\n  | tr -d '\\r' | awk 'tolower($1) == "mcp-session-id:" { print $2 }')`,
        `${rpcCall(opened, 'notifications/initialized', {}).replace('curl -si', 'curl -s')}`,
      ],
    };
  }
  return { steps: [], connection };
}

/** The entries a REST route alone gives: produced by their rule, with the catalog's numbers. */
function restRule(entry: CatalogEntry): string[] | undefined {
  if (entry.trigger.kind !== 'rule') return undefined;
  switch (entry.trigger.rule) {
    case 'rate-limit-public': {
      const { count } = limitRate('connect.limit.public-requests');
      return [
        `# Fill the public API's window: ${count} requests in the last minute.`,
        `curl -s ${url(`/connect/api/public/search?q=retry&n=[1-${count}]`)} > /dev/null`,
        `curl -si ${url('/connect/api/public/search?q=retry')}`,
      ];
    }
    case 'unknown-reference':
      return [`curl -si ${url('/connect/api/public/pages/no-such-page')}`];
    case 'parameter-range':
      return [`curl -si ${url('/connect/api/public/search?q=a')}`];
    case 'cross-site-cookie-write':
      return [
        '# A signed-in browser session cookie, sent from a foreign page.',
        line([
          `curl -si -X POST ${url('/rooms/api/rooms/kitchen/messages')}`,
          header('Cookie', `${roomsDemoCookie.name}=${roomsDemoCookie.value}`),
          header('Origin', 'https://evil.example'),
          header('Content-Type', 'application/json'),
          `-d ${quoted(JSON.stringify({ body: 'hello' }))}`,
        ]),
      ];
    default:
      return undefined;
  }
}

/**
 * Connect's tools answer no injected entry: its tool replies are made by their rule, with the
 * arguments the trigger names.
 */
export const connectToolArguments: Record<string, Record<string, unknown>> = {
  'empty-query': { q: '' },
  'bad-arguments': { q: 42 },
};

/** Whether the admin API can make the mock hold an entry: an MCP form, answered before the tool or by it. */
export function isInjectable(entry: CatalogEntry): boolean {
  const toolOnConnect = hostOf(entry) === 'connect' && entry.wire.every((wire) => wire.kind === 'tool-result');
  return !toolOnConnect && entry.wire.some((wire) => wire.surface === 'mcp');
}

/** The revision a snippet speaks to the entry's host: 2026-07-28 where both apply, else the one that does. */
export function snippetRevision(entry: CatalogEntry): Revision {
  const spoken = getServer(hostOf(entry)).revisions;
  return spoken.find((revision) => entry.revisions.includes(revision)) ?? spoken[0]!;
}

/** Rooms' REST form of the entry: the same condition meets a REST call (a refused key is refused without one too). */
function restCall(entry: CatalogEntry, key: string | undefined): string[] {
  if (hostOf(entry) !== 'rooms' || !entry.wire.some((wire) => wire.surface === 'rest')) return [];
  if (durationOf(entry).lasts.kind === 'until-new-credential')
    return [
      '',
      '# Over REST, reading a room without a key is refused the same way.',
      `curl -si ${url('/rooms/api/rooms/kitchen/messages')}`,
    ];
  return [
    '',
    '# The same over REST.',
    line([`curl -si ${url('/rooms/api/rooms')}`, header('Authorization', `Bearer ${key ?? ''}`)]),
  ];
}

/** The commands, as one shell snippet, that make `npm run mock` answer with `entry`. */
export function curlSnippet(entry: CatalogEntry): string {
  const head = [
    `MOCK=${mockOrigin}  # npm run mock`,
    `curl -sf -X POST ${url('/__mock/reset')} ${header('Content-Type', 'application/json')} > /dev/null`,
  ];
  const byRule = restRule(entry);
  if (byRule) return [...head, '', ...byRule].join('\n');
  const host = hostOf(entry);
  const { steps, connection } = connect(host, snippetRevision(entry));
  const call = ordinaryCalls[host];
  if (!isInjectable(entry)) {
    const args = connectToolArguments[entry.trigger.kind === 'rule' ? entry.trigger.rule : ''];
    if (!args) throw new Error(`curlSnippet: no way to produce ${entry.id} with curl.`);
    return [
      ...head,
      '',
      `# ${call.tool} with ${JSON.stringify(args)}.`,
      rpcCall(connection, 'tools/call', { name: call.tool, arguments: args }, 1),
    ].join('\n');
  }
  const fault = JSON.stringify({ server: host, entry: entry.id });
  return [
    ...head,
    ...(steps.length > 0 ? ['', ...steps] : []),
    '',
    '# Hold the entry: matching calls meet it for as long as the catalog says it lasts.',
    line([`curl -sf ${url('/__mock/faults')}`, header('Content-Type', 'application/json'), `-d ${quoted(fault)}`]) +
      ' > /dev/null',
    '',
    `# An ordinary call (${call.tool}) meets it.`,
    rpcCall(connection, 'tools/call', { name: call.tool, arguments: call.arguments }, 1),
    ...restCall(entry, call.key),
  ].join('\n');
}
