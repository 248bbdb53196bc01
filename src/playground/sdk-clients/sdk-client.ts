/**
 * An official SDK client, bare, as each SDK's documentation shows it: `new Client`, the Streamable HTTP transport,
 * `connect`, `callTool`. No retry and no wrapper of ours: only the transport's `fetch` (the wire the page records)
 * and the demo credential on every request. This module loads with an SDK's first run, and v1 with its own.
 */
// v2 is the client the reference client is built on: the playground has it loaded already.
import {
  Client,
  InsufficientScopeError,
  MissingRequiredClientCapabilityError,
  ProtocolError,
  ResourceNotFoundError,
  SdkError,
  SdkHttpError,
  StreamableHTTPClientTransport,
  UnsupportedProtocolVersionError,
  UrlElicitationRequiredError,
} from '@modelcontextprotocol/client';
import { errorClassOf } from './error-class.ts';
import type { Sdk } from './sdk-surface.ts';

type FetchLike = (url: string | URL, init?: RequestInit) => Promise<Response>;

/** The calls a run makes, the same for both SDKs. */
export interface SdkClient {
  connect(): Promise<void>;
  callTool(name: string, args: Record<string, unknown>): Promise<unknown>;
  close(): Promise<void>;
  /** The class of an error this SDK threw, by its name: `SdkHttpError`. */
  errorClassOf(error: unknown): string;
}

/** The error classes v2 exports that a call can throw, by name. */
const v2Errors = {
  InsufficientScopeError,
  MissingRequiredClientCapabilityError,
  ProtocolError,
  ResourceNotFoundError,
  SdkError,
  SdkHttpError,
  UnsupportedProtocolVersionError,
  UrlElicitationRequiredError,
};

const clientInfo = { name: 'mcp-error-atlas-sdk-run', version: '1.0.0' };

/** A client of one SDK, on a transport that sends through `fetch`, with `requestInit` on every request. */
export async function loadSdkClient(
  sdk: Sdk,
  url: URL,
  fetch: FetchLike,
  requestInit: RequestInit | undefined,
): Promise<SdkClient> {
  const options = { fetch, ...(requestInit ? { requestInit } : {}) };
  if (sdk === 'v2') {
    // v2's documented setup: probe server/discover, fall back to initialize at 2025-11-25.
    const client = new Client(clientInfo, { versionNegotiation: { mode: 'auto' } });
    return {
      connect: () => client.connect(new StreamableHTTPClientTransport(url, options)),
      callTool: (name, args) => client.callTool({ name, arguments: args }),
      close: () => client.close(),
      errorClassOf: (error) => errorClassOf(error, v2Errors),
    };
  }
  // v1 is its own chunk, fetched on first choice.
  return (await import('./sdk-v1.ts')).sdkV1Client(clientInfo, url, options);
}
