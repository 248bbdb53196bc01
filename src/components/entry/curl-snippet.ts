/**
 * "Copy as curl": shell commands that make `npm run mock` produce an entry. The mock is reset, the
 * caller signs in (or opens a session) where the server asks for one, the admin API makes the mock
 * hold the entry (`POST /__mock/faults`, for as long as the catalog says it lasts), and one ordinary
 * call meets it; `curl -i` prints the reply. The few entries only a REST route gives are produced by
 * their own rule. What a server needs (its call, key, sign-in, REST routes) is its module's snippet
 * recipe (`src/mock/servers/<id>/snippets.ts`), so nothing here names a server. Every snippet is run
 * against the mock by `tests/unit/site/entry-snippets.test.ts`.
 */
import { getServer, type CatalogEntry, type Revision } from '../../catalog/index.ts';
import type { SnippetRequest, SnippetStep, TokenSignIn } from '../../mock/index.ts';
import { hostOf } from '../../playground/spec-host.ts';
import { snippetHostOf, type SnippetHost } from './snippet-host.ts';

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

/** How a call reaches a server: where it is mounted, its era, its credential, and the session it opened. */
interface Connection {
  mount: string;
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
  return line([`curl -si ${url(`${connection.mount}/mcp`)}`, ...headers, `-d ${quoted(JSON.stringify(message))}`]);
}

/** A word for the shell: as it is where nothing in it is special, else quoted. */
const shellWord = (text: string): string => (/^[\w.@:/=,-]+$/.test(text) ? text : quoted(text));

/** The commands that sign in at a token endpoint and keep the token in `$TOKEN`. */
function signInSteps(signIn: TokenSignIn): string[] {
  const form = Object.entries(signIn.form).map(([name, value]) => `-d ${shellWord(`${name}=${value}`)}`);
  return [
    `# Sign in as ${signIn.account} (the mock issues a demo token).`,
    `TOKEN=$(curl -s ${url(signIn.path)} ${form.join(' ')} \\\n  | sed -E 's/.*"access_token":"([^"]+)".*/\\1/')`,
  ];
}

/** The commands that open a 2025-11-25 session and keep its id in `$SESSION`. */
function sessionSteps(connection: Connection): { steps: string[]; connection: Connection } {
  const initialize = rpcCall(
    connection,
    'initialize',
    { protocolVersion: '2025-11-25', capabilities: {}, clientInfo },
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

/** Sign in or open a session: the commands before the entry is held, and the connection they give. */
function openConnection(host: SnippetHost, revision: Revision): { steps: string[]; connection: Connection } {
  const { key, signIn, legacySessions } = host.recipe;
  const connection: Connection = { mount: host.mount, revision, ...(key ? { authorization: `Bearer ${key}` } : {}) };
  if (signIn?.revisions.includes(revision))
    return { connection: { ...connection, authorization: 'Bearer $TOKEN' }, steps: signInSteps(signIn) };
  if (legacySessions && revision === '2025-11-25') return sessionSteps(connection);
  return { steps: [], connection };
}

/** A REST request as curl: its reply printed, or (quiet) only sent. */
function restRequest(request: SnippetRequest): string {
  const method = request.method ? ` -X ${request.method}` : '';
  const command = line([
    `curl ${request.quiet ? '-s' : '-si'}${method} ${url(request.path)}`,
    ...Object.entries(request.headers ?? {}).map(([name, value]) => header(name, value)),
    ...(request.body === undefined ? [] : [`-d ${quoted(JSON.stringify(request.body))}`]),
  ]);
  return request.quiet ? `${command} > /dev/null` : command;
}

/** Steps of a recipe as shell lines: comments and requests. */
const restLines = (steps: readonly SnippetStep[]): string[] =>
  steps.map((step) => (typeof step === 'string' ? `# ${step}` : restRequest(step)));

/** The entries a REST route alone gives: produced by their rule, with the catalog's numbers. */
function restRule(entry: CatalogEntry, host: SnippetHost): string[] | undefined {
  if (entry.trigger.kind !== 'rule') return undefined;
  const steps = host.recipe.restRules?.[entry.trigger.rule];
  return steps ? restLines(steps) : undefined;
}

/** Whether the host's tools make this entry by their rule: a tool reply, on a server whose tools take no injection. */
const madeByToolRule = (entry: CatalogEntry, host: SnippetHost): boolean =>
  host.recipe.toolRuleArguments !== undefined && entry.wire.every((wire) => wire.kind === 'tool-result');

/** Whether the admin API can make the mock hold an entry: an MCP form, answered before the tool or by it. */
export function isInjectable(entry: CatalogEntry): boolean {
  return !madeByToolRule(entry, snippetHostOf(entry)) && entry.wire.some((wire) => wire.surface === 'mcp');
}

/** The revision a snippet speaks to the entry's host: 2026-07-28 where both apply, else the one that does. */
export function snippetRevision(entry: CatalogEntry): Revision {
  const spoken = getServer(hostOf(entry)).revisions;
  return spoken.find((revision) => entry.revisions.includes(revision)) ?? spoken[0]!;
}

/** The REST form of a held entry, after the ordinary call, where the host gives one. */
function restFollowUp(entry: CatalogEntry, host: SnippetHost): string[] {
  const steps = host.recipe.restFollowUp?.(entry) ?? [];
  return steps.length > 0 ? ['', ...restLines(steps)] : [];
}

/** The commands, as one shell snippet, that make `npm run mock` answer with `entry`. */
export function curlSnippet(entry: CatalogEntry): string {
  const head = [
    `MOCK=${mockOrigin}  # npm run mock`,
    `curl -sf -X POST ${url('/__mock/reset')} ${header('Content-Type', 'application/json')} > /dev/null`,
  ];
  const host = snippetHostOf(entry);
  const byRule = restRule(entry, host);
  if (byRule) return [...head, '', ...byRule].join('\n');
  const { steps, connection } = openConnection(host, snippetRevision(entry));
  const call = host.recipe.ordinaryCall;
  if (madeByToolRule(entry, host) || !entry.wire.some((wire) => wire.surface === 'mcp')) {
    const args = host.recipe.toolRuleArguments?.[entry.trigger.kind === 'rule' ? entry.trigger.rule : ''];
    if (!args)
      throw new Error(
        `curlSnippet: no way to produce ${entry.id} with curl; give ${host.id}'s snippet recipe a step for its rule.`,
      );
    return [
      ...head,
      '',
      `# ${call.tool} with ${JSON.stringify(args)}.`,
      rpcCall(connection, 'tools/call', { name: call.tool, arguments: args }, 1),
    ].join('\n');
  }
  const fault = JSON.stringify({ server: host.id, entry: entry.id });
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
    ...restFollowUp(entry, host),
  ].join('\n');
}
