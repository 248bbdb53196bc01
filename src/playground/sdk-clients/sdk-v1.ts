/**
 * The official SDK v1 client (`@modelcontextprotocol/sdk`) as its documentation shows it: `new Client` and the
 * Streamable HTTP transport. Its own module, so the page fetches v1 only when a reader chooses it.
 */
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport, StreamableHTTPError } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { McpError, UrlElicitationRequiredError } from '@modelcontextprotocol/sdk/types.js';
import { errorClassOf } from './error-class.ts';
import type { SdkClient } from './sdk-client.ts';

/** The error classes v1 exports that a call can throw, by name. */
const v1Errors = { McpError, StreamableHTTPError, UrlElicitationRequiredError };

type FetchLike = (url: string | URL, init?: RequestInit) => Promise<Response>;

/** A v1 client on a transport that sends through `fetch`, with `requestInit` on every request. */
export function sdkV1Client(
  clientInfo: { name: string; version: string },
  url: URL,
  options: { fetch: FetchLike; requestInit?: RequestInit },
): SdkClient {
  const client = new Client(clientInfo);
  return {
    connect: () => client.connect(new StreamableHTTPClientTransport(url, options)),
    callTool: (name, args) => client.callTool({ name, arguments: args }),
    close: () => client.close(),
    errorClassOf: (error) => errorClassOf(error, v1Errors),
  };
}
