/**
 * Turns catalog entries into wire forms: the exact response, JSON-RPC error or tool result the
 * catalog describes, with placeholders filled. The mock never writes an error's words itself.
 */
import type { CallToolResult } from '@modelcontextprotocol/server';
import {
  fillJson,
  fillText,
  type ErrorEntry,
  type HttpWire,
  type RpcWire,
  type ToolWire,
  type Wire,
} from '../catalog/index.ts';

/** Values for an entry's placeholders (`N` → `'7'`); unnamed ones take the catalog's example. */
export type PlaceholderValues = Readonly<Record<string, string>>;

function wireOf<K extends Wire['kind']>(
  entry: ErrorEntry,
  kind: K,
  surface: Wire['surface'] = 'mcp',
): Extract<Wire, { kind: K }> {
  const wire = entry.wire.find((candidate) => candidate.kind === kind && candidate.surface === surface);
  if (!wire) throw new Error(`Catalog entry ${entry.id} has no ${kind} wire form on the ${surface} surface.`);
  return wire as Extract<Wire, { kind: K }>;
}

/** The HTTP response of an `http` wire form. */
export function httpResponse(
  entry: ErrorEntry,
  values: PlaceholderValues = {},
  surface: Wire['surface'] = 'mcp',
): Response {
  const wire: HttpWire = wireOf(entry, 'http', surface);
  const headers = new Headers(
    Object.entries(wire.headers).map(([name, value]): [string, string] => [
      name,
      fillText(value, entry.placeholders, values),
    ]),
  );
  const { body } = wire;
  switch (body.type) {
    case 'empty':
      return new Response(null, { status: wire.status, headers });
    case 'text':
      // Plain text, unless the wire form names its own type (an SSE stream's `text/event-stream`).
      if (!headers.has('Content-Type')) headers.set('Content-Type', 'text/plain; charset=utf-8');
      return new Response(fillText(body.text, entry.placeholders, values), { status: wire.status, headers });
    case 'json':
      headers.set('Content-Type', 'application/json');
      return new Response(JSON.stringify(fillJson(body.json, entry.placeholders, values)), {
        status: wire.status,
        headers,
      });
    case 'jsonrpc-error': {
      headers.set('Content-Type', 'application/json');
      const error = { code: body.code, message: fillText(body.message, entry.placeholders, values) };
      return new Response(JSON.stringify({ jsonrpc: '2.0', id: null, error }), { status: wire.status, headers });
    }
  }
}

/** The HTTP response carrying a `jsonrpc-error` wire form for the request `id`. */
export function rpcErrorResponse(
  entry: ErrorEntry,
  id: string | number | null,
  values: PlaceholderValues = {},
): Response {
  const wire: RpcWire = wireOf(entry, 'jsonrpc-error');
  const error = {
    code: wire.code,
    message: fillText(wire.message, entry.placeholders, values),
    ...(wire.data === undefined ? {} : { data: fillJson(wire.data, entry.placeholders, values) }),
  };
  return Response.json({ jsonrpc: '2.0', id, error }, { status: wire.httpStatus });
}

/** The response for any request-level entry: its HTTP form, else its JSON-RPC error. */
export function requestLevelResponse(
  entry: ErrorEntry,
  id: string | number | null,
  values: PlaceholderValues = {},
): Response {
  return entry.wire.some((wire) => wire.kind === 'http' && wire.surface === 'mcp')
    ? httpResponse(entry, values)
    : rpcErrorResponse(entry, id, values);
}

/** The `CallToolResult` of a `tool-result` wire form. */
export function toolResult(
  entry: ErrorEntry,
  values: PlaceholderValues = {},
  surface: Wire['surface'] = 'mcp',
): CallToolResult {
  const wire: ToolWire = wireOf(entry, 'tool-result', surface);
  const result: CallToolResult = {
    content: [{ type: 'text', text: fillText(wire.text, entry.placeholders, values) }],
    ...(wire.isError ? { isError: true } : {}),
  };
  if (wire.structuredContent) {
    result.structuredContent = fillJson(wire.structuredContent, entry.placeholders, values);
  }
  return result;
}

/**
 * The placeholders that carry an entry's wait: the `Retry-After` value, `retryAfterSeconds`, or
 * the `N` of "N seconds" in its words. A fault that shortens the wait fills these.
 */
export function waitPlaceholders(entry: ErrorEntry): string[] {
  const names = new Set<string>();
  for (const wire of entry.wire) {
    const texts: string[] = [];
    if (wire.kind === 'http') {
      const retryAfter = Object.entries(wire.headers).find(([name]) => name.toLowerCase() === 'retry-after')?.[1];
      if (retryAfter !== undefined && retryAfter in entry.placeholders) names.add(retryAfter);
      if (wire.body.type === 'text') texts.push(wire.body.text);
    }
    if (wire.kind === 'tool-result') {
      const seconds = wire.structuredContent?.['retryAfterSeconds'];
      if (typeof seconds === 'string' && seconds in entry.placeholders) names.add(seconds);
      texts.push(
        wire.text,
        ...Object.values(wire.structuredContent ?? {}).filter((v): v is string => typeof v === 'string'),
      );
    }
    for (const name of Object.keys(entry.placeholders)) {
      if (texts.some((text) => text.includes(`${name} seconds`))) names.add(name);
    }
  }
  return [...names];
}

/** Placeholder values that make an entry name `seconds` as its wait. */
export function waitValues(entry: ErrorEntry, seconds: number): Record<string, string> {
  return Object.fromEntries(waitPlaceholders(entry).map((name) => [name, String(Math.ceil(seconds))]));
}

/**
 * The wait an entry names when the mock fills it with the catalog's examples, in seconds: its `Retry-After`,
 * `retryAfterSeconds` or "N seconds". `undefined` for an entry that names no wait.
 */
export function namedWaitSeconds(entry: ErrorEntry): number | undefined {
  for (const name of waitPlaceholders(entry)) {
    const seconds = Number(entry.placeholders[name]?.example);
    if (Number.isFinite(seconds) && seconds > 0) return seconds;
  }
  for (const wire of entry.wire) {
    if (wire.kind === 'http') {
      const literal = Object.entries(wire.headers).find(([name]) => name.toLowerCase() === 'retry-after')?.[1];
      if (literal !== undefined && /^\d+$/.test(literal)) return Number(literal);
    }
    if (wire.kind === 'tool-result' && typeof wire.structuredContent?.['retryAfterSeconds'] === 'number') {
      return wire.structuredContent['retryAfterSeconds'];
    }
  }
  return undefined;
}
