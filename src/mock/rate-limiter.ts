import type { Rate } from '../catalog/index.ts';
import type { Clock } from './clock.ts';

/** The verdict of a limiter: go ahead, or wait this many seconds. */
export type RateVerdict = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/** A rate limiter keyed by whatever the limit is counted per (address, agent, room, session). */
export interface RateLimiter {
  /** Counts one request for `key` if it fits; otherwise says how long until it would. */
  take(key: string): RateVerdict;
  reset(): void;
}

/**
 * At most `count` requests in any `windowSeconds` (a rolling window, as Connect's source describes). With
 * `countRefused`, a refused request is counted too ("retrying immediately guarantees another 429 and adds to the
 * count you are trying to get under"), so a client that repeats at once extends its own lockout.
 */
export function rollingWindow(
  count: number,
  windowSeconds: number,
  clock: Clock,
  options: { countRefused?: boolean } = {},
): RateLimiter {
  const windowMs = windowSeconds * 1000;
  const stamps = new Map<string, number[]>();
  return {
    take(key) {
      const now = clock.now();
      let recent = stamps.get(key);
      if (recent === undefined) stamps.set(key, (recent = []));
      // Stamps are in time order, so the ones that aged out are at the front.
      while (recent.length > 0 && now - recent[0]! >= windowMs) recent.shift();
      if (recent.length < count) {
        recent.push(now);
        return { allowed: true };
      }
      if (options.countRefused) recent.push(now);
      // The window is under `count` again once all but `count - 1` of the stamps have aged out.
      const freeing = recent[recent.length - count] ?? now;
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((freeing + windowMs - now) / 1000)) };
    },
    reset: () => stamps.clear(),
  };
}

/**
 * Makes a limiter keep its word: once it refuses with a wait, every request for that key is refused until the
 * wait has passed, with what is left of it. A limiter that refills continuously (a token bucket) would otherwise
 * let a request through before the whole seconds it named, rewarding a client that did not wait.
 */
export function keepingItsWord(limiter: RateLimiter, clock: Clock): RateLimiter {
  const until = new Map<string, number>();
  return {
    take(key) {
      const now = clock.now();
      const held = until.get(key);
      if (held !== undefined && now < held)
        return { allowed: false, retryAfterSeconds: Math.ceil((held - now) / 1000) };
      until.delete(key);
      const verdict = limiter.take(key);
      if (!verdict.allowed) until.set(key, now + verdict.retryAfterSeconds * 1000);
      return verdict;
    },
    reset: () => {
      until.clear();
      limiter.reset();
    },
  };
}

/**
 * A token bucket: `burst` at once, then `refillCount` tokens every `everySeconds` (Rooms' "at once … then"). It
 * keeps its word: a refusal holds for the whole seconds it names.
 */
export function tokenBucket(burst: number, refillCount: number, everySeconds: number, clock: Clock): RateLimiter {
  return keepingItsWord(bucket(burst, refillCount, everySeconds, clock), clock);
}

function bucket(burst: number, refillCount: number, everySeconds: number, clock: Clock): RateLimiter {
  const buckets = new Map<string, { tokens: number; at: number }>();
  const perMs = refillCount / (everySeconds * 1000);
  return {
    take(key) {
      const now = clock.now();
      const bucket = buckets.get(key) ?? { tokens: burst, at: now };
      bucket.tokens = Math.min(burst, bucket.tokens + (now - bucket.at) * perMs);
      bucket.at = now;
      buckets.set(key, bucket);
      if (bucket.tokens >= 1) {
        bucket.tokens -= 1;
        return { allowed: true };
      }
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((1 - bucket.tokens) / perMs / 1000)) };
    },
    reset: () => buckets.clear(),
  };
}

/** The limiter a catalog rate describes, counting refused requests where the catalog says the server does. */
export function limiterFor(rate: Rate, clock: Clock): RateLimiter {
  if (rate.algorithm === 'token-bucket' && rate.burst !== undefined && rate.refill) {
    return tokenBucket(rate.burst, rate.refill.count, rate.refill.everySeconds, clock);
  }
  return rollingWindow(rate.count, rate.windowSeconds, clock, { countRefused: rate.countsRefused === true });
}
