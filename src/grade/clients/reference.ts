/**
 * The reference client as a command for the grader, on the exports of `src/client/` today
 * (`createResilientFetch`, `callToolResiliently`): one budget and one quiet gate for the whole client, a
 * sign-in for a refused or under-scoped token, a new session for a lost one, a poller for held calls, and the
 * arguments for a call the server asks for first. Switch to `createResilientClient` once `src/client/` has it.
 *
 *   npm run grade -- --command "npx node src/grade/clients/reference.ts" --suite all
 */
import { Client, StreamableHTTPClientTransport, type FetchLike } from '@modelcontextprotocol/client';
import {
  callToolResiliently,
  createQuietGate,
  createResilientFetch,
  createRetryBudget,
  isReauthenticationRequiredError,
  isScopeRequiredError,
  showPassportPoller,
  type Decision,
} from '../../client/index.ts';
import { readContext, signIn } from './read-context.ts';

const { url, context } = readContext();
let token = context.credentials?.bearer;
const shared = { server: context.server, budget: createRetryBudget(), gate: createQuietGate() };

// The token is read at each request, so a new one is used from the next request on.
const authorized: FetchLike = (input, init) => {
  const headers = new Headers(init?.headers);
  if (token) headers.set('Authorization', `Bearer ${token}`);
  return fetch(input, { ...init, headers });
};
const resilientFetch = createResilientFetch({ ...shared, fetch: authorized });

let client!: Client;
const open = async (): Promise<void> => {
  client = new Client({ name: 'atlas-reference', version: '1.0.0' }, { versionNegotiation: { mode: 'auto' } });
  await client.connect(new StreamableHTTPClientTransport(url, { fetch: resilientFetch }));
};
const renewToken = async (decision: Decision): Promise<void> => {
  token = await signIn(context, decision.scope);
};

/** The reference client's decision behind an error, also where the SDK wrapped it (its era negotiation does). */
function decisionBehind(error: unknown): Decision | undefined {
  for (let cause = error; cause instanceof Error; cause = cause.cause) {
    if (isReauthenticationRequiredError(cause) || isScopeRequiredError(cause)) return cause.decision;
  }
  return undefined;
}

try {
  await open();
} catch (error) {
  // A refused token at connect: sign in once (with the scope the server named) and connect again.
  const decision = decisionBehind(error);
  if (!decision || !context.signIn) throw error;
  await renewToken(decision);
  await open();
}

// Reads the current client at each call, so a repeat after re-initializing goes to the new session.
const current = {
  callTool: (...args: Parameters<Client['callTool']>) => client.callTool(...args),
  getNegotiatedProtocolVersion: () => client.getNegotiatedProtocolVersion(),
};
let failed = false;
for (const call of context.task.calls) {
  try {
    const result = await callToolResiliently(
      current,
      { name: call.tool, arguments: call.arguments },
      {
        ...shared,
        ...(context.task.idempotencyKey ? { idempotencyKey: context.task.idempotencyKey } : {}),
        ...(context.heldCalls ? { pollHold: showPassportPoller(current, context.heldCalls.pollTool) } : {}),
        ...(context.callFirstArguments ? { callFirstArguments: context.callFirstArguments } : {}),
        reinitialize: async () => {
          await client.close().catch(() => undefined);
          await open();
        },
        ...(context.signIn ? { onUnauthorized: renewToken, onInsufficientScope: renewToken } : {}),
      },
    );
    console.log(JSON.stringify(result));
  } catch (error) {
    failed = true;
    console.error(error instanceof Error ? `${error.name}: ${error.message}` : String(error));
  }
}
await client.close();
process.exitCode = failed ? 1 : 0;
