/**
 * Rooms' numbers, read from the catalog: the sizes its rules check and the rate budgets it
 * counts, each budget a limiter built from the catalog's rate.
 */
import { limitsOf, type LimitEntry } from '../../catalog/index.ts';
import type { Clock } from '../clock.ts';
import { limiterFor, type RateLimiter } from '../rate-limiter.ts';
import { RoomsRefusal } from './rooms-refusal.ts';

function limit(id: string): LimitEntry {
  const found = limitsOf('rooms').find((candidate) => candidate.id === `rooms.limit.${id}`);
  if (!found) throw new Error(`Rooms mock: no limit rooms.limit.${id} in the catalog.`);
  return found;
}

function quantity(id: string): number {
  const value = limit(id).quantity?.value;
  if (value === undefined) throw new Error(`Rooms mock: rooms.limit.${id} states no quantity.`);
  return value;
}

const unitSeconds: Record<string, number> = { second: 1, minute: 60, hour: 3600 };

/** The default a limit states only in words: "5 minutes by default" → 300, "50 a page by default" → 50. */
function statedDefault(id: string): number {
  const match = /(\d+)\s*(?:(second|minute|hour)s?\s*)?(?:a page\s*)?by default/.exec(limit(id).text);
  if (!match) throw new Error(`Rooms mock: rooms.limit.${id} states no default.`);
  return Number(match[1]) * (match[2] ? (unitSeconds[match[2]] ?? 1) : 1);
}

/** The sizes and bounds of Rooms' inputs (bytes, characters, seconds, items). */
export const roomsSizes = {
  messageBodyBytes: quantity('message-body') * 1024,
  idempotencyKey: quantity('idempotency-key'),
  status: quantity('status-length'),
  statusExpiry: {
    min: quantity('status-expiry-min'),
    max: quantity('status-expiry-max'),
    byDefault: statedDefault('status-expiry-min'),
  },
  claimKey: quantity('claim-key'),
  claimLease: {
    min: quantity('claim-lease-min'),
    max: quantity('claim-lease-max'),
    byDefault: statedDefault('claim-lease-min'),
  },
  slug: { min: quantity('room-slug-min'), max: quantity('room-slug-max') },
  roomName: quantity('room-name'),
  roomTopic: quantity('room-topic'),
  waitTimeout: { max: quantity('wait-timeout'), byDefault: statedDefault('wait-timeout') },
  waitPage: quantity('wait-page'),
  readPage: { max: quantity('read-page'), byDefault: statedDefault('read-page') },
} as const;

/** The budgets Rooms counts, by the action the source names. */
export type RoomsBudgetName = 'messages' | 'statusChanges' | 'reactions' | 'claims' | 'renames' | 'requests';

const budgetLimits: Record<RoomsBudgetName, string[]> = {
  messages: ['messages', 'messages-per-minute'],
  statusChanges: ['status-changes'],
  reactions: ['reactions'],
  claims: ['claims'],
  renames: ['renames'],
  requests: ['requests'],
};

/** Rooms' rate budgets; `spend` refuses with `rate_limited`, naming the budget and the wait. */
export class RoomsBudgets {
  readonly #budgets: Array<[RoomsBudgetName, Array<{ limit: LimitEntry; limiter: RateLimiter }>]>;

  constructor(clock: Clock) {
    this.#budgets = Object.entries(budgetLimits).map(([name, ids]) => [
      name as RoomsBudgetName,
      ids.map((id) => {
        const entry = limit(id);
        if (!entry.rate) throw new Error(`Rooms mock: rooms.limit.${id} states no rate.`);
        return { limit: entry, limiter: limiterFor(entry.rate, clock) };
      }),
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
