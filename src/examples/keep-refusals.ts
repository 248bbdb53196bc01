/**
 * The one-file remedy for the official SDK clients, which drop a refused reply's headers (and, in places, its
 * status) before your code sees the error: give the transport this `fetch`, and after a call throws, ask it what
 * the server said. Copy this file as it is; it needs nothing but the platform's `fetch`.
 *
 * @example
 * const keep = keepRefusals();
 * const transport = new StreamableHTTPClientTransport(new URL(endpoint), { fetch: keep.fetch });
 * try {
 *   await client.callTool({ name: 'districts', arguments: {} });
 * } catch (error) {
 *   const refusal = keep.lastRefusal(); // { status: 429, retryAfterMs: 30000, ... }
 *   if (refusal?.retryAfterMs !== undefined) await sleep(refusal.retryAfterMs); // then call again, once
 * }
 */

/** What the server said when it refused a request, as the SDK never shows it. */
export interface Refusal {
  /** The HTTP status: 429, 503, 401... */
  readonly status: number;
  /** The wait `Retry-After` named, in milliseconds (seconds or an HTTP-date, read against the reply's `Date`). */
  readonly retryAfterMs?: number;
  /** `Retry-After` as the server sent it. */
  readonly retryAfter?: string;
  /** `WWW-Authenticate`, where the server sent one (401, 403). */
  readonly wwwAuthenticate?: string;
  /** The request's method and URL. */
  readonly request: string;
}

/** A `Retry-After` value in milliseconds: delay-seconds, or an HTTP-date measured from the reply's own date. */
export function retryAfterMs(value: string, replyDate: string | null, now = Date.now()): number | undefined {
  const trimmed = value.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed) * 1000;
  const at = Date.parse(trimmed);
  if (Number.isNaN(at)) return undefined;
  // Measured from the server's clock where it gave one, so a skewed local clock does not change the wait.
  const from = replyDate === null || Number.isNaN(Date.parse(replyDate)) ? now : Date.parse(replyDate);
  return Math.max(0, at - from);
}

/** A `fetch` that keeps the last refusal it saw (any status of 400 or more), and the way to read it. */
export function keepRefusals(inner: typeof fetch = globalThis.fetch): {
  fetch: typeof fetch;
  lastRefusal: () => Refusal | undefined;
} {
  let last: Refusal | undefined;
  const keeping: typeof fetch = async (input, init) => {
    const response = await inner(input, init);
    if (response.status >= 400) {
      const url = input instanceof Request ? input.url : String(input);
      const method = init?.method ?? (input instanceof Request ? input.method : 'GET');
      const retryAfter = response.headers.get('retry-after') ?? undefined;
      const wait = retryAfter === undefined ? undefined : retryAfterMs(retryAfter, response.headers.get('date'));
      const wwwAuthenticate = response.headers.get('www-authenticate') ?? undefined;
      last = {
        status: response.status,
        request: `${method} ${url}`,
        ...(retryAfter === undefined ? {} : { retryAfter }),
        ...(wait === undefined ? {} : { retryAfterMs: wait }),
        ...(wwwAuthenticate === undefined ? {} : { wwwAuthenticate }),
      };
    } else if (init?.method === 'POST') {
      last = undefined;
    }
    return response;
  };
  return { fetch: keeping, lastRefusal: () => last };
}
