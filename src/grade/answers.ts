/**
 * Reading answers on the wire the grader's own way, from the catalog: which entry an answer is, what wait it
 * names, and which requests are the same call. The grader does not ask the reference client what a reply
 * means, so it can grade the reference client too.
 */
import { getEntry, textPattern, type EntryId, type WaitSource } from '../catalog/index.ts';
import { replyOf, rpcOf, toolCallOf, toolResultOf, type WireExchange } from './wire-record.ts';

/** Whether the answer to `exchange` is one of `entry`'s MCP wire forms. */
export function answeredWith(exchange: WireExchange, entryId: EntryId): boolean {
  const entry = getEntry(entryId);
  // A lost answer never reached the client: it met nothing.
  if (exchange.status === undefined || exchange.lost) return false;
  return entry.wire.some((wire) => {
    if (wire.surface !== 'mcp') return false;
    if (wire.kind === 'http') {
      if (wire.status !== exchange.status) return false;
      if (wire.body.type === 'text') return textPattern(wire.body.text, entry.placeholders).test(exchange.responseBody);
      if (wire.body.type === 'jsonrpc-error') return replyOf(exchange)?.error?.code === wire.body.code;
      return true;
    }
    if (wire.kind === 'jsonrpc-error') return replyOf(exchange)?.error?.code === wire.code;
    const result = toolResultOf(exchange);
    if (!result || result.isError !== wire.isError) return false;
    if (!textPattern(wire.text, entry.placeholders).test(result.text.trim())) return false;
    // The structured keys that identify the reply (`replayed: true`, `messages: []`) are there, with the value
    // where the source gives a plain one.
    return Object.entries(wire.structuredContent ?? {}).every(([key, value]) => {
      const seen = result.structuredContent?.[key];
      if (seen === undefined) return false;
      return typeof value === 'boolean' || typeof value === 'number' ? seen === value : true;
    });
  });
}

/** Seconds named in words: "Try again in 3 seconds", "Wait 2 seconds". */
const secondsInWords = /(\d+(?:\.\d+)?)\s*(?:s\b|sec(?:ond)?s?\b)/i;
const isoTime = /\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d+)?Z/;

/**
 * The wait an answer names, in milliseconds, read from where the catalog says it is; `zero` is the mock's time
 * at the run's time zero, for a wait named as a moment (`resets_at`, an HTTP date).
 */
export function namedWaitMs(exchange: WireExchange, source: WaitSource, zero: number): number | undefined {
  const result = toolResultOf(exchange);
  switch (source) {
    case 'retry-after-header': {
      const value = exchange.responseHeaders['retry-after'];
      if (value === undefined) return undefined;
      if (/^\d+$/.test(value.trim())) return Number(value) * 1000;
      const date = Date.parse(value);
      return Number.isNaN(date) ? undefined : Math.max(0, date - (zero + (exchange.endAt ?? exchange.at)));
    }
    case 'retry-after-seconds': {
      const seconds = result?.structuredContent?.['retryAfterSeconds'];
      return typeof seconds === 'number' ? seconds * 1000 : undefined;
    }
    case 'resets-at': {
      const at = isoTime.exec(result?.text ?? '')?.[0];
      return at === undefined ? undefined : Math.max(0, Date.parse(at) - (zero + (exchange.endAt ?? exchange.at)));
    }
    case 'say-seconds': {
      const say = result?.structuredContent?.['say'];
      const seconds = secondsInWords.exec(typeof say === 'string' ? say : (result?.text ?? ''))?.[1];
      return seconds === undefined ? undefined : Number(seconds) * 1000;
    }
  }
}

function sorted(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sorted);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value as Record<string, unknown>)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([key, item]) => [key, sorted(item)]),
  );
}

/**
 * What makes two requests the same call: the tool and its arguments (without the idempotency key, which a
 * client chooses), or the JSON-RPC method, or the HTTP method and path.
 */
export function callOf(exchange: WireExchange, keyArgument?: string): string {
  const tool = toolCallOf(exchange);
  if (tool) {
    const rest = { ...tool.arguments };
    if (keyArgument !== undefined) delete rest[keyArgument];
    return `tools/call ${tool.name} ${JSON.stringify(sorted(rest))}`;
  }
  const rpc = rpcOf(exchange);
  return rpc ? rpc.method : `${exchange.method} ${exchange.path.split('?')[0]}`;
}
