/**
 * How long a server asks a client to wait, from wherever it says so: the `Retry-After` header,
 * `retryAfterSeconds`, a `resets_at` time, or the seconds named in its words. The catalog's
 * reaction names the source to read first (`waitFrom`); the others are read after it, because a
 * hint the server gives always beats a computed backoff.
 */
import { formatSeconds, type Failure } from './decision.ts';
import type { WaitSource } from './entry.ts';
import { documentOf, serverWordsOf } from './failure.ts';
import { parseRetryAfter } from './retry-after.ts';

/** A wait the server asked for, with where it came from and a line saying so. */
export interface WaitHint {
  ms: number;
  from: WaitSource;
  /** `Retry-After: 3 → wait 3 s` */
  reason: string;
}

/** Every place a wait can come from, in the order they are read after the preferred one. */
export const waitSources: readonly WaitSource[] = [
  'retry-after-header',
  'retry-after-seconds',
  'resets-at',
  'say-seconds',
];

const isoTime = String.raw`\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})`;
const resetsAtInWords = new RegExp(String.raw`resets?[_ ]at\b\W{0,4}(${isoTime})`, 'i');
const secondsInWords = /(\d+(?:\.\d+)?)\s*(seconds?|secs?|minutes?|mins?)\b/i;

const hint = (ms: number, from: WaitSource, said: string): WaitHint => ({
  ms: Math.max(0, Math.round(ms)),
  from,
  reason: `${said} → wait ${formatSeconds(Math.max(0, ms))}`,
});

/** Every text a failure carries, where words like "Try again in 3 seconds" may be. */
function textsOf(failure: Failure): string[] {
  const texts = [serverWordsOf(failure)];
  if (failure.kind === 'tool-result') texts.push(failure.text);
  if (failure.kind === 'http') texts.push(failure.body);
  return texts.filter((text): text is string => typeof text === 'string');
}

const readers: Record<WaitSource, (failure: Failure, now: number) => WaitHint | undefined> = {
  'retry-after-header': (failure, now) => {
    const value = failure.kind === 'http' ? failure.headers?.get('retry-after') : undefined;
    const ms = parseRetryAfter(value, now);
    return ms === undefined ? undefined : hint(ms, 'retry-after-header', `Retry-After: ${value?.trim()}`);
  },
  'retry-after-seconds': (failure) => {
    const value = documentOf(failure)?.['retryAfterSeconds'];
    const seconds = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
    if (typeof seconds !== 'number' || !Number.isFinite(seconds) || seconds < 0) return undefined;
    return hint(seconds * 1000, 'retry-after-seconds', `retryAfterSeconds: ${seconds}`);
  },
  'resets-at': (failure, now) => {
    const value = documentOf(failure)?.['resets_at'];
    const at =
      typeof value === 'string'
        ? value
        : textsOf(failure)
            .map((text) => resetsAtInWords.exec(text)?.[1])
            .find((match) => match !== undefined);
    const time = at === undefined ? Number.NaN : Date.parse(at);
    return Number.isNaN(time) ? undefined : hint(time - now, 'resets-at', `Resets at ${at}`);
  },
  'say-seconds': (failure) => {
    for (const text of textsOf(failure)) {
      const match = secondsInWords.exec(text);
      if (!match?.[1] || !match[2]) continue;
      const unit = match[2].toLowerCase().startsWith('min') ? 60_000 : 1000;
      return hint(Number(match[1]) * unit, 'say-seconds', `"${match[0]}"`);
    }
    return undefined;
  },
};

/**
 * The wait a failure asks for: from `preferred` first, then from the other `sources`; `undefined`
 * when it names none (the client then backs off with full jitter).
 *
 * @param now - the current time in milliseconds (for HTTP-dates and `resets_at`)
 * @param sources - where to look @default waitSources (all four)
 * @example
 * findWait({ kind: 'tool-result', isError: true, text: 'Try again in 3 seconds.',
 *   structuredContent: { retryAfterSeconds: 3 } }, 'retry-after-seconds', Date.now())
 * // { ms: 3000, from: 'retry-after-seconds', reason: 'retryAfterSeconds: 3 → wait 3 s' }
 */
export function findWait(
  failure: Failure,
  preferred: WaitSource | undefined,
  now: number,
  sources: readonly WaitSource[] = waitSources,
): WaitHint | undefined {
  const order = preferred ? [preferred, ...sources.filter((source) => source !== preferred)] : sources;
  for (const source of order) {
    const found = readers[source](failure, now);
    if (found) return found;
  }
  return undefined;
}
