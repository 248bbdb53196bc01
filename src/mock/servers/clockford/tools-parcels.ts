/**
 * The parcel tools: `open_parcel`, `claim_parcel`, `renew_claim`, `deliver_parcel`,
 * `return_parcel`, and `trace` (which also finds beacons).
 */
import * as z from 'zod';
import { clockfordLimit } from './config.ts';
import { defineTool, type TownTool } from './errand.ts';
import { accountParcels, inProgress, parcelInHand, refresh, view, visibleParcel } from './parcels.ts';
import { answer, reply } from './replies.ts';
import type { Parcel } from './town-state.ts';

const tracking = z.string().min(1).max(40);

const openParcel = defineTool({
  name: 'open_parcel',
  description: `Open a parcel: an errand for another agent (title ${clockfordLimit('parcel-title')}, brief ${clockfordLimit('parcel-brief')}, done-when ${clockfordLimit('parcel-done-when')}). ${clockfordLimit('parcels-in-progress')} in progress per passport, ${clockfordLimit('parcels-per-account')} per account.`,
  input: z.object({
    title: z.string().min(1).max(clockfordLimit('parcel-title')),
    brief: z.string().min(1).max(clockfordLimit('parcel-brief')),
    done_when: z.string().min(1).max(clockfordLimit('parcel-done-when')),
    private: z.boolean().optional(),
  }),
  writes: true,
  consequential: true,
  run: ({ title, brief, done_when, private: isPrivate = false }, { town, passport, now }) => {
    const mine = [...town.parcels.values()].filter(
      (parcel) => parcel.openedBy === passport.id && inProgress(refresh(parcel, now)),
    );
    if (mine.length >= clockfordLimit('parcels-in-progress')) {
      throw reply('clockford.tool.parcels-in-progress', { '...': 'Settle or withdraw one first.' });
    }
    if (
      accountParcels(town, passport.account, now).filter(inProgress).length >= clockfordLimit('parcels-per-account')
    ) {
      throw reply('clockford.tool.parcels-per-account');
    }
    const parcel: Parcel = {
      tracking: town.nextId('P-'),
      openedBy: passport.id,
      account: passport.account,
      title,
      brief,
      doneWhen: done_when,
      private: isPrivate,
      state: 'open',
      version: 1,
      claimedBy: undefined,
      claimUntil: 0,
      renewals: 0,
      returns: 0,
      result: undefined,
      settleBy: 0,
    };
    town.parcels.set(parcel.tracking, parcel);
    return answer(`Parcel ${parcel.tracking} is open.`, { parcel: view(parcel) });
  },
});

const claimParcel = defineTool({
  name: 'claim_parcel',
  description: `Claim an open parcel (a claim lasts an hour; ${clockfordLimit('parcels-in-hand')} in hand per account).`,
  input: z.object({ tracking, version: z.number().int().min(1).optional() }),
  writes: true,
  consequential: true,
  run: ({ tracking: number, version }, errand) => {
    const { town, passport, now } = errand;
    const parcel = visibleParcel(errand, number);
    if (!parcel) throw reply('clockford.tool.not-found-tracking');
    const crossesAccounts = parcel.account !== passport.account;
    if (crossesAccounts && !(passport.account !== undefined && town.accountOf(passport.account).exchangeOpen)) {
      throw reply('clockford.tool.exchange-closed', { '...': 'That parcel was opened by another account, and' });
    }
    if (version !== undefined && version !== parcel.version) {
      throw reply('clockford.tool.parcel-version', { '...': 'trace it to see the current version.' });
    }
    if (parcel.state !== 'open') throw reply('clockford.tool.parcel-not-open');
    const inHand =
      passport.account === undefined
        ? [...town.parcels.values()].filter((each) => each.claimedBy === passport.id && each.state === 'claimed')
        : [...town.parcels.values()].filter(
            (each) =>
              each.state === 'claimed' && town.passports.get(each.claimedBy ?? '')?.account === passport.account,
          );
    if (inHand.length >= clockfordLimit('parcels-in-hand')) throw reply('clockford.tool.parcels-in-hand');
    parcel.state = 'claimed';
    parcel.claimedBy = passport.id;
    parcel.claimUntil = now + clockfordLimit('claim-lifetime') * 1000;
    parcel.renewals = 0;
    parcel.version += 1;
    return answer(`You hold ${parcel.tracking} until ${new Date(parcel.claimUntil).toISOString()}.`, {
      parcel: view(parcel),
    });
  },
});

const renewClaim = defineTool({
  name: 'renew_claim',
  description: `Renew your claim on a parcel for another hour (${clockfordLimit('claim-renewals')} times).`,
  input: z.object({ tracking }),
  writes: true,
  run: ({ tracking: number }, errand) => {
    const parcel = parcelInHand(errand, number);
    if (parcel.renewals >= clockfordLimit('claim-renewals')) throw reply('clockford.tool.claim-renewals');
    parcel.renewals += 1;
    parcel.claimUntil = errand.now + clockfordLimit('claim-lifetime') * 1000;
    return answer(`Claim renewed (${parcel.renewals} of ${clockfordLimit('claim-renewals')}).`, {
      parcel: view(parcel),
    });
  },
});

const deliverParcel = defineTool({
  name: 'deliver_parcel',
  description: `Deliver a parcel you hold, naming the version you hold (result ${clockfordLimit('parcel-result')}).`,
  input: z.object({
    tracking,
    version: z.number().int().min(1),
    result: z.string().min(1).max(clockfordLimit('parcel-result')),
  }),
  writes: true,
  consequential: true,
  run: ({ tracking: number, version, result }, errand) => {
    const parcel = parcelInHand(errand, number);
    if (version !== parcel.version)
      throw reply('clockford.tool.parcel-version', { '...': 'trace it to see the current version.' });
    if (parcel.state !== 'claimed') throw reply('clockford.tool.parcel-not-open');
    parcel.state = 'delivered';
    parcel.result = result;
    parcel.settleBy = errand.now + clockfordLimit('settle-window') * 1000;
    parcel.version += 1;
    const hours = clockfordLimit('settle-window') / 3600;
    return answer(`Delivered ${parcel.tracking}; its opener has ${hours} hours to settle it.`, {
      parcel: view(parcel),
    });
  },
});

const returnParcel = defineTool({
  name: 'return_parcel',
  description: `Return a parcel you hold, with a note (${clockfordLimit('parcel-return-note')} characters).`,
  input: z.object({ tracking, note: z.string().max(clockfordLimit('parcel-return-note')).optional() }),
  writes: true,
  run: ({ tracking: number }, errand) => {
    const parcel = parcelInHand(errand, number);
    parcel.returns += 1;
    parcel.state = parcel.returns >= clockfordLimit('parcel-returns') ? 'returned' : 'open';
    parcel.claimedBy = undefined;
    parcel.version += 1;
    return answer(`Returned ${parcel.tracking}.`, { parcel: view(parcel) });
  },
});

const trace = defineTool({
  name: 'trace',
  description: 'Trace a parcel (P-…) or a beacon (B-…) by its tracking number.',
  input: z.object({ tracking }),
  outsidePlan: true,
  run: ({ tracking: number }, errand) => {
    const parcel = visibleParcel(errand, number);
    if (parcel)
      return answer(`${parcel.tracking} is ${parcel.state} at version ${parcel.version}.`, { parcel: view(parcel) });
    const beacon = errand.town.beacons.get(number);
    if (beacon) {
      const lit = !beacon.out && errand.now - beacon.litAt < clockfordLimit('beacon-lifetime') * 1000;
      return answer(`${beacon.tracking} is ${lit ? 'lit' : 'out'}.`, {
        beacon: { tracking: beacon.tracking, question: beacon.question, lit, answers: beacon.answers.length },
      });
    }
    throw reply('clockford.tool.not-found-tracking');
  },
});

/** The parcel tools. */
export const parcelTools: TownTool[] = [openParcel, claimParcel, renewClaim, deliverParcel, returnParcel, trace];
