/**
 * A limit's numbers in words for the tables, and whether its own text already says them (then a
 * table shows the number once).
 */
import type { LimitEntry } from '../catalog/index.ts';

const spans: Array<[seconds: number, one: string, many: string]> = [
  [604_800, 'week', 'weeks'],
  [86_400, 'day', 'days'],
  [3_600, 'hour', 'hours'],
  [60, 'minute', 'minutes'],
  [1, 'second', 'seconds'],
];

/** `a minute`, `7 days`, `5 seconds`: a window or an interval in the largest whole unit. */
export function durationWords(seconds: number): string {
  const [size, one, many] = spans.find(([size]) => seconds % size === 0) ?? [1, 'second', 'seconds'];
  const count = seconds / size;
  return count === 1 ? `a ${one}` : `${count} ${many}`;
}

/**
 * The numbers a program reads, in words: `burst 10, then 1 every second (token bucket)`,
 * `60 in any minute (rolling window)`, `128 KiB`, `50 residents at most (25 by default)`.
 */
export function limitNumbers(limit: Pick<LimitEntry, 'rate' | 'quantity'>): string {
  if (limit.rate) {
    const { count, windowSeconds, burst, refill, algorithm } = limit.rate;
    if (algorithm === 'token-bucket') {
      const every = refill ?? { count, everySeconds: windowSeconds };
      const pace = `${every.count} every ${durationWords(every.everySeconds).replace(/^a /, '')}`;
      return `${burst === undefined ? '' : `burst ${burst}, then `}${pace} (token bucket)`;
    }
    return `${count} in any ${durationWords(windowSeconds).replace(/^a /, '')} (rolling window)`;
  }
  if (!limit.quantity) return '';
  const { value, unit, default: byDefault } = limit.quantity;
  return `${value} ${unit}${byDefault === undefined ? '' : ` (${byDefault} by default)`}`;
}

const plain = (text: string): string =>
  text
    .toLowerCase()
    .replace(/(\d),(\d)/g, '$1$2')
    .replace(/`/g, '')
    .replace(/\s+/g, ' ');

const numberWords: readonly string[] = [
  'zero',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
];

/** Every way a number of seconds reads in words: `3600` is `3600 seconds`, `60 minutes`, `an hour`, `1 hour`. */
function secondsInWords(seconds: number): string[] {
  return spans.flatMap(([size, one, many]) => {
    if (seconds % size !== 0) return [];
    const count = seconds / size;
    return count === 1 ? [`(?:an?|the|one|per|last|1) ${one}`] : [`${count} ${many}`];
  });
}

/** Whether `text` states `value`: as a number (`64`, `4,000`, `two`), or, for seconds, in words (`an hour`, `5 minutes`). */
function states(text: string, value: number, seconds: boolean): boolean {
  const words = plain(text);
  const numbers: readonly string[] = words.match(/\d+(?:\.\d+)?/g) ?? [];
  if (numbers.includes(String(value))) return true;
  if (numberWords[value] !== undefined && new RegExp(`\\b${numberWords[value]}\\b`).test(words)) return true;
  return seconds && secondsInWords(value).some((phrase) => new RegExp(`\\b${phrase}s?\\b`).test(words));
}

/**
 * Whether the limit's own words already state every number a program reads (`64 keys` beside 64,
 * `10 at once, then 1 per second` beside a burst of 10 refilled by 1 a second), so a table shows
 * the number once, in the source's words.
 */
export function textStatesNumbers(limit: Pick<LimitEntry, 'text' | 'rate' | 'quantity'>): boolean {
  const { text, rate, quantity } = limit;
  if (rate) {
    const pace = rate.refill ?? { count: rate.count, everySeconds: rate.windowSeconds };
    return (
      (rate.burst === undefined || states(text, rate.burst, false)) &&
      states(text, pace.count, false) &&
      (pace.everySeconds === 1 ? /\bsecond\b/.test(plain(text)) : states(text, pace.everySeconds, true))
    );
  }
  if (!quantity) return false;
  const seconds = quantity.measure === 'seconds';
  const statedDefault =
    quantity.default === undefined || states(text, quantity.default * (seconds ? quantity.scale : 1), seconds);
  return (
    (states(text, quantity.value, false) || (seconds && states(text, quantity.value * quantity.scale, true))) &&
    statedDefault
  );
}

/** The algorithm of a rate, for a row whose words give its numbers: `token bucket`, `rolling window`. */
export function rateAlgorithm(limit: Pick<LimitEntry, 'rate'>): string {
  if (!limit.rate) return '';
  return limit.rate.algorithm === 'token-bucket' ? 'token bucket' : 'rolling window';
}
