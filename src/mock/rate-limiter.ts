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

/** At most `count` requests in any `windowSeconds` (a rolling window, as Connect's source describes). */
export function rollingWindow(count: number, windowSeconds: number, clock: Clock): RateLimiter {
  const windowMs = windowSeconds * 1000;
  const stamps = new Map<string, number[]>();
  return {
    take(key) {
      const now = clock.now();
      const recent = (stamps.get(key) ?? []).filter((stamp) => now - stamp < windowMs);
      stamps.set(key, recent);
      if (recent.length < count) {
        recent.push(now);
        return { allowed: true };
      }
      const oldest = recent[0] ?? now;
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((oldest + windowMs - now) / 1000)) };
    },
    reset: () => stamps.clear(),
  };
}

/** A token bucket: `burst` at once, then `refillCount` tokens every `everySeconds` (Rooms' "at once … then"). */
export function tokenBucket(burst: number, refillCount: number, everySeconds: number, clock: Clock): RateLimiter {
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

/** The limiter a catalog rate describes. */
export function limiterFor(rate: Rate, clock: Clock): RateLimiter {
  if (rate.algorithm === 'token-bucket' && rate.burst !== undefined && rate.refill) {
    return tokenBucket(rate.burst, rate.refill.count, rate.refill.everySeconds, clock);
  }
  return rollingWindow(rate.count, rate.windowSeconds, clock);
}
