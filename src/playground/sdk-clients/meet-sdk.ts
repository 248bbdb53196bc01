/**
 * One official SDK client meeting one catalog entry, bare: the mock is made to hold the entry (or its tool's rule is
 * met), the SDK connects and calls a tool as its documentation shows, and what `callTool` threw or returned is
 * written down, with whether the reply's HTTP status and `Retry-After` survive into it. The playground's SDK runs
 * and the recorded SDK reality table both come from this function, so the page and the table cannot disagree.
 */
import { getServer, type CatalogEntry, type Revision, type ServerId } from '../../catalog/index.ts';
import { hostModuleOf, recipeFromCatalog, type FetchLike, type MockServers } from '../../mock/index.ts';
import type { SnippetRecipe } from '../../mock/index.ts';
import { loadSdkClient } from './sdk-client.ts';
import type { Sdk, SdkRunSurface } from './sdk-surface.ts';
import { oneLine, whereIs } from './where-is.ts';

/** The revisions each SDK speaks: v1 stops at 2025-11-25. */
export const sdkSpeaks: Record<Sdk, readonly Revision[]> = { v2: ['2026-07-28', '2025-11-25'], v1: ['2025-11-25'] };

/** A call the SDK has not settled by then is cut off and reported as hanging. */
export const sdkPatienceMs = 5_000;

/** The server that gives an entry, where the mock mounts it, and how its calls are made. */
interface Host {
  id: ServerId;
  mount: string;
  recipe: SnippetRecipe;
}

function hostOfEntry(entry: CatalogEntry): Host {
  const module = hostModuleOf(entry);
  const server = getServer(module.id);
  return {
    id: module.id,
    mount: server.mountPath ?? `/${module.id}`,
    recipe: module.snippets ?? recipeFromCatalog(server),
  };
}

/** The revision an SDK meets the entry at: v2 the host's first that gives it; v1 its one, where the host gives it. */
function revisionOf(entry: CatalogEntry, sdk: Sdk): Revision | undefined {
  const spoken = getServer(hostOfEntry(entry).id).revisions;
  if (sdk === 'v2') return spoken.find((revision) => entry.revisions.includes(revision)) ?? spoken[0];
  return spoken.find((revision) => sdkSpeaks.v1.includes(revision) && entry.revisions.includes(revision));
}

/** Why `sdk` cannot meet `entry` as the catalog gives it (a revision it does not speak, a REST route), or `undefined`. */
export function unspokenWhy(entry: CatalogEntry, sdk: Sdk): string | undefined {
  const host = getServer(hostOfEntry(entry).id);
  if (revisionOf(entry, sdk) === undefined)
    return `${host.name} gives this entry at ${entry.revisions.join(' and ')}; v1 speaks up to 2025-11-25.`;
  if (!entry.wire.some((wire) => wire.surface === 'mcp'))
    return 'Only a REST route gives this entry; the SDK speaks MCP.';
  return undefined;
}

/** The `Authorization` header the host wants at `revision`: its demo key, or a token signed in for (by the scene). */
async function credentials(host: Host, origin: string, revision: Revision, fetch: FetchLike) {
  const { key, signIn } = host.recipe;
  if (key) return `Bearer ${key}`;
  if (!signIn?.revisions.includes(revision)) return undefined;
  const response = await fetch(`${origin}${signIn.path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(signIn.form).toString(),
  });
  return `Bearer ${((await response.json()) as { access_token: string }).access_token}`;
}

export interface SdkMeeting {
  entry: CatalogEntry;
  sdk: Sdk;
  origin: string;
  mock: Pick<MockServers, 'faults'>;
  /** The SDK's own requests go through it (the page records them as the client's calls). */
  fetch: FetchLike;
  /** The scene's requests (a sign-in) go through it. */
  sceneFetch: FetchLike;
  /** @default sdkPatienceMs */
  patienceMs?: number;
  signal?: AbortSignal;
}

/** The reply to the SDK's latest request, as it left the mock. */
type LastReply = { status: number; retryAfter: string | null } | undefined;

/**
 * The SDK's fetch: its background GET for an event stream is answered 405 here (as a server may), so an entry held
 * for the call never meets it; every other request goes to `fetch`, and its reply is noted.
 */
function watchedFetch(fetch: FetchLike, note: (reply: LastReply) => void): FetchLike {
  return async (url, init) => {
    const request = new Request(url, init);
    if (request.method === 'GET') return new Response(null, { status: 405, headers: { Allow: 'POST, DELETE' } });
    const response = await fetch(url, init);
    note({ status: response.status, retryAfter: response.headers.get('Retry-After') });
    return response;
  };
}

/** `{ statusKept: true, statusIn: 'code' }`, or `{ statusKept: false }`. */
const kept = (what: 'status' | 'retryAfter', where: string | undefined) =>
  where === undefined ? { [`${what}Kept`]: false } : { [`${what}Kept`]: true, [`${what}In`]: where };

/** What `callTool` threw, as the caller holds it, against the reply the SDK last had. */
function thrownSurface(error: unknown, errorClass: string, revision: Revision, reply: LastReply): SdkRunSurface {
  const named = error instanceof Error ? error : new Error(String(error));
  const code = (error as { code?: unknown } | null)?.code;
  const status = reply?.status;
  const retryAfter = reply?.retryAfter ?? undefined;
  return {
    outcome: 'throws',
    revision,
    errorClass,
    ...(typeof code === 'number' || typeof code === 'string' ? { code } : {}),
    message: oneLine(named.message),
    ...(status !== undefined && status !== 200 ? { status, ...kept('status', whereIs(error, String(status))) } : {}),
    ...(retryAfter ? { retryAfter, ...kept('retryAfter', whereIs(error, retryAfter)) } : {}),
  };
}

/** What `callTool` returned, as the caller holds it. */
function returnedSurface(returned: unknown, revision: Revision): SdkRunSurface {
  const result = returned as { isError?: boolean; content?: Array<{ text?: string }>; structuredContent?: unknown };
  return {
    outcome: 'returns',
    revision,
    isError: result.isError === true,
    text: oneLine(result.content?.map((block) => block.text ?? '').join(' ') ?? ''),
    structuredContent: result.structuredContent !== undefined,
  };
}

/** Settles `call`, or gives `'hang'` after `ms`; rejects at once when `signal` aborts (the reader stopped the run). */
function withPatience<T>(call: Promise<T>, ms: number, signal: AbortSignal | undefined) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const patience = new Promise<'hang'>((resolve, reject) => {
    timer = setTimeout(() => resolve('hang'), ms);
    if (signal?.aborted) reject(signal.reason as Error);
    signal?.addEventListener('abort', () => reject(signal.reason as Error), { once: true });
  });
  const settled = call.then(
    (result) => ({ result }),
    (error: unknown) => ({ error }),
  );
  return Promise.race([settled, patience]).finally(() => clearTimeout(timer));
}

/** One SDK meets one entry: connects, calls a tool into the held entry, and says what the caller got. */
export async function meetSdk(meeting: SdkMeeting): Promise<SdkRunSurface> {
  const { entry, sdk, origin, mock } = meeting;
  const host = hostOfEntry(entry);
  const revision = revisionOf(entry, sdk) ?? sdkSpeaks[sdk][0]!;
  const seen: { last: LastReply } = { last: undefined };
  const fetch = watchedFetch(meeting.fetch, (reply) => (seen.last = reply));
  const authorization = await credentials(host, origin, revision, meeting.sceneFetch);
  const requestInit = authorization ? { headers: { Authorization: authorization } } : undefined;
  const client = await loadSdkClient(sdk, new URL(`${origin}${host.mount}/mcp`), fetch, requestInit);
  const patienceMs = meeting.patienceMs ?? sdkPatienceMs;
  try {
    const connected = await withPatience(client.connect(), patienceMs, meeting.signal);
    if (connected === 'hang') return { outcome: 'hangs', revision };
    if ('error' in connected) throw connected.error;
    const call = host.recipe.ordinaryCall;
    const rule = entry.trigger.kind === 'rule' ? entry.trigger.rule : '';
    const args = host.recipe.toolRuleArguments?.[rule];
    if (!args) mock.faults.add({ server: host.id, entry: entry.id });
    seen.last = undefined;
    const settled = await withPatience(
      client.callTool(call.tool, { ...(args ?? call.arguments) }),
      patienceMs,
      meeting.signal,
    );
    if (settled === 'hang') return { outcome: 'hangs', revision };
    return 'result' in settled
      ? returnedSurface(settled.result, revision)
      : thrownSurface(settled.error, client.errorClassOf(settled.error), revision, seen.last);
  } catch (error) {
    // A run the reader stopped ends there, as the other clients' runs do.
    if (meeting.signal?.aborted) throw error;
    return {
      outcome: 'no-connection',
      revision,
      message: oneLine(error instanceof Error ? error.message : String(error)),
    };
  } finally {
    await client.close().catch(() => undefined);
  }
}
