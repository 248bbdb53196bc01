/**
 * A purpose-built client for the grader's tests: raw MCP over fetch, no SDK, that reacts to each answer exactly as
 * the catalog's reaction says (it matches answers the grader's way). `ATLAS_FLAW=<check id>` makes it get exactly
 * that one thing wrong, and nothing else, so each check is tested both ways.
 */
import { entriesOf, type CatalogEntry, type Reaction } from '../../../../src/catalog/index.ts';
import { answeredWith, namedWaitMs } from '../../../../src/grade/answers.ts';
import { readContext, signIn } from '../../../../src/grade/clients/read-context.ts';
import { replyOf, succeeded, toolResultOf, type WireExchange } from '../../../../src/grade/wire-record.ts';

const flaw = process.env['ATLAS_FLAW'] ?? '';
const { url, context } = readContext();
let token = context.credentials?.bearer;
let revision = context.revision;
let session: string | undefined;
let nextId = 1;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Sends one JSON-RPC message in the current era; `undefined` when the answer never came (a dropped connection). */
async function send(
  method: string,
  params: Record<string, unknown> = {},
  notification = false,
): Promise<WireExchange | undefined> {
  const modern = revision === '2026-07-28';
  const envelope = {
    'io.modelcontextprotocol/protocolVersion': '2026-07-28',
    'io.modelcontextprotocol/clientInfo': { name: 'exact-client', version: '1.0.0' },
    'io.modelcontextprotocol/clientCapabilities': {},
  };
  const body = JSON.stringify({
    jsonrpc: '2.0',
    ...(notification ? {} : { id: nextId++ }),
    method,
    params: modern ? { ...params, _meta: envelope } : params,
  });
  const headers: Record<string, string> = {
    'Content-Type': 'application/json',
    Accept: 'application/json, text/event-stream',
    ...(token ? { Authorization: `Bearer ${token}` } : {}),
    ...(modern
      ? {
          'MCP-Protocol-Version': '2026-07-28',
          'Mcp-Method': method,
          ...(typeof params['name'] === 'string' ? { 'Mcp-Name': params['name'] } : {}),
        }
      : method === 'initialize'
        ? {}
        : { 'MCP-Protocol-Version': '2025-11-25', ...(session ? { 'Mcp-Session-Id': session } : {}) }),
  };
  try {
    const response = await fetch(url, { method: 'POST', headers, body });
    const text = await response.text();
    // The flaw waits for a body that will never come, as a client that reads only JSON-RPC bodies would.
    if (flaw === 'local-error' && response.status >= 400 && text === '')
      await new Promise(() => setInterval(() => undefined, 1000));
    const lower = Object.fromEntries([...response.headers].map(([name, value]) => [name.toLowerCase(), value]));
    return {
      n: 0,
      at: 0,
      endAt: 0,
      method: 'POST',
      path: url.pathname,
      requestHeaders: headers,
      requestBody: body,
      status: response.status,
      responseHeaders: lower,
      responseBody: text,
    };
  } catch {
    return undefined;
  }
}

/** The catalog entry an answer is, the server's own entries first, and its reaction on the MCP surface. */
function reactionTo(answer: WireExchange): { entry: CatalogEntry; reaction: Reaction } | undefined {
  const entry = [...entriesOf(context.server), ...entriesOf('spec')].find((candidate) =>
    answeredWith(answer, candidate.id),
  );
  if (!entry) return undefined;
  const own = entry.wire.find((wire) => wire.surface === 'mcp' && wire.reaction)?.reaction;
  return { entry, reaction: own ?? entry.reaction };
}

/** Full jitter, or the flaw's idea of a backoff. */
function backoffMs(retry: number): number {
  if (flaw === 'backs-off') return Math.random() * 10;
  if (flaw === 'jittered-backoff') return 500 * 2 ** retry;
  if (flaw === 'slows-down') return 0;
  if (flaw === 'attempt-cap') return Math.random() * 1000;
  return Math.random() * Math.min(8000, 1000 * 2 ** retry);
}

async function initialize(): Promise<void> {
  revision = '2025-11-25';
  session = undefined;
  const params = {
    protocolVersion: '2025-11-25',
    capabilities: {},
    clientInfo: { name: 'exact-client', version: '1.0.0' },
  };
  const answer = await send('initialize', params);
  session = answer?.responseHeaders['mcp-session-id'];
  // A refused initialize is the end, unless the flaw goes on into the same refusal with other requests.
  if (answer && !succeeded(answer) && flaw !== 'no-repeat') throw new RefusedAtStart(answer);
  await send('notifications/initialized', {}, true);
}

/** The server refused the client before it could start: nothing else is sent. */
class RefusedAtStart extends Error {
  constructor(answer: WireExchange) {
    super(`Stopped: initialize refused with HTTP ${answer.status}`);
  }
}

/** Connects: the 2026-07-28 probe where asked (signing in again once, or falling back to initialize), else initialize. */
async function connect(): Promise<void> {
  if (revision !== '2026-07-28') return initialize();
  let signedIn = false;
  let probedAgain = false;
  for (;;) {
    const answer = await send('server/discover');
    if (answer && succeeded(answer)) return;
    const seen = answer && reactionTo(answer);
    if (
      !signedIn &&
      seen &&
      (seen.reaction.kind === 'reauthenticate' || seen.reaction.kind === 'step-up-scope') &&
      context.signIn
    ) {
      if (flaw === 'fresh-token' && !probedAgain) {
        probedAgain = true;
        continue;
      }
      const named = /scope="([^"]*)"/.exec(answer.responseHeaders['www-authenticate'] ?? '')?.[1];
      token = await signIn(
        context,
        seen.reaction.kind === 'step-up-scope' && flaw !== 'scoped-token' ? named : undefined,
      );
      signedIn = true;
      continue;
    }
    if (flaw === 'falls-back' && !probedAgain) {
      probedAgain = true;
      continue;
    }
    return initialize();
  }
}

const emptyOrReplayed = (answer: WireExchange): boolean => {
  const content = toolResultOf(answer)?.structuredContent;
  return content?.['replayed'] === true || (Array.isArray(content?.['messages']) && content['messages'].length === 0);
};

/** Polls the held call until the person decides; whether it was allowed. */
async function awaitPerson(holdId: string): Promise<boolean> {
  for (let poll = 0; poll < 40; poll += 1) {
    await sleep(500);
    const answer = await send('tools/call', { name: context.heldCalls?.pollTool ?? 'show_passport', arguments: {} });
    const held = (
      toolResultOf(answer!)?.structuredContent?.['harbour'] as
        { held?: Array<{ id: string; status: string }> } | undefined
    )?.held;
    const status = held?.find((item) => item.id === holdId)?.status;
    if (status === 'allowed') return true;
    if (status !== 'waiting') return false;
  }
  return false;
}

/** Makes one call of the task and carries out what the catalog says about each answer. */
async function callTool(tool: string, base: Record<string, unknown>): Promise<void> {
  const keyArgument = context.task.idempotencyKey?.argument;
  const newKey = () => (keyArgument ? { [keyArgument]: crypto.randomUUID() } : {});
  let args = { ...base, ...newKey() };
  const once = new Set<string>();
  const maxAttempts = flaw === 'attempt-cap' ? 8 : 3;
  let retries = 0;
  for (let attempt = 1; ; attempt += 1) {
    if (flaw === 'idempotency-key' && attempt > 1) args = { ...base, ...newKey() };
    const answer = await send('tools/call', { name: tool, arguments: args });
    const waitThen = async (ms: number) => {
      if (attempt >= maxAttempts) return false;
      await sleep(ms);
      return true;
    };
    if (!answer) {
      // A lost answer: only a write with a key is sent again.
      if (keyArgument && (await waitThen(backoffMs(retries++)))) continue;
      return;
    }
    if (succeeded(answer)) {
      if (flaw === 'reads-answer' && emptyOrReplayed(answer) && !once.has('reads')) {
        once.add('reads');
        continue;
      }
      console.log(answer.responseBody);
      return;
    }
    const seen = reactionTo(answer);
    const kind = seen?.reaction.kind;
    if (kind === 'retry-after' || kind === 'backoff' || kind === 'wait-for-room') {
      const source = kind === 'retry-after' ? seen!.reaction.waitFrom : 'retry-after-header';
      const named = namedWaitMs(answer, source, Date.now());
      const wait = named === undefined ? backoffMs(retries++) : flaw === 'honours-named-wait' ? named / 2 : named;
      if (await waitThen(wait)) continue;
      return;
    }
    if (kind === 'reinitialize' && !once.has(kind)) {
      once.add(kind);
      if (flaw === 'new-session') await send('tools/call', { name: tool, arguments: args });
      await initialize();
      continue;
    }
    if (kind === 'await-human' && !once.has(kind)) {
      once.add(kind);
      const hold = toolResultOf(answer)?.structuredContent?.['hold'] as { id?: string } | undefined;
      if (flaw === 'held-call') {
        await sleep(300);
        await send('tools/call', { name: tool, arguments: args });
      }
      if (hold?.id && (await awaitPerson(hold.id))) continue;
      return;
    }
    if (seen?.reaction.kind === 'call-first' && !once.has('call-first')) {
      once.add('call-first');
      const { tool: first, carry = [] } = seen.reaction;
      const carried = Object.fromEntries(carry.filter((name) => name in base).map((name) => [name, base[name]]));
      if (flaw !== 'call-first')
        await send('tools/call', { name: first, arguments: { ...carried, ...context.callFirstArguments?.[first] } });
      continue;
    }
    // An answer that repeating cannot change.
    if (flaw === 'no-repeat' && !once.has('no-repeat')) {
      // Never the same call twice, so a check of identical calls would pass it: reworded, into the same refusal.
      once.add('no-repeat');
      await send('tools/call', { name: tool, arguments: { ...args, attempt: 2 } });
      await send('tools/call', { name: tool, arguments: { ...args, attempt: 3 } });
    }
    console.error(
      `Stopped: ${seen?.entry.id ?? `HTTP ${answer.status}`} ${replyOf(answer)?.error?.message ?? toolResultOf(answer)?.text ?? answer.responseBody}`,
    );
    return;
  }
}

try {
  await connect();
  for (const call of context.task.calls) await callTool(call.tool, call.arguments);
} catch (error) {
  if (!(error instanceof RefusedAtStart)) throw error;
  console.error(error.message);
}
