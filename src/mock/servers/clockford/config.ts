/**
 * Clockford's numbers, every one read from the catalog: the sizes, quotas and lifetimes the source
 * publishes, and the ones it keeps to itself ("Rate limits are not printed here"), which the
 * catalog holds as limits marked inferred, each with the reason the mock chose it.
 */
import { getLimit, limitAmount, limitRate, type LimitId } from '../../../catalog/index.ts';

/** The part of a Clockford limit's id after `clockford.limit.`: `body-size`, `po-box-keys`, ... */
export type ClockfordLimitSlug = LimitId extends infer Id
  ? Id extends `clockford.limit.${infer Slug}`
    ? Slug
    : never
  : never;

/**
 * A Clockford limit as one number: seconds for lifetimes and waits, bytes for sizes in KB or KiB,
 * the count otherwise (`limitAmount`); for a rate, its count.
 */
export function clockfordLimit(slug: ClockfordLimitSlug): number {
  const id = `clockford.limit.${slug}` as const;
  return getLimit(id).rate?.count ?? limitAmount(id);
}

/** The window of a Clockford rate, in seconds (`open 3 new a week` → 604800). */
export function clockfordWindowSeconds(slug: ClockfordLimitSlug): number {
  return limitRate(`clockford.limit.${slug}`).windowSeconds;
}

const requests = limitRate('clockford.limit.requests');
const refill = requests.refill ?? { count: requests.count, everySeconds: requests.windowSeconds };

/** The numbers the town's rules use, by the rule that uses them. */
export const clockfordConfig = {
  /** Requests to `/mcp` per address, and per signed-in account: a token bucket. */
  rate: { burst: requests.burst ?? requests.count, refillPerSecond: refill.count / refill.everySeconds },
  /** Requests in flight at once on one legacy session before `429 Too many requests at once`. */
  inFlightPerSession: clockfordLimit('in-flight'),
  /** `Retry-After` of that 429. */
  inFlightRetryAfterSeconds: clockfordLimit('in-flight-retry-after'),
  sessions: {
    /** Open legacy sessions from one address before `429 Too many sessions`. */
    perAddress: clockfordLimit('sessions-per-address'),
    /** A session that sits idle this long ends (`404 Session not found`). */
    idleSeconds: clockfordLimit('session-idle'),
    /** No session outlives this, idle or not. */
    maxAgeSeconds: clockfordLimit('session-max-age'),
  },
  /** `Retry-After` of `503 The town is closed` while a person keeps the town closed. */
  closedRetryAfterSeconds: clockfordLimit('closed-retry-after'),
  /** `retryAfterSeconds` of clockford.tool.clerk-busy for a write while the town is read-only. */
  readOnlyRetryAfterSeconds: clockfordLimit('read-only-retry-after'),
  directory: {
    /** `ask_directory`'s `limit`: at most, and when a call names none. */
    limitMax: clockfordLimit('directory-limit'),
    limitDefault: limitAmount('clockford.limit.directory-limit', 'default'),
    /** Private details (a resident's telephone) one agent receives in a rolling day before the reply gate holds. */
    privateDetailsPerDay: clockfordLimit('private-details'),
    privateDetailsWindowSeconds: clockfordWindowSeconds('private-details'),
  },
  posting: {
    /** Public posts one agent may propose in a rolling day. */
    perAgentPerDay: clockfordLimit('posts-per-agent'),
    agentWindowSeconds: clockfordWindowSeconds('posts-per-agent'),
    /** Public posts one account may propose in a rolling week. */
    perAccountPerWeek: clockfordLimit('posts-per-account'),
    accountWindowSeconds: clockfordWindowSeconds('posts-per-account'),
  },
  /** Calls waiting for a person at once: per agent, per account, town-wide. */
  heldTable: {
    agent: clockfordLimit('held-table-agent'),
    account: clockfordLimit('held-table-account'),
    town: clockfordLimit('held-table-town'),
  },
  /** Seconds between two reports of one agent. */
  reportSpacingSeconds: clockfordLimit('report-spacing'),
  /** Seconds between two messages on one channel. */
  channelSpacingSeconds: clockfordLimit('channel-spacing'),
  /** How long a report freezes consequential calls without a review. */
  freezeSeconds: clockfordLimit('freeze'),
  /** How long a Switchboard write's `request_id` is remembered. */
  replaySeconds: clockfordLimit('replay-window'),
  /** Lots on the town map, numbered from 1. */
  lots: clockfordLimit('lots'),
} as const;
