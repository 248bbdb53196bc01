/**
 * Pieces of the mock that code outside it reuses without its servers, so a page or a worker that needs only these
 * loads no server, no catalog and no SDK: the clocks, the rate limiters (the storm lab simulates the servers' limits
 * with the same ones), and reading the JSON-RPC message out of a reply's body.
 */
export { AdjustableClock, ManualClock, systemClock } from './clock.ts';
export type { Clock } from './clock.ts';
export { limiterFor, rollingWindow, tokenBucket } from './rate-limiter.ts';
export type { RateLimiter, RateVerdict } from './rate-limiter.ts';
export { readMessage } from './scenarios/driver.ts';
export type { Exchange, FetchLike, Observation } from './scenarios/driver.ts';
