/**
 * The limiter each server of the lab puts in front of its calls, read from the catalog: Connect's rolling minute
 * (120 calls to `/mcp` per address, refused calls counted, as its source says), Rooms' token bucket for messages
 * (10 at once, then 1 a second, per agent) and Clockford's address limit (a bucket of 50 refilling 10 a second).
 *
 * The rates come from the servers' limit lists, not from `catalog/index.ts`, so the lab's bundle carries neither zod
 * nor the catalog's prose; a unit test checks them against `limitRate`.
 */
import { clockfordLimits } from '../catalog/clockford.ts';
import { connectLimits } from '../catalog/connect.ts';
import type { LimitId } from '../catalog/index.ts';
import { roomsLimits } from '../catalog/rooms.ts';
import type { Rate } from '../catalog/schema.ts';

import { serverNames, serverScopes, type StormServer } from './labels.ts';

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

const limitIds = {
  connect: 'connect.limit.mcp-calls',
  rooms: 'rooms.limit.messages',
  clockford: 'clockford.limit.requests',
} as const satisfies Record<StormServer, LimitId>;

const serverLimits: ReadonlyArray<{ id: string; rate?: Rate; text: string }> = [
  ...connectLimits,
  ...roomsLimits,
  ...clockfordLimits,
];

function perSecond(rate: Rate): number {
  return rate.refill ? rate.refill.count / rate.refill.everySeconds : rate.count / rate.windowSeconds;
}

/** The limiter of one server, from its catalog limit. */
export function stormLimit(server: StormServer): StormLimit {
  const limit = limitIds[server];
  const entry = serverLimits.find((candidate) => candidate.id === limit);
  if (!entry?.rate) throw new Error(`The catalog limit "${limit}" states no rate.`);
  return {
    server,
    name: serverNames[server],
    limit,
    rate: entry.rate,
    countRefused: entry.rate.countsRefused === true,
    scope: serverScopes[server],
    text: entry.text,
    perKeyPerSecond: perSecond(entry.rate),
  };
}
