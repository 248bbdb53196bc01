/** Plain words for trace events: what the timeline and the wire pane print. */
// The entry index and the reaction words, not the catalog: the timeline draws these lines before the mock loads.
import { findIndexedEntry } from '../catalog/entry-index.ts';
import { describeReaction, waitSourceWords } from '../catalog/reactions.ts';
// The module itself, not the client's index: the index brings the SDK into the page's first chunk.
import { formatSeconds, type Decision, type HoldPoll } from '../client/decision.ts';
import { defaultRetryPolicy } from '../client/policy.ts';
import type { Exchange } from '../mock/index.ts';
import type { Outcome, OutcomeStatus, TraceEvent } from './trace.ts';

/** How each ending reads at the head of an outcome line. */
export const outcomeWords: Record<OutcomeStatus, string> = {
  success: 'Succeeded',
  stopped: 'Stopped',
  'gave-up': 'Gave up',
  waiting: 'Waiting',
  'carried-on': 'Carried on without it',
  hung: 'Hung',
};

/** Whether a 200 carries a refusal all the same: a tool result with `isError`, or a JSON-RPC error. */
export function refusedIn200(exchange: Pick<Exchange, 'status' | 'responseBody'>): 'isError' | 'error' | undefined {
  if (exchange.status !== 200) return undefined;
  if (/"isError"\s*:\s*true/.test(exchange.responseBody)) return 'isError';
  if (/"error"\s*:\s*\{\s*"code"/.test(exchange.responseBody)) return 'error';
  return undefined;
}

/** `POST /clockford/mcp → 429`, with the JSON-RPC method or tool when the body names one, and a refusal in a 200. */
export function exchangeLine(exchange: Exchange): string {
  const path = new URL(exchange.url).pathname;
  const refused = refusedIn200(exchange);
  const inside = refused === 'isError' ? ' (isError: a refusal)' : refused === 'error' ? ' (a JSON-RPC error)' : '';
  return `${exchange.method} ${path}${callName(exchange) ? ` (${callName(exchange)})` : ''} → ${exchange.status}${inside}`;
}

/** The JSON-RPC method of a request, with the tool name for `tools/call`. */
export function callName(exchange: Exchange): string | undefined {
  if (!exchange.requestBody) return undefined;
  try {
    const parsed: unknown = JSON.parse(exchange.requestBody);
    const message = (Array.isArray(parsed) ? parsed[0] : parsed) as {
      method?: unknown;
      params?: { name?: unknown };
    } | null;
    if (typeof message?.method !== 'string') return Array.isArray(parsed) ? 'batch' : undefined;
    const batch = Array.isArray(parsed) ? `batch of ${parsed.length}: ` : '';
    const tool =
      message.method === 'tools/call' && typeof message.params?.name === 'string' ? ` ${message.params.name}` : '';
    return `${batch}${message.method}${tool}`;
  } catch {
    return 'not JSON';
  }
}

/**
 * `Retry-After: 3 → wait 3 s — Wait, then retry (the Retry-After header) (clockford.http.rate-limited)`. The wait's
 * source is the one the client read it from: an entry whose wire forms differ (a header over HTTP, words in a tool
 * result) names the one this answer carried.
 */
export function decisionLine(decision: Decision): string {
  const entry = decision.entryId ? findIndexedEntry(decision.entryId) : undefined;
  const from = decision.waitFrom;
  const reaction =
    entry?.reaction.kind === 'retry-after' && from !== undefined && from in waitSourceWords
      ? describeReaction({ ...entry.reaction, waitFrom: from as keyof typeof waitSourceWords })
      : entry
        ? describeReaction(entry.reaction)
        : decision.action;
  return `${decision.reason} — ${reaction}${decision.entryId ? ` (${decision.entryId})` : ''}`;
}

/**
 * Why the reference client did not take a wait it decided on, checked in the order its policy checks them (see
 * `admitRetry`): longer than it sits out, no attempts left, or its retry budget spent.
 */
export function waitNotTaken(decision: Decision, attempt: number): string {
  const { maxWaitMs, maxAttempts } = defaultRetryPolicy;
  if (decision.waitMs !== undefined && decision.waitMs > maxWaitMs)
    return `no wait taken: longer than the client sits out (retry.maxWaitMs ${formatSeconds(maxWaitMs)}), so it hands the call back`;
  return attempt >= maxAttempts
    ? 'no wait taken: the client has no attempts left'
    : 'no wait taken: the retry budget is spent';
}

/** `Stopped: …`: how a run ended, its head word said once even where the client's own words begin with it. */
export function outcomeLine(outcome: Outcome): string {
  const head = outcomeWords[outcome.status];
  const summary = outcome.summary.startsWith(`${head}: `) ? outcome.summary.slice(head.length + 2) : outcome.summary;
  return `${head}: ${summary}`;
}

/** One line per event, for the timeline and for screen readers. */
export function eventLine(event: TraceEvent): string {
  switch (event.kind) {
    case 'exchange':
      return exchangeLine(event.exchange);
    case 'decision':
      return event.waited === false
        ? `${decisionLine(event.decision)}; ${waitNotTaken(event.decision, event.attempt)}`
        : decisionLine(event.decision);
    case 'wait':
      return event.compressed
        ? `wait ${formatSeconds(event.ms)} (compressed to ${formatSeconds(event.realMs)})`
        : `wait ${formatSeconds(event.ms)}`;
    case 'note':
      return event.text;
    case 'outcome':
      return outcomeLine(event.outcome);
  }
}

/** A JSON body pretty-printed, or the text as it came; long bodies are cut with a note. */
export function displayBody(body: string | undefined, limit = 4000): string {
  if (body === undefined || body === '') return '';
  let text: string;
  const sse = /^(event|data|id):/m.test(body);
  const json = sse
    ? body
        .split('\n')
        .find((line) => line.startsWith('data:'))
        ?.slice(5)
        .trim()
    : body;
  try {
    text = JSON.stringify(JSON.parse(json ?? body), null, 2);
    if (sse) text = `(text/event-stream)\n${text}`;
  } catch {
    text = body;
  }
  return text.length > limit ? `${text.slice(0, limit)}\n… ${text.length - limit} more characters` : text;
}

/** One look at a held call, in words: what the person decided, and what the client does next. */
export function describePoll(poll: HoldPoll): string {
  const words = poll.words ? ` ("${poll.words}")` : '';
  switch (poll.status) {
    case 'allowed':
      return `Polled the hold: allowed${words}. The client repeats the call once.`;
    case 'waiting':
      return `Polled the hold: still waiting for the person${words}. The client polls again later.`;
    case 'refused':
      return `Polled the hold: refused${words}. The client stops.`;
    case 'lapsed':
      return `Polled the hold: it lapsed${words}. The client stops.`;
  }
}
