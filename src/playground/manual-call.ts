/**
 * "Call a tool yourself": the official SDK client, wrapped by the reference client, calls a tool
 * with arguments the reader typed. Malformed arguments get a clear message before anything is sent.
 */
import {
  Client,
  StreamableHTTPClientTransport,
  type CallToolResult,
  type FetchLike,
} from '@modelcontextprotocol/client';
import type { Revision, ServerId } from '../catalog/index.ts';
import { callToolResiliently, createResilientFetch, type Decision, type ToolCaller } from '../client/index.ts';
import { ichabodDemoKeys } from '../mock/servers/ichabod.ts';
import { roomsDemoKeys } from '../mock/servers/rooms.ts';
import type { Exchange } from '../mock/scenarios/index.ts';
import type { PlaygroundClock } from './playground-clock.ts';
import { recordingFetch } from './recording-fetch.ts';

/** Arguments typed by a reader, read as a JSON object; throws a message that says what to fix. */
export function parseArguments(text: string): Record<string, unknown> {
  if (text.trim() === '') return {};
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    const detail = error instanceof Error ? error.message : String(error);
    throw new Error(`The arguments are not JSON (${detail}). Write an object such as {"text": "Lamps at six."}.`, {
      cause: error,
    });
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    throw new Error(
      'The arguments must be a JSON object, such as {"text": "Lamps at six."}, not a list or a single value.',
    );
  }
  return value as Record<string, unknown>;
}

export interface ManualCallOptions {
  server: Exclude<ServerId, 'spec'>;
  revision: Revision;
  origin: string;
  fetch: FetchLike;
  clock: PlaygroundClock;
  onExchange?: (exchange: Exchange) => void;
  onDecision?: (decision: Decision) => void;
}

/** A connected client for the reader's own calls, signed in as a demo account where the server needs it. */
export async function connectManualClient(options: ManualCallOptions): Promise<Client> {
  const record = recordingFetch(options.fetch, (exchange) => options.onExchange?.(exchange));
  const headers: Record<string, string> = {};
  if (options.server === 'rooms') headers['Authorization'] = `Bearer ${roomsDemoKeys.agentAlpha}`;
  if (options.server === 'ichabod') headers['Authorization'] = `Bearer ${ichabodDemoKeys.founder}`;
  if (options.server === 'clockford' && options.revision === '2026-07-28') {
    const response = await record(`${options.origin}/clockford/oauth/token`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'account=alice&scope=town',
    });
    headers['Authorization'] = `Bearer ${((await response.json()) as { access_token: string }).access_token}`;
  }
  const fetch = createResilientFetch({
    fetch: record,
    server: options.server,
    sleep: (ms, signal) => options.clock.sleep(ms, signal).then(() => undefined),
    now: () => options.clock.now(),
    onDecision: ({ decision }) => options.onDecision?.(decision),
  });
  const client = new Client(
    { name: 'mcp-error-atlas-playground', version: '1.0.0' },
    { versionNegotiation: { mode: 'auto' } },
  );
  await client.connect(
    new StreamableHTTPClientTransport(new URL(`${options.origin}/${options.server}/mcp`), {
      fetch,
      requestInit: { headers },
    }),
  );
  return client;
}

/** Calls the tool through the reference client; resolves to the result, or rejects with the client's typed error. */
export function manualCall(
  client: ToolCaller,
  call: { server: string; tool: string; argumentsText: string },
  options: Pick<ManualCallOptions, 'clock' | 'onDecision'> & { reinitialize: () => Promise<void> },
): Promise<CallToolResult> {
  const args = parseArguments(call.argumentsText);
  return callToolResiliently(
    client,
    { name: call.tool, arguments: args },
    {
      server: call.server,
      sleep: (ms, signal) => options.clock.sleep(ms, signal).then(() => undefined),
      now: () => options.clock.now(),
      reinitialize: options.reinitialize,
      onDecision: ({ decision }) => options.onDecision?.(decision),
    },
  );
}
