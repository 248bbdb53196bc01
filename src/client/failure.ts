/**
 * Reads a `Failure` off what the SDK hands back: a `Response` (in the transport's `fetch`) or a
 * `CallToolResult`. Also reads the server's own words and any JSON document a failure carries.
 * A thrown SDK error is read in `sdk-failure.ts`: this module imports only the SDK's types, so code
 * that reads responses without the SDK (the explainer) loads none of it.
 */
import type { CallToolResult } from '@modelcontextprotocol/client';
import type { Failure, HttpFailure, ToolFailure } from './decision.ts';

/**
 * The failure a non-OK response describes. Reads the body of a clone, so the response itself is
 * left unread for the SDK.
 *
 * @example
 * const failure = await failureFromResponse(response); // { kind: 'http', status: 429, headers, body: 'Too many…' }
 */
export async function failureFromResponse(response: Response, surface?: HttpFailure['surface']): Promise<HttpFailure> {
  const body = await response
    .clone()
    .text()
    .catch(() => '');
  return { kind: 'http', status: response.status, headers: response.headers, body, ...(surface ? { surface } : {}) };
}

/** The failure a tool result describes (also for `isError: false`, which may be a replay). */
export function failureFromToolResult(result: CallToolResult): ToolFailure {
  const text = result.content.flatMap((block) => (block.type === 'text' ? [block.text] : [])).join('\n');
  return {
    kind: 'tool-result',
    isError: result.isError === true,
    text,
    ...(result.structuredContent === undefined ? {} : { structuredContent: result.structuredContent }),
  };
}

/** `JSON.parse`, or `undefined`; also reads the first `data:` event of an SSE body. */
export function parseJson(text: string): unknown {
  const trimmed = text.trim();
  const json = /^(event|data|id|retry):/m.test(trimmed)
    ? trimmed
        .split('\n')
        .filter((line) => line.startsWith('data:'))
        .map((line) => line.slice(5).trim())
        .find((line) => line.startsWith('{'))
    : trimmed;
  if (json === undefined || !/^[{["]/.test(json)) return undefined;
  try {
    return JSON.parse(json) as unknown;
  } catch {
    return undefined;
  }
}

/** A plain object, or `undefined`. */
export function asRecord(value: unknown): Record<string, unknown> | undefined {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : undefined;
}

/** The JSON-RPC error in an HTTP body (`{ jsonrpc, error: { code, message, data }, id }`), if any. */
export function rpcErrorOf(body: string): { code: number; message: string; data?: unknown } | undefined {
  const error = asRecord(asRecord(parseJson(body))?.['error']);
  if (typeof error?.['code'] !== 'number' || typeof error['message'] !== 'string') return undefined;
  return { code: error['code'], message: error['message'], data: error['data'] };
}

/**
 * The JSON document a failure carries, where a server may put `retryAfterSeconds` or `resets_at`:
 * `structuredContent`, a JSON tool text, a JSON body, or the data of a JSON-RPC error.
 */
export function documentOf(failure: Failure): Record<string, unknown> | undefined {
  switch (failure.kind) {
    case 'tool-result':
      return asRecord(failure.structuredContent) ?? asRecord(parseJson(failure.text));
    case 'jsonrpc-error':
      return asRecord(failure.data);
    case 'http': {
      const document = asRecord(parseJson(failure.body));
      return asRecord(asRecord(document?.['error'])?.['data']) ?? document;
    }
  }
}

const stringAt = (record: Record<string, unknown> | undefined, key: string): string | undefined =>
  typeof record?.[key] === 'string' ? record[key] : undefined;

/**
 * The server's own words: a tool's `say` or text (the `message` of a JSON text), a JSON-RPC
 * error's message, a plain-text body, or the `message` of a JSON body.
 */
export function serverWordsOf(failure: Failure): string | undefined {
  let words: string | undefined;
  if (failure.kind === 'jsonrpc-error') words = failure.message;
  if (failure.kind === 'tool-result') {
    const json = asRecord(parseJson(failure.text));
    words = stringAt(asRecord(failure.structuredContent), 'say') ?? stringAt(json, 'message') ?? failure.text;
  }
  if (failure.kind === 'http') {
    const json = asRecord(parseJson(failure.body));
    const nested = asRecord(json?.['error']);
    words =
      rpcErrorOf(failure.body)?.message ??
      stringAt(nested, 'message') ??
      stringAt(json, 'message') ??
      stringAt(nested, 'code') ??
      stringAt(json, 'error') ??
      (json === undefined ? failure.body : undefined);
  }
  const trimmed = words?.trim();
  return trimmed ? trimmed : undefined;
}
