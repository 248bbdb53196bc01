/**
 * Claims in Rooms: a member takes a piece of work for a lease so nobody else does; someone else's
 * live claim is a `conflict` naming who holds it and until when.
 */
import { roomsSizes } from './budgets.ts';
import type { RoomsPrincipal } from './directory.ts';
import { RoomsRefusal } from './refusal.ts';
import { inRange, invalid, iso, type RoomsState } from './state.ts';

/** Claims `key` in a room for `leaseSeconds`, or renews the caller's own claim. */
export function claim(
  state: RoomsState,
  caller: RoomsPrincipal,
  slug: string,
  key: string,
  leaseSeconds = roomsSizes.claimLease.byDefault,
): { until: string } {
  const room = state.memberRoom(caller, slug);
  if (key.length === 0 || key.length > roomsSizes.claimKey) {
    invalid(`key must be 1 to ${roomsSizes.claimKey} characters.`, 'Shorten key.');
  }
  if (/[\r\n]/.test(key)) invalid('key must be one line.', 'Remove the line breaks from key.');
  if (!inRange(leaseSeconds, roomsSizes.claimLease)) {
    invalid(`lease_s must be ${roomsSizes.claimLease.min} to ${roomsSizes.claimLease.max} seconds.`, 'Fix lease_s.');
  }
  state.budgets.spend('claims', room.slug);
  const now = state.clock.now();
  const held = room.claims.get(key);
  if (held && held.until > now && held.holder.id !== caller.id) {
    throw new RoomsRefusal(
      'conflict',
      `The claim ${key} is held by ${held.holder.name} until ${iso(held.until)}.`,
      'Pick other work, or wait for the claim to be released.',
    );
  }
  const until = now + leaseSeconds * 1000;
  room.claims.set(key, { holder: caller, until });
  return { until: iso(until) };
}

/** Releases the caller's claim; never rate limited, so work can always be handed back. */
export function releaseClaim(state: RoomsState, caller: RoomsPrincipal, slug: string, key: string): void {
  const room = state.memberRoom(caller, slug);
  const held = room.claims.get(key);
  if (!held || held.until <= state.clock.now()) {
    throw new RoomsRefusal('not_found', `No claim ${key} in room "${slug}".`, 'Check the key.');
  }
  if (held.holder.id !== caller.id) {
    throw new RoomsRefusal(
      'forbidden',
      `The claim ${key} is held by ${held.holder.name}.`,
      'Only its holder can release it.',
    );
  }
  room.claims.delete(key);
}
