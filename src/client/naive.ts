/**
 * The naive client, for contrast: it retries every failure at once, with no wait, no catalog, no
 * budget and no idempotency key, up to a large count. The playground runs it beside the resilient
 * client so a reader sees how many calls a server takes from each. Do not copy this one.
 */
import type { CallToolRequest, CallToolResult, FetchLike } from '@modelcontextprotocol/client';

/** Options of the naive client. */
export interface NaiveOptions {
  /** Calls per logical call, the first included. @default naiveMaxAttempts (20) */
  maxAttempts?: number;
  /** The fetch underneath. @default globalThis.fetch */
  fetch?: FetchLike;
  /** Called before every repeat, for a trace. */
  onRetry?: (attempt: number, failure: string) => void;
}

/** The naive client's cap: calls per logical call, the first included. The storm lab and the playground read this one number. */
export const naiveMaxAttempts = 20;

/**
 * A `fetch` that repeats every non-OK response at once, up to `maxAttempts` calls, then returns
 * the last response to the SDK.
 *
 * @example
 * new StreamableHTTPClientTransport(url, { fetch: createNaiveFetch() }) // a 429 is hammered 20 times
 */
export function createNaiveFetch(options: NaiveOptions = {}): FetchLike {
  const maxAttempts = options.maxAttempts ?? naiveMaxAttempts;
  const baseFetch: FetchLike = options.fetch ?? ((url, init) => globalThis.fetch(url, init));
  return async (url, init) => {
    for (let attempt = 1; ; attempt++) {
      const response = await baseFetch(url, init);
      if (response.ok || attempt >= maxAttempts) return response;
      options.onRetry?.(attempt, `HTTP ${response.status}`);
      await response.body?.cancel().catch(() => undefined);
    }
  };
}

/**
 * `client.callTool` repeated at once on every thrown error or `isError` result, up to
 * `maxAttempts` calls; returns the last result or throws the last error.
 *
 * @example
 * await callToolNaively(client, { name: 'post_notice', arguments: { text: 'Lamps lit.' } }) // may post twice
 */
export async function callToolNaively(
  client: { callTool(params: CallToolRequest['params']): Promise<CallToolResult> },
  params: CallToolRequest['params'],
  options: Pick<NaiveOptions, 'maxAttempts' | 'onRetry'> = {},
): Promise<CallToolResult> {
  const maxAttempts = options.maxAttempts ?? naiveMaxAttempts;
  for (let attempt = 1; ; attempt++) {
    try {
      const result = await client.callTool(params);
      if (!result.isError || attempt >= maxAttempts) return result;
      options.onRetry?.(attempt, 'isError result');
    } catch (error) {
      if (attempt >= maxAttempts) throw error;
      options.onRetry?.(attempt, error instanceof Error ? error.message : String(error));
    }
  }
}
