/**
 * `Retry-After` (RFC 9110 §10.2.3): either delay-seconds or an HTTP-date. A server sends it with
 * 429, 503 and 3xx; a client waits at least that long before it repeats the request.
 */

const delaySeconds = /^\d+(?:\.\d+)?$/;
/** An HTTP-date names a weekday or month (IMF-fixdate, RFC 850 or asctime); bare numbers are not dates. */
const looksLikeDate = /[A-Za-z]{3}/;
/** asctime dates carry no zone, and HTTP-dates are always GMT. */
const hasZone = /(GMT|UTC|Z|[+-]\d{4})$/i;

/**
 * The wait a `Retry-After` value asks for, in milliseconds, or `undefined` when the value is absent
 * or not a valid Retry-After. A date in the past asks for no wait (0).
 *
 * Delay-seconds are non-negative digits; a decimal (`1.5`) is accepted too, since some servers
 * send one. Anything else (`-1`, `soon`, an empty string) is ignored, so the caller falls back to
 * its own backoff.
 *
 * @param now - the current time in milliseconds since the epoch (inject it to test with fake time)
 * @example
 * parseRetryAfter('3', Date.now()) // 3000
 * parseRetryAfter('Wed, 21 Oct 2015 07:28:03 GMT', Date.parse('Wed, 21 Oct 2015 07:28:00 GMT')) // 3000
 * parseRetryAfter('soon', Date.now()) // undefined
 */
export function parseRetryAfter(value: string | null | undefined, now: number): number | undefined {
  if (value === null || value === undefined) return undefined;
  const text = value.trim();
  if (delaySeconds.test(text)) return Math.round(Number(text) * 1000);
  if (!looksLikeDate.test(text)) return undefined;
  const at = Date.parse(hasZone.test(text) ? text : `${text} GMT`);
  if (Number.isNaN(at)) return undefined;
  return Math.max(0, at - now);
}
