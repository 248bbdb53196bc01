import { readRequestBody } from '@modelcontextprotocol/server';

/** What the gate needs to know of a POST body, read without consuming the request. */
export interface RpcPeek {
  /** True when the body is over the limit the gate read it with; nothing past the limit was read. */
  tooLarge: boolean;
  /** The parsed body, or `undefined` when it is not JSON. */
  json: unknown;
  /** True for a JSON-RPC batch (an array). */
  isBatch: boolean;
  /** The first message's id, method and `tools/call` tool name, when there are such. */
  id: string | number | null;
  method: string | undefined;
  toolName: string | undefined;
  /** `tools/call` arguments, when present. */
  toolArguments: Record<string, unknown> | undefined;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Reads a request's body from a clone, so the MCP server still gets the original. The read stops once
 * more than `maxBytes` (the server's own limit) have arrived, or at once when `Content-Length` says so.
 */
export async function peekRpc(request: Request, maxBytes: number): Promise<RpcPeek> {
  const body = await readRequestBody(request.clone(), maxBytes);
  let json: unknown;
  try {
    json = body.tooLarge ? undefined : JSON.parse(body.text);
  } catch {
    json = undefined;
  }
  const first: unknown = Array.isArray(json) ? json[0] : json;
  const message = isRecord(first) ? first : {};
  const params = isRecord(message['params']) ? message['params'] : {};
  const id = message['id'];
  return {
    tooLarge: body.tooLarge,
    json,
    isBatch: Array.isArray(json),
    id: typeof id === 'string' || typeof id === 'number' ? id : null,
    method: typeof message['method'] === 'string' ? message['method'] : undefined,
    toolName: typeof params['name'] === 'string' ? params['name'] : undefined,
    toolArguments: isRecord(params['arguments']) ? params['arguments'] : undefined,
  };
}

/** The path of a request below a mount path: `/clockford/mcp` → `/mcp`. */
export function subPath(request: Request, mountPath: string): string {
  const { pathname } = new URL(request.url);
  return pathname.startsWith(mountPath) ? pathname.slice(mountPath.length) || '/' : pathname;
}

/** A path segment with its percent-escapes decoded; `undefined` when an escape is malformed (`%ZZ`, `%E0%A4%A`). */
export function decodeSegment(segment: string): string | undefined {
  try {
    return decodeURIComponent(segment);
  } catch {
    return undefined;
  }
}
