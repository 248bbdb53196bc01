/**
 * The reference client as a command for the grader, used as a reader uses the package: one
 * `createResilientClient` for the server with the catalog's entries, the official SDK client connected through its
 * `fetch`, every tool call through its `callTool`, and a hook for each reaction that needs the app (a new token, a
 * new session, a held call's poll, a first call's arguments).
 *
 *   npm run grade -- --command "node --import ./scripts/client-alias.ts src/grade/clients/reference.ts" --suite all
 */
import { Client, StreamableHTTPClientTransport, type FetchLike } from '@modelcontextprotocol/client';
import {
  createResilientClient,
  isMcpClientError,
  showPassportPoller,
  type Decision,
  type Entry,
} from 'mcp-error-atlas-client';
import { entries } from 'mcp-error-atlas-client/entries';
import { readContext, signIn } from './read-context.ts';

const { url, context } = readContext();

/** The errors the server publishes in the Atlas's format, where the context says where: a server known by its data. */
async function publishedEntries(catalog: string | undefined): Promise<readonly Entry[]> {
  if (catalog === undefined) return [];
  const response = await fetch(catalog);
  const published = (response.ok ? await response.json() : undefined) as { entries?: unknown } | undefined;
  if (!Array.isArray(published?.entries)) throw new Error(`${catalog} answered ${response.status} without entries.`);
  return published.entries as Entry[];
}
let token = context.credentials?.bearer;
let client!: Client;

// Reads the current client at each call, so a repeat after re-initializing goes to the new session.
const current = {
  callTool: (...args: Parameters<Client['callTool']>) => client.callTool(...args),
  getNegotiatedProtocolVersion: () => client.getNegotiatedProtocolVersion(),
};
const renewToken = async (decision: Decision): Promise<void> => {
  token = await signIn(context, decision.scope);
};

const atlas = createResilientClient({
  server: context.server,
  entries: [...entries, ...(await publishedEntries(context.catalog))],
  hooks: {
    reinitialize: async () => {
      // The server has forgotten the session, so closing it may fail.
      await client.close().catch(() => undefined);
      await open();
    },
    ...(context.signIn ? { onUnauthorized: renewToken, onInsufficientScope: renewToken } : {}),
    ...(context.heldCalls ? { pollHold: showPassportPoller(current, context.heldCalls.pollTool) } : {}),
    ...(context.callFirstArguments ? { callFirstArguments: context.callFirstArguments } : {}),
  },
});

// The token goes on outside the client's fetch, which then sees it and never sends a refused one again.
const authorized: FetchLike = (input, init) => {
  const headers = new Headers(init?.headers);
  if (token) headers.set('Authorization', `Bearer ${token}`);
  return atlas.fetch(input, { ...init, headers });
};

async function open(): Promise<void> {
  client = new Client({ name: 'atlas-reference', version: '1.0.0' }, { versionNegotiation: { mode: 'auto' } });
  await client.connect(new StreamableHTTPClientTransport(url, { fetch: authorized }));
}

/** The decision for a new token behind an error, also where the SDK wrapped it (its era negotiation does). */
function signInDecisionBehind(error: unknown): Decision | undefined {
  for (let cause = error; cause instanceof Error; cause = cause.cause) {
    const decision = isMcpClientError(cause) ? cause.decision : undefined;
    if (decision?.action === 'reauthenticate' || decision?.action === 'step-up-scope') return decision;
  }
  return undefined;
}

/** An error in one line: the client's code and message, or the SDK's message. */
const oneLine = (error: unknown): string =>
  isMcpClientError(error) ? `${error.code}: ${error.message}` : error instanceof Error ? error.message : String(error);

/** Connects; where the token is refused, signs in once (with the scope the server named) and connects again. */
async function connect(): Promise<void> {
  try {
    await open();
  } catch (error) {
    const decision = signInDecisionBehind(error);
    if (!decision || !context.signIn) throw error;
    await renewToken(decision);
    await open();
  }
}

let failed = false;
try {
  await connect();
} catch (error) {
  failed = true;
  console.error(`Could not connect to ${url.href}: ${oneLine(error)}`);
}
for (const call of failed ? [] : context.task.calls) {
  try {
    const idempotencyKey = context.task.idempotencyKey;
    const result = await atlas.callTool(
      current,
      { name: call.tool, arguments: call.arguments },
      idempotencyKey ? { idempotencyKey } : {},
    );
    console.log(JSON.stringify(result));
  } catch (error) {
    failed = true;
    console.error(oneLine(error));
  }
}
// A client that never connected has nothing to close.
await client.close().catch(() => undefined);
process.exitCode = failed ? 1 : 0;
