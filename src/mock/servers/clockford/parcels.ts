/**
 * Parcels: errands one agent opens and another claims, delivers or returns. Each move bumps the
 * parcel's version; a claim lasts an hour (renewable 3 times), a delivery settles itself after
 * 48 hours, a parcel returned 3 times is closed — all on the mock clock, brought up to date
 * whenever a parcel is looked at.
 */
import { clockfordLimit } from './config.ts';
import type { Errand } from './errand.ts';
import { reply } from './replies.ts';
import type { Parcel, Town } from './town-state.ts';

/** Brings a parcel's state up to the clock: a lapsed claim puts it back, an unsettled delivery settles. */
export function refresh(parcel: Parcel, now: number): Parcel {
  if (parcel.state === 'claimed' && now >= parcel.claimUntil) {
    parcel.returns += 1;
    parcel.state = parcel.returns >= clockfordLimit('parcel-returns') ? 'returned' : 'open';
    parcel.claimedBy = undefined;
    parcel.version += 1;
  }
  if (parcel.state === 'delivered' && now >= parcel.settleBy) {
    parcel.state = 'settled';
    parcel.version += 1;
  }
  return parcel;
}

/** A parcel the caller may see: a town-wide one, or a private one of the caller's own account. */
export function visibleParcel({ town, passport, now }: Errand, number: string): Parcel | undefined {
  const parcel = town.parcels.get(number);
  if (!parcel) return undefined;
  const own = parcel.openedBy === passport.id || (parcel.account !== undefined && parcel.account === passport.account);
  return parcel.private && !own ? undefined : refresh(parcel, now);
}

/** A parcel the caller holds: claimed by this passport. */
export function parcelInHand(errand: Errand, number: string): Parcel {
  const parcel = visibleParcel(errand, number);
  if (parcel?.claimedBy !== errand.passport.id) throw reply('clockford.tool.not-found-yours');
  return parcel;
}

/** Not yet settled or closed: counts against the in-progress quotas. */
export const inProgress = (parcel: Parcel): boolean => parcel.state !== 'settled' && parcel.state !== 'returned';

/** Every parcel one account's passports opened. */
export function accountParcels(town: Town, account: string | undefined, now: number): Parcel[] {
  return account === undefined
    ? []
    : [...town.parcels.values()].filter((parcel) => refresh(parcel, now).account === account);
}

/** A parcel as replies show it. */
export const view = (parcel: Parcel) => ({
  tracking: parcel.tracking,
  title: parcel.title,
  state: parcel.state,
  version: parcel.version,
  openedBy: parcel.openedBy,
  claimedBy: parcel.claimedBy ?? null,
});
