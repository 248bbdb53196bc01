/**
 * The limiter each server of the lab puts in front of its calls: its catalog's `loadLimit` (Connect's rolling minute
 * of 120 calls to `/mcp` per address, refused calls counted; Rooms' token bucket for messages; Clockford's bucket of
 * 50 refilling 10 a second). The rates come from the entry index, so the lab's bundle carries neither zod nor the
 * catalog's prose; a unit test checks them against `limitRate`.
 */
import type { LimitId } from '../catalog/index.ts';
import type { Rate } from '../catalog/schema.ts';
import { loadedServer, serverName, serverScope, type StormServer } from './labels.ts';

export { stormServers, type StormServer } from './labels.ts';

/** One server's limiter as the lab uses it. */
export interface StormLimit {
  server: StormServer;
  name: string;
  limit: LimitId;
  rate: Rate;
  /** Whether a refused call counts against the limit too (Connect: "adds to the count you are trying to get under"). */
  countRefused: boolean;
  /** Who the limit is counted for, in the catalog's word: one of these is one limiter key. */
  scope: string;
  /** The limit in the source's words. */
  text: string;
  /** Calls a second one key sustains: the refill, or the count over the window. */
  perKeyPerSecond: number;
}

function perSecond(rate: Rate): number {
  return rate.refill ? rate.refill.count / rate.refill.everySeconds : rate.count / rate.windowSeconds;
}

/** The limiter of one server, from its catalog limit. */
export function stormLimit(server: StormServer): StormLimit {
  const { loadLimit } = loadedServer(server);
  return {
    server,
    name: serverName(server),
    limit: loadLimit.id as LimitId,
    rate: loadLimit.rate,
    countRefused: loadLimit.rate.countsRefused === true,
    scope: serverScope(server),
    text: loadLimit.text,
    perKeyPerSecond: perSecond(loadLimit.rate),
  };
}
