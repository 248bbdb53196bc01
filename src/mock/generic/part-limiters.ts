/** The rate limits of a catalog part, enforced by the limiter the four servers use, keyed by the caller's address. */
import type { ErrorEntry } from '../../catalog/index.ts';
import type { Clock } from '../clock.ts';
import { limiterFor, type RateLimiter } from '../rate-limiter.ts';
import { waitValues, type PlaceholderValues } from '../wire.ts';
import { ratedLimits, type CatalogPart, type LimitScope, type RatedLimit } from './catalog-part.ts';

/** A refusal of a full limit: its breach entry, with the limiter's own wait in the entry's placeholders. */
export interface LimitRefusal {
  entry: ErrorEntry;
  values: PlaceholderValues;
  retryAfterSeconds: number;
}

/** One limiter per rated limit of the part. */
export class PartLimiters {
  readonly #limiters: Array<{ rated: RatedLimit; limiter: RateLimiter }>;

  constructor(part: CatalogPart, clock: Clock) {
    this.#limiters = ratedLimits(part).map((rated) => ({ rated, limiter: limiterFor(rated.rate, clock) }));
  }

  /** Counts one call at `scope` for `address`; the first full limit's refusal, or `undefined` when all let it go. */
  refusal(scope: LimitScope, address: string): LimitRefusal | undefined {
    for (const { rated, limiter } of this.#limiters) {
      if (rated.scope !== scope) continue;
      const verdict = limiter.take(address);
      if (!verdict.allowed) {
        const seconds = verdict.retryAfterSeconds;
        return { entry: rated.breach, values: waitValues(rated.breach, seconds), retryAfterSeconds: seconds };
      }
    }
    return undefined;
  }

  reset(): void {
    for (const { limiter } of this.#limiters) limiter.reset();
  }
}
