/**
 * The JSON a response carries: a JSON-RPC message (a single one, a batch, or the events of an SSE
 * stream) or a `CallToolResult`, and the `Failure` the reference client would see in it.
 */
import type { Failure, HttpFailure, ToolFailure } from '../decision.ts';

/** A plain object, or `undefined`. */
export function recordOf(value: unknown): Record<string, unknown> | undefined {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : undefined;
}

/** `JSON.parse`, or `undefined`. */
export function parseJsonText(text: string): unknown {
  const trimmed = text.trim();
  if (!/^[{[]/.test(trimmed)) return undefined;
  try {
    return JSON.parse(trimmed) as unknown;
  } catch {
    return undefined;
  }
}

/** Whether a body is an SSE stream (`event: message`, `data: {...}`). */
export function isSseText(text: string): boolean {
  return /^(?:event|data|id|retry):/m.test(text.trim()) && /^data:/m.test(text);
}

/** The data of each event of an SSE stream, multi-line data joined as the format says. */
export function sseEvents(text: string): string[] {
  return text
    .replace(/\r\n?/g, '\n')
    .split(/\n\n+/)
    .map((block) =>
      block
        .split('\n')
        .filter((line) => line.startsWith('data:'))
        .map((line) => line.slice(5).replace(/^ /, ''))
        .join('\n'),
    )
    .filter((data) => data.trim() !== '');
}

const isResponse = (value: unknown): boolean => {
  const record = recordOf(value);
  return record !== undefined && ('error' in record || 'result' in record);
};

/**
 * The message that answers the request in a body: the JSON document itself, the first error of a
 * batch (else its first response), or the SSE event that is a response (notifications before it are
 * progress, not the answer).
 */
export function messageOf(body: string): unknown {
  if (isSseText(body)) {
    const events = sseEvents(body).map(parseJsonText);
    return events.find(isResponse) ?? events.find((event) => event !== undefined);
  }
  const json = parseJsonText(body);
  if (!Array.isArray(json)) return json;
  return json.find((item) => recordOf(recordOf(item)?.['error']) !== undefined) ?? json.find(isResponse);
}

/** The JSON-RPC error object a message carries (`{ error: { code, message } }`, or a bare error object). */
export function rpcErrorIn(message: unknown): { code: number; message: string; data?: unknown } | undefined {
  const record = recordOf(message);
  const error = recordOf(record?.['error']) ?? (record && 'jsonrpc' in record ? undefined : record);
  if (typeof error?.['code'] !== 'number' || typeof error['message'] !== 'string') return undefined;
  return { code: error['code'], message: error['message'], ...('data' in error ? { data: error['data'] } : {}) };
}

/** The `CallToolResult` a message carries (its `result`, or the message itself), if any. */
export function toolResultIn(message: unknown): Record<string, unknown> | undefined {
  const record = recordOf(message);
  const result = recordOf(record?.['result']) ?? record;
  return Array.isArray(result?.['content']) ? result : undefined;
}

/** The failure a `CallToolResult` describes, as the client reads it. */
export function toolFailureOf(result: Record<string, unknown>): ToolFailure {
  const blocks = Array.isArray(result['content']) ? (result['content'] as unknown[]) : [];
  const text = blocks
    .map(recordOf)
    .flatMap((block) => (block?.['type'] === 'text' && typeof block['text'] === 'string' ? [block['text']] : []))
    .join('\n');
  return {
    kind: 'tool-result',
    isError: result['isError'] === true,
    text,
    ...(result['structuredContent'] === undefined ? {} : { structuredContent: result['structuredContent'] }),
  };
}

/**
 * The failure a message alone describes (no HTTP status known): a JSON-RPC error, or a tool result.
 * `undefined` for a success that is not a tool result.
 */
export function failureOfMessage(message: unknown, httpStatus?: number): Failure | undefined {
  const error = rpcErrorIn(message);
  if (error) return { kind: 'jsonrpc-error', ...error, ...(httpStatus === undefined ? {} : { httpStatus }) };
  const result = toolResultIn(message);
  return result ? toolFailureOf(result) : undefined;
}

/**
 * The failure an HTTP response describes, as the reference client meets it: a refusal (any status
 * that is not 2xx) at its fetch, with headers and body; a JSON-RPC error or tool result in a 2xx.
 */
export function failureOfHttp(
  status: number,
  headers: Headers | undefined,
  body: string,
  message: unknown,
): Failure | undefined {
  if (status < 200 || status > 299) {
    const text = isSseText(body) && message !== undefined ? JSON.stringify(message) : body;
    const failure: HttpFailure = { kind: 'http', status, body: text, ...(headers ? { headers } : {}) };
    return failure;
  }
  if (rpcErrorIn(message))
    return { kind: 'http', status, body: JSON.stringify(message), ...(headers ? { headers } : {}) };
  return failureOfMessage(message);
}
