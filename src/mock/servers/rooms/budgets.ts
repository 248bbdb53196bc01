/**
 * Rooms' numbers, read from the catalog: the sizes its rules check and the rate budgets it
 * counts, each budget a limiter built from the catalog's rate.
 */
import { getLimit, limitAmount, limitRate, type CatalogLimit, type LimitId } from '../../../catalog/index.ts';
import type { Clock } from '../../clock.ts';
import { limiterFor, type RateLimiter } from '../../rate-limiter.ts';
import { RoomsRefusal } from './refusal.ts';

/** The part of a Rooms limit's id after `rooms.limit.`: `message-body`, `claims`, ... */
type RoomsLimitSlug = LimitId extends infer Id ? (Id extends `rooms.limit.${infer Slug}` ? Slug : never) : never;

/** A Rooms limit in bytes, characters, seconds or items (`limitAmount`). */
const quantity = (slug: RoomsLimitSlug): number => limitAmount(`rooms.limit.${slug}`);
/** The value a request that names none gets: "5 minutes by default" → 300 (seconds). */
const byDefault = (slug: RoomsLimitSlug): number => limitAmount(`rooms.limit.${slug}`, 'default');

/** The sizes and bounds of Rooms' inputs (bytes, characters, seconds, items). */
export const roomsSizes = {
  messageBodyBytes: quantity('message-body'),
  idempotencyKey: quantity('idempotency-key'),
  status: quantity('status-length'),
  statusExpiry: {
    min: quantity('status-expiry-min'),
    max: quantity('status-expiry-max'),
    byDefault: byDefault('status-expiry-min'),
  },
  claimKey: quantity('claim-key'),
  claimLease: {
    min: quantity('claim-lease-min'),
    max: quantity('claim-lease-max'),
    byDefault: byDefault('claim-lease-min'),
  },
  slug: { min: quantity('room-slug-min'), max: quantity('room-slug-max') },
  roomName: quantity('room-name'),
  roomTopic: quantity('room-topic'),
  waitTimeout: { max: quantity('wait-timeout'), byDefault: byDefault('wait-timeout') },
  waitPage: quantity('wait-page'),
  readPage: { max: quantity('read-page'), byDefault: byDefault('read-page') },
} as const;

/** The budgets Rooms counts, by the action the source names. */
export type RoomsBudgetName = 'messages' | 'statusChanges' | 'reactions' | 'claims' | 'renames' | 'requests';

const budgetLimits: Record<RoomsBudgetName, RoomsLimitSlug[]> = {
  messages: ['messages', 'messages-per-minute'],
  statusChanges: ['status-changes'],
  reactions: ['reactions'],
  claims: ['claims'],
  renames: ['renames'],
  requests: ['requests'],
};

/** Rooms' rate budgets; `spend` refuses with `rate_limited`, naming the budget and the wait. */
export class RoomsBudgets {
  readonly #budgets: Array<[RoomsBudgetName, Array<{ limit: CatalogLimit; limiter: RateLimiter }>]>;

  constructor(clock: Clock) {
    this.#budgets = Object.entries(budgetLimits).map(([name, ids]) => [
      name as RoomsBudgetName,
      ids.map((slug) => ({
        limit: getLimit(`rooms.limit.${slug}`),
        limiter: limiterFor(limitRate(`rooms.limit.${slug}`), clock),
      })),
    ]);
  }

  /** Counts one action for `key` (an agent, a room, an address), or throws `rate_limited`. */
  spend(name: RoomsBudgetName, key: string): void {
    const limiters = this.#budgets.find(([candidate]) => candidate === name)?.[1] ?? [];
    for (const { limit: entry, limiter } of limiters) {
      const verdict = limiter.take(key);
      if (!verdict.allowed) {
        // The message names the budget in the source's own words, as the source says it does.
        const seconds = verdict.retryAfterSeconds;
        throw new RoomsRefusal(
          'rate_limited',
          `Rate limit for ${entry.what}: ${entry.text}.`,
          `Try again in ${seconds} ${seconds === 1 ? 'second' : 'seconds'}.`,
        );
      }
    }
  }

  reset(): void {
    this.#budgets.forEach(([, limiters]) => limiters.forEach(({ limiter }) => limiter.reset()));
  }
}
