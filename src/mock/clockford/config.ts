/**
 * Clockford's numbers. The sizes, quotas and lifetimes the source publishes are read from the
 * catalog (`clockfordLimit`); the ones it keeps to itself ("Rate limits are not printed here") are
 * chosen once, in `clockfordConfig`.
 */
import { limitsOf, type LimitEntry } from '../../catalog/index.ts';

function limitEntry(slug: string): LimitEntry {
  const found = limitsOf('clockford').find((candidate) => candidate.id === `clockford.limit.${slug}`);
  if (!found) throw new Error(`Clockford mock: no limit clockford.limit.${slug} in the catalog.`);
  return found;
}

const unitFactor: Record<string, number> = {
  hour: 3600,
  hours: 3600,
  KB: 1024,
  KiB: 1024,
};

/**
 * A published limit as a number: seconds for lifetimes (`an hour` → 3600), bytes for sizes in
 * KB/KiB, the plain count otherwise (`64 keys` → 64).
 */
export function clockfordLimit(slug: string): number {
  const entry = limitEntry(slug);
  if (entry.rate) return entry.rate.count;
  const quantity = entry.quantity;
  if (!quantity) throw new Error(`Clockford mock: clockford.limit.${slug} states no number.`);
  return quantity.value * (unitFactor[quantity.unit] ?? 1);
}

/** The window of a published rate, in seconds (`open 3 new a week` → 604800). */
export function clockfordWindowSeconds(slug: string): number {
  const rate = limitEntry(slug).rate;
  if (!rate) throw new Error(`Clockford mock: clockford.limit.${slug} is not a rate.`);
  return rate.windowSeconds;
}

/**
 * The numbers the source does not publish, chosen for the mock. Each one is the mock's choice
 * unless its comment says the source states it in prose (outside the limits table).
 */
export const clockfordConfig = {
  /** Requests to `/mcp` per address, and per signed-in account: a token bucket of 50, refilling 10 a second. */
  rate: { burst: 50, refillPerSecond: 10 },
  /** Requests in flight at once on one legacy session before `429 Too many requests at once`. */
  inFlightPerSession: 8,
  /** `Retry-After` of that 429: a reply is usually a moment away. */
  inFlightRetryAfterSeconds: 1,
  sessions: {
    /** Open legacy sessions from one address before `429 Too many sessions`. */
    perAddress: 20,
    /** A session that sits idle this long ends (`404 Session not found`). */
    idleSeconds: 30 * 60,
    /** No session outlives this, idle or not. */
    maxAgeSeconds: 24 * 3600,
  },
  /** `Retry-After` of `503 The town is closed` while a person keeps the town closed. */
  closedRetryAfterSeconds: 300,
  /** `retryAfterSeconds` of clockford.tool.clerk-busy for a write while the town is read-only. */
  readOnlyRetryAfterSeconds: 60,
  directory: {
    /** `ask_directory`'s `limit` maximum (the catalog's example says 50). */
    limitMax: 50,
    limitDefault: 5,
    /** Private details (a resident's telephone) one agent receives in a rolling day before the reply gate holds. */
    privateDetailsPerDay: 12,
  },
  posting: {
    /** Public posts one agent may propose in a rolling day. */
    perAgentPerDay: 20,
    /** Public posts one account may propose in a rolling week. */
    perAccountPerWeek: 100,
  },
  /** Calls waiting for a person at once: per agent, per account, town-wide (the catalog's examples). */
  heldTable: { agent: 10, account: 30, town: 1000 },
  /** Seconds between two reports of one agent. */
  reportSpacingSeconds: 600,
  /** Seconds between two messages on one channel. */
  channelSpacingSeconds: 30,
  /** How long a report freezes consequential calls without a review: the source says 72 hours. */
  freezeSeconds: 72 * 3600,
  /** How long a Switchboard write's `request_id` is remembered: the source says "within a day". */
  replaySeconds: 24 * 3600,
  /** Lots on the town map, numbered from 1. */
  lots: 120,
} as const;
