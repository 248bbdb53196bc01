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
import { entries, type Revision, type ServerId } from '../catalog/index.ts';
import { createResilientClient, type Decision } from '../client/index.ts';
import { loadServerModule } from '../mock/index.ts';
import type { Exchange } from '../mock/index.ts';
import type { PlaygroundClock } from './playground-clock.ts';
import { recordingFetch } from './recording-fetch.ts';

/**
 * Arguments typed by a reader, read as a JSON object; throws a message that says what to fix, with `example` (the
 * chosen tool's own example arguments, as JSON) as the object to write.
 */
export function parseArguments(text: string, example = '{}'): Record<string, unknown> {
  if (text.trim() === '') return {};
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    const detail = error instanceof Error ? error.message : String(error);
    throw new Error(`The arguments are not JSON (${detail}). Write an object such as ${example}.`, { cause: error });
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    throw new Error(`The arguments must be a JSON object, such as ${example}, not a list or a single value.`);
  }
  return value as Record<string, unknown>;
}

export interface ManualCallOptions {
  server: ServerId;
  revision: Revision;
  origin: string;
  fetch: FetchLike;
  clock: PlaygroundClock;
  onExchange?: (exchange: Exchange) => void;
}

/**
 * The reader's own calls to one server: an SDK client connected through one reference client, whose gate and
 * budget last across reconnections (a new session after a run reset the mock is the client's `reinitialize`).
 */
export interface ManualClient {
  /** The SDK client of the current connection; `connect` first. */
  readonly client: Client;
  /** Connects (again): closes the last SDK client and connects a new one through the same reference client. */
  connect(): Promise<Client>;
  /** Calls the tool; resolves to the result, or rejects with the client's error. Decisions go to `onDecision`. */
  call(
    /** `example`: the tool's example arguments as JSON, which a message about malformed arguments offers. */
    call: { tool: string; argumentsText: string; example?: string },
    onDecision?: (decision: Decision) => void,
  ): Promise<CallToolResult>;
  close(): Promise<void>;
}

/** A manual client for one server, not yet connected. */
export function createManualClient(options: ManualCallOptions): ManualClient {
  const record = recordingFetch(options.fetch, (exchange) => options.onExchange?.(exchange));
  let sdk: Client | undefined;
  let listener: ((decision: Decision) => void) | undefined;
  const connect = async (): Promise<Client> => {
    await sdk?.close().catch(() => undefined);
    sdk = undefined;
    const headers = await credentialsFor(options, record);
    const client = new Client(
      { name: 'mcp-error-atlas-playground', version: '1.0.0' },
      { versionNegotiation: { mode: 'auto' } },
    );
    await client.connect(
      new StreamableHTTPClientTransport(new URL(`${options.origin}/${options.server}/mcp`), {
        fetch: atlas.fetch,
        requestInit: { headers },
      }),
    );
    sdk = client;
    return client;
  };
  const atlas = createResilientClient({
    server: options.server,
    entries,
    fetch: record,
    clock: {
      sleep: (ms, signal) => options.clock.sleep(ms, signal).then(() => undefined),
      now: () => options.clock.now(),
    },
    hooks: {
      onDecision: ({ decision }) => listener?.(decision),
      // A Trigger run resets the mock, which ends this client's session: start a new one.
      reinitialize: async () => void (await connect()),
    },
  });
  const current = (): Client => {
    if (!sdk) throw new Error('The manual client is not connected.');
    return sdk;
  };
  return {
    get client() {
      return current();
    },
    connect,
    async call(call, onDecision) {
      const args = parseArguments(call.argumentsText, call.example);
      // Reads the current SDK client at each call, so a repeat after reconnecting goes to the new session.
      const caller = {
        callTool: (...params: Parameters<Client['callTool']>) => current().callTool(...params),
        getNegotiatedProtocolVersion: () => current().getNegotiatedProtocolVersion(),
      };
      listener = onDecision;
      try {
        return await atlas.callTool(caller, { name: call.tool, arguments: args });
      } finally {
        listener = undefined;
      }
    },
    async close() {
      await sdk?.close().catch(() => undefined);
      sdk = undefined;
    },
  };
}

/** The demo account's credentials where the server needs them (an API key, or a token minted now), as its module says. */
async function credentialsFor(options: ManualCallOptions, record: FetchLike): Promise<Record<string, string>> {
  // In the page the server's module loads on first use.
  const { demo } = await loadServerModule(options.server);
  const authorization = await demo.authorization(options.revision, {
    origin: options.origin,
    fetch: record,
  });
  return authorization === undefined ? {} : { Authorization: authorization };
}
