/**
 * A server-side rate limiter built from a catalog `rate` (rolling window or token bucket), and the
 * refusal the breach entry's wire form sends, with the exact wait filled in. The property tests
 * put it behind a stub server and let the reference client talk to it.
 */
import type { CallToolResult } from '@modelcontextprotocol/client';
import type { ErrorEntry, HttpWire, LimitEntry, ToolWire } from '../../../src/catalog/index.ts';
import { responseFor, toolResultFor } from './wire-forms.ts';

type Rate = NonNullable<LimitEntry['rate']>;

export type Admission = { ok: true } | { ok: false; waitMs: number };

export interface Limiter {
  admit(now: number): Admission;
}

/**
 * A limiter for `rate` that has already admitted `used` requests (other traffic), so a short run
 * meets the limit. A rolling window admits at most `count` in any `windowSeconds`; a token bucket
 * holds `burst` tokens and gets `refill.count` back every `refill.everySeconds`.
 */
export function createLimiter(rate: Rate, used: number, start: number): Limiter {
  if (rate.algorithm === 'rolling-window') {
    const windowMs = rate.windowSeconds * 1000;
    const admitted = Array.from({ length: Math.min(used, rate.count) }, (_, i) =>
      Math.round(start - windowMs + ((i + 1) * windowMs) / (used + 1)),
    );
    return {
      admit(now) {
        while (admitted.length > 0 && (admitted[0] ?? 0) + windowMs <= now) admitted.shift();
        if (admitted.length < rate.count) {
          admitted.push(now);
          return { ok: true };
        }
        return { ok: false, waitMs: (admitted[0] ?? now) + windowMs - now };
      },
    };
  }
  const burst = rate.burst ?? rate.count;
  const refill = rate.refill ?? { count: rate.count, everySeconds: rate.windowSeconds };
  const everyMs = refill.everySeconds * 1000;
  let tokens = Math.max(0, burst - used);
  let last = start;
  return {
    admit(now) {
      const ticks = Math.floor((now - last) / everyMs);
      tokens = Math.min(burst, tokens + ticks * refill.count);
      last += ticks * everyMs;
      if (tokens >= 1) {
        tokens -= 1;
        return { ok: true };
      }
      return { ok: false, waitMs: last + everyMs - now };
    },
  };
}

/** Placeholder values that make an entry's words name a wait of `waitMs`: seconds, `… N seconds`, or a reset time. */
export function waitValues(entry: ErrorEntry, waitMs: number, now: number): Record<string, string> {
  const seconds = String(Math.ceil(waitMs / 1000));
  const values: Record<string, string> = {};
  for (const [name, placeholder] of Object.entries(entry.placeholders)) {
    if (placeholder.pattern === '\\d+') values[name] = seconds;
    else if (/\d+ seconds?/.test(placeholder.example))
      values[name] = placeholder.example.replace(/\d+(?= seconds?)/, seconds);
    else if (/^\d{4}-\d{2}-\d{2}T/.test(placeholder.example)) values[name] = new Date(now + waitMs).toISOString();
  }
  return values;
}

/** The HTTP refusal of `wire`, naming the wait; a `Retry-After` the wire carries names it in whole seconds. */
export function httpRefusal(entry: ErrorEntry, wire: HttpWire, waitMs: number, now: number): Response {
  const response = responseFor(entry, wire, waitValues(entry, waitMs, now));
  if (response.headers.has('retry-after')) response.headers.set('Retry-After', String(Math.ceil(waitMs / 1000)));
  return response;
}

/** The tool refusal of `wire`, naming the wait. */
export function toolRefusal(entry: ErrorEntry, wire: ToolWire, waitMs: number, now: number): CallToolResult {
  return toolResultFor(entry, wire, waitValues(entry, waitMs, now));
}

/** The wait a refusal advertises, as the client should read it (`undefined`: none, so back off). */
export function advertisedWaitMs(entry: ErrorEntry, wire: HttpWire | ToolWire, waitMs: number): number | undefined {
  if (entry.reaction.kind !== 'retry-after') return undefined;
  const named = wire.kind === 'http' ? Object.keys(wire.headers).some((name) => /^retry-after$/i.test(name)) : true;
  const resetsAt = Object.values(entry.placeholders).some((placeholder) => /^\d{4}-/.test(placeholder.example));
  return named ? (resetsAt ? waitMs : Math.ceil(waitMs / 1000) * 1000) : undefined;
}
