/**
 * Client-side throttling from the Google SRE book ("Handling Overload"): each client remembers, over the last two
 * minutes, how many calls it wanted to make (`requests`, its own refusals included) and how many the server accepted
 * (`accepts`), and refuses a call itself with probability `max(0, (requests − K·accepts) / (requests + 1))`. With
 * K = 2 a client sends about twice what the server accepts, so a server that refuses everything soon hears little.
 */

/** The book's multiplier: K = 2 lets a client spend twice what the server accepts. */
export const throttleK = 2;
/** The book's memory: two minutes, kept as twelve ten-second buckets. */
const bucketMs = 10_000;
const buckets = 12;

/** Every client's counts, in flat typed arrays so 10,000 clients cost little. */
export interface AdaptiveThrottle {
  /** The probability that client `client` refuses its next call itself, at `now` ms. */
  rejectProbability(client: number, now: number): number;
  /** Counts a call the client wanted to make; `accepted` when the server took it. */
  record(client: number, now: number, accepted: boolean): void;
}

/** Counters for `clients` clients, all empty. */
export function createAdaptiveThrottle(clients: number, k = throttleK): AdaptiveThrottle {
  const requests = new Int32Array(clients * buckets);
  const accepts = new Int32Array(clients * buckets);
  const latest = new Float64Array(clients).fill(-Infinity);

  // Empties the buckets that have aged out since the client's last count.
  function roll(client: number, now: number): number {
    const current = Math.floor(now / bucketMs);
    const stale = Math.min(buckets, current - latest[client]!);
    for (let step = 1; step <= stale; step++) {
      const slot = client * buckets + ((((current - stale + step) % buckets) + buckets) % buckets);
      requests[slot] = 0;
      accepts[slot] = 0;
    }
    latest[client] = Math.max(latest[client]!, current);
    return client * buckets + (current % buckets);
  }

  return {
    rejectProbability(client, now) {
      roll(client, now);
      let requested = 0;
      let accepted = 0;
      for (let slot = client * buckets; slot < (client + 1) * buckets; slot++) {
        requested += requests[slot]!;
        accepted += accepts[slot]!;
      }
      return Math.max(0, (requested - k * accepted) / (requested + 1));
    },
    record(client, now, accepted) {
      const slot = roll(client, now);
      requests[slot]! += 1;
      if (accepted) accepts[slot]! += 1;
    },
  };
}
