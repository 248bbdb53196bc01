/**
 * A catalog entry's wire form, rendered as the text a reader would paste: `curl -i` output, a
 * JSON-RPC message (bare, or in an SSE stream on a 200), a `CallToolResult`, a HAR entry. Built
 * from the catalog alone, with the client tests' wire forms (`tests/unit/client/wire-forms.ts`).
 */
import type { ErrorEntry, RpcWire, ToolWire } from '../../../src/catalog/index.ts';
import { fillJson, fillText } from '../../../src/catalog/index.ts';
import { responseFor, toolResultFor } from '../client/wire-forms.ts';
import type { HttpWire } from '../../../src/catalog/index.ts';

/** A response as `curl -i` prints it: status line, headers, blank line, body (CRLF line ends). */
export async function curlText(response: Response): Promise<string> {
  const head = [`HTTP/1.1 ${response.status} ${response.statusText}`.trimEnd()];
  for (const [name, value] of response.headers) head.push(`${name}: ${value}`);
  return `${head.join('\r\n')}\r\n\r\n${await response.text()}`;
}

export const httpCurl = (entry: ErrorEntry, wire: HttpWire): Promise<string> => curlText(responseFor(entry, wire));

/** The JSON-RPC error message of a `jsonrpc-error` wire form. */
export function rpcMessage(entry: ErrorEntry, wire: RpcWire, id: number | string = 1): Record<string, unknown> {
  const error = {
    code: wire.code,
    message: fillText(wire.message, entry.placeholders),
    ...(wire.data === undefined ? {} : { data: fillJson(wire.data, entry.placeholders) }),
  };
  return { jsonrpc: '2.0', id, error };
}

/** The `curl -i` text of the HTTP response that carries a `jsonrpc-error` wire form. */
export function rpcCurl(entry: ErrorEntry, wire: RpcWire): string {
  return `HTTP/1.1 ${wire.httpStatus}\r\ncontent-type: application/json\r\n\r\n${JSON.stringify(rpcMessage(entry, wire))}`;
}

/** The tool result of a `tool-result` wire form, as the SSE stream of a 200 `tools/call` response. */
export function toolSseCurl(entry: ErrorEntry, wire: ToolWire): string {
  const message = { jsonrpc: '2.0', id: 7, result: toolResultFor(entry, wire) };
  return `HTTP/1.1 200 OK\r\ncontent-type: text/event-stream\r\n\r\nevent: message\ndata: ${JSON.stringify(message)}\n\n`;
}

/** One HAR 1.2 entry. */
export function harEntry(
  status: number,
  headers: Record<string, string>,
  body: string,
  request: { url?: string; headers?: Record<string, string>; body?: string } = {},
): Record<string, unknown> {
  const list = (record: Record<string, string>) => Object.entries(record).map(([name, value]) => ({ name, value }));
  return {
    request: {
      method: 'POST',
      url: request.url ?? 'https://mcp.example.test/mcp',
      headers: list(request.headers ?? { 'content-type': 'application/json' }),
      ...(request.body === undefined ? {} : { postData: { mimeType: 'application/json', text: request.body } }),
    },
    response: { status, statusText: '', headers: list(headers), content: { mimeType: 'application/json', text: body } },
  };
}
