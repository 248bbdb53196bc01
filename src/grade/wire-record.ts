/**
 * What the grader saw on the wire: every request the client sent and the answer the mock gave, with their times
 * on the mock's clock. Checks read these and nothing else; the helpers here read one exchange.
 */
import { readMessage } from '../mock/parts.ts';

/** One request and its answer. */
export interface WireExchange {
  /** 1 for the client's first request. */
  n: number;
  /** When the request arrived, in milliseconds on the mock's clock since the scenario began. */
  at: number;
  /** When the answer was complete (an event stream the client held open has none). */
  endAt?: number;
  method: string;
  /** The path and query string. */
  path: string;
  requestHeaders: Record<string, string>;
  /** The body as text, cut at `bodyCapBytes`. */
  requestBody: string;
  /** The answer's status; none when the client went away first. */
  status?: number;
  responseHeaders: Record<string, string>;
  responseBody: string;
  /** The grader let the mock do the work and then dropped the connection, as a lost reply. */
  lost?: boolean;
  /** The grader, as an intermediary, sent the status and headers without the body (kept in `responseBody`). */
  bodyDropped?: boolean;
}

/** How much of each body the record keeps. */
export const bodyCapBytes = 64 * 1024;

/** A JSON-RPC request as sent. */
export interface RpcRequest {
  method: string;
  id?: unknown;
  params?: Record<string, unknown>;
}

const record = (value: unknown): Record<string, unknown> | undefined =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;

/** The JSON-RPC message the request carried; `undefined` for anything else (a batch, a form, garbage). */
export function rpcOf(exchange: WireExchange): RpcRequest | undefined {
  try {
    const message = record(JSON.parse(exchange.requestBody));
    if (!message || typeof message['method'] !== 'string') return undefined;
    const params = record(message['params']);
    return { method: message['method'], id: message['id'], ...(params ? { params } : {}) };
  } catch {
    return undefined;
  }
}

/** The tool call the request made: its name and arguments. */
export function toolCallOf(exchange: WireExchange): { name: string; arguments: Record<string, unknown> } | undefined {
  const rpc = rpcOf(exchange);
  if (rpc?.method !== 'tools/call' || typeof rpc.params?.['name'] !== 'string') return undefined;
  return { name: rpc.params['name'], arguments: record(rpc.params['arguments']) ?? {} };
}

/** Whether the request calls `tool`. */
export const calls = (exchange: WireExchange, tool: string): boolean => toolCallOf(exchange)?.name === tool;

/** The bearer token the request carried. */
export function bearerOf(exchange: WireExchange): string | undefined {
  const header = exchange.requestHeaders['authorization'];
  return header?.toLowerCase().startsWith('bearer ') ? header.slice(7).trim() : undefined;
}

/** The JSON-RPC reply: from a JSON body or the first event of a stream. */
export function replyOf(exchange: WireExchange) {
  return readMessage(exchange.responseBody, exchange.responseHeaders['content-type'] ?? null);
}

/** A tool result in the reply. */
export interface ToolResultSeen {
  isError: boolean;
  text: string;
  structuredContent: Record<string, unknown> | undefined;
}

export function toolResultOf(exchange: WireExchange): ToolResultSeen | undefined {
  const result = record(replyOf(exchange)?.result);
  if (!result || !Array.isArray(result['content'])) return undefined;
  const text = (result['content'] as unknown[])
    .flatMap((block) => (typeof record(block)?.['text'] === 'string' ? [record(block)!['text'] as string] : []))
    .join('\n');
  return { isError: result['isError'] === true, text, structuredContent: record(result['structuredContent']) };
}

/** Whether the server answered the request as it asked: 2xx, no JSON-RPC error, no tool error. */
export function succeeded(exchange: WireExchange): boolean {
  if (exchange.lost || exchange.status === undefined || exchange.status < 200 || exchange.status > 299) return false;
  const reply = replyOf(exchange);
  if (reply?.error) return false;
  return toolResultOf(exchange)?.isError !== true;
}

/** The session id the request carried, and the one the answer handed out. */
export const sessionSent = (exchange: WireExchange): string | undefined => exchange.requestHeaders['mcp-session-id'];
export const sessionGiven = (exchange: WireExchange): string | undefined => exchange.responseHeaders['mcp-session-id'];

/** A short label: `POST tools/call ask_directory`, `GET /clockford/mcp`, `POST /clockford/oauth/token`. */
export function labelOf(exchange: WireExchange): string {
  const rpc = rpcOf(exchange);
  if (!rpc) return `${exchange.method} ${exchange.path}`;
  const tool = toolCallOf(exchange);
  return `${exchange.method} ${rpc.method}${tool ? ` ${tool.name}` : ''}`;
}
