/**
 * The `fetch` for the SDK's transport (`new StreamableHTTPClientTransport(url, { fetch })`). The
 * SDK never reads `Retry-After` and never retries a 429 or a 5xx; this wrapper sees every response
 * with its headers, decides each refused one from the entries, waits out the ones that ask for a
 * wait and repeats them, and ends the rest with an `McpClientError` (which reaches `callTool`
 * unchanged) or hands them to the SDK as they are.
 */
import type { FetchLike } from '@modelcontextprotocol/client';
import { settleStream } from './broken-stream.ts';
import { isWaitingAction, type Decision, type DecisionEvent } from './decision.ts';
import { errorForDecision } from './decision-error.ts';
import { asRecord, failureFromResponse } from './failure.ts';
import { signalOf, type ClientSetup } from './setup.ts';

/** What a request carried, for the report: its JSON-RPC method and id, and the tool a `tools/call` names. */
function messageOf(body: RequestInit['body']): Pick<DecisionEvent, 'method' | 'requestId' | 'tool'> {
  if (typeof body !== 'string') return {};
  let message: Record<string, unknown> | undefined;
  try {
    message = asRecord(JSON.parse(body));
  } catch {
    return {};
  }
  const { method, id } = message ?? {};
  const tool = method === 'tools/call' ? asRecord(message?.['params'])?.['name'] : undefined;
  return {
    ...(typeof method === 'string' ? { method } : {}),
    ...(typeof id === 'string' || typeof id === 'number' ? { requestId: id } : {}),
    ...(typeof tool === 'string' ? { tool } : {}),
  };
}

/**
 * The resilient fetch of one client.
 *
 * @example
 * // Inside createResilientClient: a 429 with Retry-After: 3 is waited out (3 s) and repeated; callTool never sees it.
 * const fetch = resilientFetch(setup);
 */
export function resilientFetch(setup: ClientSetup): FetchLike {
  const { strategy } = setup;
  const rejectedTokens = new Set<string>();

  return async function fetch(url, init) {
    const signal = signalOf(init?.signal, setup.signal);
    const token = new Headers(init?.headers).get('authorization');
    const revision = new Headers(init?.headers).get('mcp-protocol-version') ?? undefined;
    const message = messageOf(init?.body);
    const report = (decision: Decision, attempt: number): void =>
      setup.hooks.onDecision?.({ decision, layer: 'http', attempt, url: String(url), ...message });
    return strategy.run<Response>(
      async (attempt) => {
        if (token !== null && rejectedTokens.has(token)) {
          const decision: Decision = {
            action: 'reauthenticate',
            reason: 'this token was refused before → not sent again',
          };
          report(decision, attempt);
          throw errorForDecision(decision);
        }
        const response = await setup.fetch(url, init);
        // A request's SSE stream is read to its end: one that ends without the response is thrown at the call.
        if (response.ok)
          return { kind: 'done', value: await settleStream(response, message, revision), succeeded: true };
        const failure = await failureFromResponse(response);
        const decision = strategy.decide(failure, revision, attempt);
        report(decision, attempt);
        if (decision.action === 'reauthenticate' && token !== null) rejectedTokens.add(token);
        if (!isWaitingAction(decision.action)) {
          if (!setup.passThrough.includes(decision.action)) throw errorForDecision(decision, { attempts: attempt });
          // The SDK throws this at callTool without its headers: callTool takes this decision instead of deciding again.
          if (message.requestId !== undefined) setup.handedOn.keep(failure, decision);
          return { kind: 'done', value: response, succeeded: false };
        }
        await response.body?.cancel().catch(() => undefined);
        return { kind: 'retry', decision };
      },
      { signal },
    );
  };
}
