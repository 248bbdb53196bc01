/**
 * A raw HTTP client for tests of the Node mock: it sends exactly the method, target and headers it is
 * given (a dot segment, a backslash, an absolute-form target, a foreign `Host`), which `fetch` would not.
 */
import { request, type Agent, type IncomingHttpHeaders } from 'node:http';

export interface RawRequest {
  method?: string;
  /** The request target as sent on the request line. */
  target: string;
  headers?: Record<string, string>;
  body?: string | Uint8Array;
  agent?: Agent | false;
  /** For an event stream, stop reading after this long and keep what came (an idle stream never ends). */
  streamMs?: number;
  /** Fail when no complete answer came within this long. */
  deadlineMs?: number;
}

export interface RawResponse {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

/** Sends one request to `origin` and reads the whole answer. */
export function rawRequest(origin: string, sent: RawRequest): Promise<RawResponse> {
  const { hostname, port } = new URL(origin);
  return new Promise((resolve, reject) => {
    const outgoing = request(
      {
        host: hostname,
        port,
        method: sent.method ?? 'GET',
        path: sent.target,
        headers: sent.headers ?? {},
        agent: sent.agent ?? false,
      },
      (incoming) => {
        const chunks: Buffer[] = [];
        const done = () => {
          clearTimeout(deadline);
          resolve({
            status: incoming.statusCode ?? 0,
            headers: incoming.headers,
            body: Buffer.concat(chunks).toString(),
          });
        };
        incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
        incoming.on('end', done);
        incoming.on('error', reject);
        if (sent.streamMs !== undefined && /event-stream/.test(incoming.headers['content-type'] ?? '')) {
          setTimeout(() => {
            done();
            outgoing.destroy();
          }, sent.streamMs);
        }
      },
    );
    const deadline = setTimeout(
      () => {
        reject(new Error(`No answer to ${sent.method ?? 'GET'} ${sent.target} within ${sent.deadlineMs} ms.`));
        outgoing.destroy();
      },
      sent.deadlineMs ?? 2 ** 31 - 1,
    );
    outgoing.on('error', (error) => {
      clearTimeout(deadline);
      reject(error);
    });
    outgoing.end(sent.body);
  });
}

/** The JSON-RPC headers an MCP POST carries. */
export const mcpHeaders = { 'Content-Type': 'application/json', Accept: 'application/json, text/event-stream' };

/** A 2025-11-25 `initialize` body. */
export const initializeBody = JSON.stringify({
  jsonrpc: '2.0',
  id: 1,
  method: 'initialize',
  params: { protocolVersion: '2025-11-25', capabilities: {}, clientInfo: { name: 'test', version: '1.0.0' } },
});
