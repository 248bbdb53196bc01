/**
 * The concrete replies a catalog entry's wire forms describe, with every placeholder filled by its
 * example: a `Response` for an HTTP form, a `CallToolResult` for a tool form, a `ProtocolError` for
 * a JSON-RPC error. Written from the catalog alone (not from the mock), the way a reader would.
 */
import { ProtocolError, type CallToolResult } from '@modelcontextprotocol/client';
import {
  fillJson,
  fillText,
  type ErrorEntry,
  type HttpWire,
  type RpcWire,
  type ToolWire,
} from '../../../src/catalog/index.ts';

/** The HTTP response of an `http` wire form. */
export function responseFor(entry: ErrorEntry, wire: HttpWire, values: Record<string, string> = {}): Response {
  const headers = new Headers(
    Object.fromEntries(
      Object.entries(wire.headers).map(([name, value]) => [name, fillText(value, entry.placeholders, values)]),
    ),
  );
  const { body } = wire;
  const text =
    body.type === 'empty'
      ? null
      : body.type === 'text'
        ? fillText(body.text, entry.placeholders, values)
        : body.type === 'json'
          ? JSON.stringify(fillJson(body.json, entry.placeholders, values))
          : JSON.stringify({
              jsonrpc: '2.0',
              id: null,
              error: { code: body.code, message: fillText(body.message, entry.placeholders, values) },
            });
  return new Response(text, { status: wire.status, headers });
}

/** The HTTP response that carries a `jsonrpc-error` wire form (as the resilient fetch sees it). */
export function rpcResponseFor(entry: ErrorEntry, wire: RpcWire): Response {
  const error = {
    code: wire.code,
    message: fillText(wire.message, entry.placeholders),
    ...(wire.data === undefined ? {} : { data: fillJson(wire.data, entry.placeholders) }),
  };
  return Response.json({ jsonrpc: '2.0', id: 1, error }, { status: wire.httpStatus });
}

/** The `ProtocolError` the SDK throws for a `jsonrpc-error` wire form (the HTTP status is lost). */
export function protocolErrorFor(entry: ErrorEntry, wire: RpcWire): ProtocolError {
  const data = wire.data === undefined ? undefined : fillJson(wire.data, entry.placeholders);
  return new ProtocolError(wire.code, fillText(wire.message, entry.placeholders), data);
}

/** The `CallToolResult` of a `tool-result` wire form. */
export function toolResultFor(entry: ErrorEntry, wire: ToolWire, values: Record<string, string> = {}): CallToolResult {
  return {
    content: [{ type: 'text', text: fillText(wire.text, entry.placeholders, values) }],
    ...(wire.isError ? { isError: true } : {}),
    ...(wire.structuredContent
      ? { structuredContent: fillJson(wire.structuredContent, entry.placeholders, values) }
      : {}),
  };
}
