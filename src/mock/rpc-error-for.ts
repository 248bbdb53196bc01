import { fillText, type ErrorEntry, type RpcWire } from '../catalog/index.ts';
import type { PlaceholderValues } from './wire.ts';

/** A JSON-RPC error object, as it goes into a response's `error` member. */
export interface RpcErrorObject {
  code: number;
  message: string;
  data?: unknown;
}

function fillData(value: unknown, entry: ErrorEntry, values: PlaceholderValues): unknown {
  if (typeof value === 'string') return fillText(value, entry.placeholders, values);
  if (Array.isArray(value)) return value.map((item) => fillData(item, entry, values));
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, fillData(item, entry, values)]));
  }
  return value;
}

/**
 * The error object of an entry's `jsonrpc-error` wire form, placeholders filled: for a reply
 * that must travel inside the SDK's own response stream rather than as a whole HTTP response.
 */
export function rpcErrorFor(entry: ErrorEntry, values: PlaceholderValues = {}): RpcErrorObject {
  const wire = entry.wire.find((candidate): candidate is RpcWire => candidate.kind === 'jsonrpc-error');
  if (!wire) throw new Error(`Catalog entry ${entry.id} has no jsonrpc-error wire form.`);
  return {
    code: wire.code,
    message: fillText(wire.message, entry.placeholders, values),
    ...(wire.data === undefined ? {} : { data: fillData(wire.data, entry, values) }),
  };
}
