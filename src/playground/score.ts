/**
 * The scorecard of a run, read off the wire the same way for both clients: what the client sent, what the
 * server refused, how long it took on the mock's clock, which writes took effect, and whether every wait the
 * server named was waited out before the next call.
 */
import type { CallToolResult } from '@modelcontextprotocol/client';
import { entries } from '../catalog/index.ts';
import { classify } from '../client/classify.ts';
import { failureFromToolResult } from '../client/failure.ts';
import type { Decision, Failure } from '../client/decision.ts';
import { readMessage, type Exchange } from '../mock/parts.ts';
import type { Scorecard, TraceEvent } from './trace.ts';

/** Decisions the catalog makes about an answer that is not a refusal. */
const notRefusals = new Set(['not-an-error', 'replay-ok']);

/** What an exchange's response is, as a failure the catalog can name; `undefined` for a plain success. */
export function failureOf(exchange: Exchange): Failure | undefined {
  const contentType = exchange.responseHeaders['content-type'] ?? null;
  const message = readMessage(exchange.responseBody, contentType);
  if (exchange.status >= 400) {
    return {
      kind: 'http',
      status: exchange.status,
      headers: new Headers(exchange.responseHeaders),
      body: exchange.responseBody,
    };
  }
  if (message?.error) return { kind: 'jsonrpc-error', ...message.error, httpStatus: exchange.status };
  const result = message?.result as Partial<CallToolResult> | undefined;
  if (result && Array.isArray(result.content) && (result.isError === true || result.structuredContent !== undefined)) {
    return failureFromToolResult({ content: [], ...result });
  }
  return undefined;
}

/** How the catalog reads an exchange on `server`: its decision, or `undefined` for a plain success. */
export function decisionOf(exchange: Exchange, server: string, revision: string, at: number): Decision | undefined {
  const failure = failureOf(exchange);
  if (!failure) return undefined;
  // A fixed "random" keeps backoff decisions deterministic; only a named wait is read from them.
  return classify(failure, { entries, server, revision, clock: { now: () => at, random: () => 0 } });
}

/** Whether the server refused the exchange: an HTTP error, a JSON-RPC error, or a tool result that is an error. */
export function isRefusal(exchange: Exchange, server: string, revision: string, at: number): boolean {
  const failure = failureOf(exchange);
  if (!failure) return false;
  if (failure.kind !== 'tool-result') return true;
  if (!failure.isError) return false;
  const decision = decisionOf(exchange, server, revision, at);
  return !decision || !notRefusals.has(decision.action);
}

/** The tool a `tools/call` exchange called, or `undefined`. */
function toolOf(exchange: Exchange): string | undefined {
  try {
    const message = JSON.parse(exchange.requestBody ?? '') as { method?: string; params?: { name?: unknown } };
    return message.method === 'tools/call' && typeof message.params?.name === 'string'
      ? message.params.name
      : undefined;
  } catch {
    return undefined;
  }
}

/** Whether a reply says it replays an earlier write (`structuredContent.replayed`). */
function isReplay(exchange: Exchange): boolean {
  const message = readMessage(exchange.responseBody, exchange.responseHeaders['content-type'] ?? null);
  const result = message?.result as { structuredContent?: { replayed?: unknown } } | undefined;
  return result?.structuredContent?.replayed === true;
}

export interface ScoreOptions {
  server: string;
  revision: string;
  /** Tools the server annotates `readOnlyHint`; any other tool's successful call is a write. */
  readOnlyTools: ReadonlySet<string>;
  /** When the run ended, on the mock's clock. */
  endedAt: number;
}

/** The scorecard of a run's events. */
export function scoreOf(events: readonly TraceEvent[], options: ScoreOptions): Scorecard {
  const calls = events.flatMap((event) => (event.kind === 'exchange' && event.by === 'client' ? [event] : []));
  const { server, revision } = options;
  let refused = 0;
  let writes = 0;
  let waitsHonoured: boolean | undefined;
  calls.forEach((call, index) => {
    const refusal = isRefusal(call.exchange, server, revision, call.at);
    if (refusal) refused += 1;
    const tool = toolOf(call.exchange);
    if (!refusal && tool !== undefined && !options.readOnlyTools.has(tool) && !isReplay(call.exchange)) writes += 1;
    if (!refusal) return;
    const decision = decisionOf(call.exchange, server, revision, call.at);
    if (decision?.waitMs === undefined || decision.waitFrom === undefined || decision.waitFrom === 'backoff') return;
    const next = calls[index + 1];
    const honoured = next === undefined || next.at - call.at >= decision.waitMs;
    waitsHonoured = (waitsHonoured ?? true) && honoured;
  });
  const first = calls[0];
  return {
    callsSent: calls.length,
    callsRefused: refused,
    clockMs: first ? options.endedAt - first.at : 0,
    writes,
    waitsHonoured,
  };
}
