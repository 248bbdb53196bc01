/**
 * Records what the official TypeScript SDK clients show a program for each catalog entry: v2
 * (`@modelcontextprotocol/client`) and v1 (`@modelcontextprotocol/sdk`, on the revision it speaks).
 * Each client connects to the in-process mock as a real one would, the mock is made to hold the entry
 * (or its rule is met), and the client calls a tool; what it throws or returns is written down, with
 * whether the HTTP status and the Retry-After value survive into it. Nothing here is typed in: the
 * entry pages show this record, and `sdk-surfaces.test.ts` checks it is current.
 */
import { readFileSync } from 'node:fs';
import { Client as ClientV2, StreamableHTTPClientTransport as TransportV2 } from '@modelcontextprotocol/client';
import { Client as ClientV1 } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport as TransportV1 } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { getServer, type CatalogEntry, type Revision } from '../../../../src/catalog/index.ts';
import { snippetRevision } from '../../../../src/components/entry/curl-snippet.ts';
import type { SdkSurface, SdkSurfaces } from '../../../../src/components/entry/sdk-surfaces.ts';
import { snippetHostOf, type SnippetHost } from '../../../../src/components/entry/snippet-host.ts';
import { ManualClock } from '../../../../src/mock/clock.ts';
import { createMockServers } from '../../../../src/mock/handler.ts';
import { sequentialIds } from '../../../../src/mock/ids.ts';

const origin = 'http://mock.test';
/** A call the SDK has not settled by then is written down as hanging. */
const patienceMs = 5_000;

const versionOf = (path: string): string =>
  (
    JSON.parse(readFileSync(new URL(`../../../../node_modules/${path}/package.json`, import.meta.url), 'utf8')) as {
      version: string;
    }
  ).version;

type Sdk = 'v2' | 'v1';

/** The revisions each SDK speaks: v1 stops at 2025-11-25. */
const speaks: Record<Sdk, readonly Revision[]> = { v2: ['2026-07-28', '2025-11-25'], v1: ['2025-11-25'] };

/** A string on one line, with the mock's per-run values (session ids, times) as they come: the mock's ids are sequential. */
const oneLine = (text: string, most = 400) => {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > most ? `${line.slice(0, most - 1)}…` : line;
};

/** Where `needle` appears in the error: the path of the first own property that holds it (`code`, `data.status`, `message`), however deep. */
function whereIs(error: unknown, needle: string): string | undefined {
  const seen = new Set<unknown>();
  const visit = (value: unknown, path: string, depth: number): string | undefined => {
    if (value === null || value === undefined || depth > 4 || seen.has(value)) return undefined;
    if (typeof value === 'string' || typeof value === 'number')
      return String(value) === needle || (typeof value === 'string' && value.includes(needle)) ? path : undefined;
    if (typeof value !== 'object') return undefined;
    seen.add(value);
    if (value instanceof Headers) return [...value.values()].some((item) => item.includes(needle)) ? path : undefined;
    for (const key of Object.getOwnPropertyNames(value).sort(
      (a, b) => Number(a === 'message') - Number(b === 'message'),
    )) {
      const found = visit((value as Record<string, unknown>)[key], path === '' ? key : `${path}.${key}`, depth + 1);
      if (found) return found;
    }
    return undefined;
  };
  return visit(error, '', 0);
}

/** The `Authorization` header the host's snippet recipe sends at `revision`: its key, or a token it signs in for. */
async function credentials(host: SnippetHost, revision: Revision, fetch: typeof globalThis.fetch) {
  const { key, signIn } = host.recipe;
  if (key) return `Bearer ${key}`;
  if (signIn?.revisions.includes(revision)) {
    const response = await fetch(`${origin}${signIn.path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(signIn.form).toString(),
    });
    return `Bearer ${((await response.json()) as { access_token: string }).access_token}`;
  }
  return undefined;
}

/** The calls the recorder makes, the same for both SDKs. */
interface SdkClient {
  connect(): Promise<void>;
  callTool(name: string, args: Record<string, unknown>): Promise<unknown>;
  close(): Promise<void>;
}

/** A client of one SDK, on a transport that sends through `fetch`, with `requestInit` on every request. */
function sdkClient(
  sdk: Sdk,
  url: URL,
  fetch: typeof globalThis.fetch,
  requestInit: RequestInit | undefined,
): SdkClient {
  const options = { fetch, ...(requestInit ? { requestInit } : {}) };
  if (sdk === 'v2') {
    const client = new ClientV2(
      { name: 'atlas-sdk-record', version: '1.0.0' },
      { versionNegotiation: { mode: 'auto' } },
    );
    return {
      connect: () => client.connect(new TransportV2(url, options)),
      callTool: (name, args) => client.callTool({ name, arguments: args }),
      close: () => client.close(),
    };
  }
  const client = new ClientV1({ name: 'atlas-sdk-record', version: '1.0.0' });
  return {
    connect: () => client.connect(new TransportV1(url, options)),
    callTool: (name, args) => client.callTool({ name, arguments: args }),
    close: () => client.close(),
  };
}

/** `{ statusKept: true, statusIn: 'code' }`, or `{ statusKept: false }`. */
const kept = (what: 'status' | 'retryAfter', where: string | undefined) =>
  where === undefined ? { [`${what}Kept`]: false } : { [`${what}Kept`]: true, [`${what}In`]: where };

/** One SDK meeting one entry. */
async function meet(entry: CatalogEntry, sdk: Sdk): Promise<SdkSurface> {
  const host = snippetHostOf(entry);
  const spoken = getServer(host.id).revisions.filter(
    (revision) => speaks[sdk].includes(revision) && entry.revisions.includes(revision),
  );
  const revision = sdk === 'v2' ? snippetRevision(entry) : spoken[0];
  if (!revision || !spoken.includes(revision))
    return {
      outcome: 'not-spoken',
      why: `${getServer(host.id).name} gives this entry at ${entry.revisions.join(' and ')}; v1 speaks up to 2025-11-25.`,
    };
  if (!entry.wire.some((wire) => wire.surface === 'mcp'))
    return { outcome: 'not-spoken', why: 'Only a REST route gives this entry; the SDK speaks MCP.' };

  const mock = createMockServers({ clock: new ManualClock(), origin, ids: sequentialIds() });
  // The reply to the client's latest request, as it left the mock (a holder: closures write it).
  const seen: { last?: { status: number; retryAfter: string | null } } = {};
  const lastReply = () => seen.last;
  const fetch = async (input: string | URL | Request, init?: RequestInit): Promise<Response> => {
    const request = input instanceof Request ? input : new Request(input, init);
    // No event stream: the background GET a legacy session opens would meet an entry meant for the call.
    if (request.method === 'GET') return new Response(null, { status: 405, headers: { Allow: 'POST, DELETE' } });
    const response = (await mock.handle(request)) ?? new Response('Not served.', { status: 404 });
    seen.last = { status: response.status, retryAfter: response.headers.get('Retry-After') };
    return response;
  };
  const authorization = await credentials(host, revision, fetch);
  const url = new URL(`${origin}${host.mount}/mcp`);
  const requestInit = authorization ? { headers: { Authorization: authorization } } : undefined;
  const client = sdkClient(sdk, url, fetch, requestInit);
  try {
    await client.connect();
    const call = host.recipe.ordinaryCall;
    const rule = entry.trigger.kind === 'rule' ? entry.trigger.rule : '';
    const args = host.recipe.toolRuleArguments?.[rule];
    if (!args) mock.faults.add({ server: host.id, entry: entry.id });
    delete seen.last;
    const settled = await Promise.race([
      client.callTool(call.tool, args ?? call.arguments).then(
        (result) => ({ result }),
        (error: unknown) => ({ error }),
      ),
      new Promise<'hang'>((resolve) => setTimeout(() => resolve('hang'), patienceMs)),
    ]);
    if (settled === 'hang') return { outcome: 'hangs', revision };
    const reply = lastReply();
    const status = reply?.status;
    const retryAfter = reply?.retryAfter ?? undefined;
    if ('result' in settled) {
      const result = settled.result as {
        isError?: boolean;
        content?: Array<{ text?: string }>;
        structuredContent?: unknown;
      };
      return {
        outcome: 'returns',
        revision,
        isError: result.isError === true,
        text: oneLine(result.content?.map((block) => block.text ?? '').join(' ') ?? ''),
        structuredContent: result.structuredContent !== undefined,
      };
    }
    const error = settled.error;
    const named = error instanceof Error ? error : new Error(String(error));
    const code = (error as { code?: unknown }).code;
    return {
      outcome: 'throws',
      revision,
      errorClass: named.constructor.name,
      ...(typeof code === 'number' || typeof code === 'string' ? { code } : {}),
      message: oneLine(named.message),
      ...(status !== undefined && status !== 200 ? { status, ...kept('status', whereIs(error, String(status))) } : {}),
      ...(retryAfter ? { retryAfter, ...kept('retryAfter', whereIs(error, retryAfter)) } : {}),
    };
  } catch (error) {
    return {
      outcome: 'no-connection',
      revision,
      message: oneLine(error instanceof Error ? error.message : String(error)),
    };
  } finally {
    await client.close().catch(() => undefined);
  }
}

/** What both SDKs show for every entry, with the versions they were observed on. */
export async function recordSdkSurfaces(entries: readonly CatalogEntry[]): Promise<SdkSurfaces> {
  const record: SdkSurfaces = {
    sdks: {
      v2: { package: '@modelcontextprotocol/client', version: versionOf('@modelcontextprotocol/client') },
      v1: { package: '@modelcontextprotocol/sdk', version: versionOf('@modelcontextprotocol/sdk') },
    },
    entries: {},
  };
  for (const entry of entries) record.entries[entry.id] = { v2: await meet(entry, 'v2'), v1: await meet(entry, 'v1') };
  return record;
}
