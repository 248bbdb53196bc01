/**
 * Held calls: a call the town will not run until the human who runs the agent decides it in the
 * hall. A held call waits 24 hours; allowed, exactly the same call may be repeated once within
 * the hour; refused, it stays refused. Repeating a call while it waits returns the same hold.
 */
import type { EntryId } from '../../../catalog/index.ts';
import type { Clock } from '../../clock.ts';
import { clockfordLimit } from './config.ts';
import { reply, type TownReply } from './replies.ts';

/** Why a call is held; each reason has its own catalog entry. */
export type HoldReason = 'public-post' | 'repeats' | 'reply-gate' | 'off-plan' | 'probation';

/** `waiting` for the person; `allowed` or `refused` by them; `lapsed` undecided or unused in time; `used` once repeated. */
export type HoldStatus = 'waiting' | 'allowed' | 'refused' | 'lapsed' | 'used';

const heldEntries: Record<HoldReason, EntryId> = {
  'public-post': 'clockford.tool.held-public-post',
  repeats: 'clockford.tool.held-repeats',
  'reply-gate': 'clockford.tool.held-reply-gate',
  'off-plan': 'clockford.tool.held-off-plan',
  probation: 'clockford.tool.held-probation',
};

/** The reason of a held entry's calls: `clockford.tool.held-probation` → `probation`. */
export function heldReasonOf(entryId: string): HoldReason {
  const reason = (Object.keys(heldEntries) as HoldReason[]).find((candidate) => heldEntries[candidate] === entryId);
  if (!reason) throw new Error(`Clockford mock: ${entryId} is not a held call's entry.`);
  return reason;
}

export interface Hold {
  id: string;
  passport: string;
  account: string | undefined;
  tool: string;
  /** The call's arguments, canonical: "exactly the same call" means the same key. */
  callKey: string;
  reason: HoldReason;
  /** Placeholder values and extra keys of the held reply, so a repeat returns the same reply. */
  values: Record<string, string>;
  extra: Record<string, unknown>;
  status: HoldStatus;
  createdAt: number;
  waitsUntil: number;
  decidedAt: number | undefined;
  /** Allowed: the repeat must come before this time ("the time the hall gave"). */
  allowedUntil: number | undefined;
}

/** A hold as `structuredContent.hold` and `show_passport` carry it. */
export interface HoldView {
  id: string;
  tool: string;
  status: HoldStatus;
  waitsUntil: string;
  allowedUntil?: string;
}

/** The town's table of held calls. */
export class HoldTable {
  readonly #clock: Clock;
  readonly #nextId: (prefix: string) => string;
  #holds: Hold[] = [];

  constructor(clock: Clock, nextId: (prefix: string) => string) {
    this.#clock = clock;
    this.#nextId = nextId;
  }

  /** Every hold, its status brought up to the clock. */
  all(): Hold[] {
    const now = this.#clock.now();
    for (const hold of this.#holds) {
      if (hold.status === 'waiting' && now >= hold.waitsUntil) hold.status = 'lapsed';
      if (hold.status === 'allowed' && hold.allowedUntil !== undefined && now >= hold.allowedUntil)
        hold.status = 'lapsed';
    }
    return this.#holds;
  }

  get(id: string): Hold | undefined {
    return this.all().find((hold) => hold.id === id);
  }

  /** The standing hold on exactly this call (waiting, allowed or refused), if any. */
  forCall(passport: string, tool: string, callKey: string): Hold | undefined {
    return this.all()
      .filter((hold) => hold.passport === passport && hold.tool === tool && hold.callKey === callKey)
      .filter((hold) => hold.status === 'waiting' || hold.status === 'allowed' || hold.status === 'refused')
      .at(-1);
  }

  /** How many calls wait, for one passport, one account, or the whole town. */
  waiting(filter: { passport?: string; account?: string } = {}): number {
    return this.all().filter(
      (hold) =>
        hold.status === 'waiting' &&
        (filter.passport === undefined || hold.passport === filter.passport) &&
        (filter.account === undefined || hold.account === filter.account),
    ).length;
  }

  create(call: Omit<Hold, 'id' | 'status' | 'createdAt' | 'waitsUntil' | 'decidedAt' | 'allowedUntil'>): Hold {
    const now = this.#clock.now();
    const hold: Hold = {
      ...call,
      id: this.#nextId('hold-'),
      status: 'waiting',
      createdAt: now,
      waitsUntil: now + clockfordLimit('hold-lifetime') * 1000,
      decidedAt: undefined,
      allowedUntil: undefined,
    };
    this.#holds.push(hold);
    return hold;
  }

  /** A person's decision in the hall; only a waiting hold can be decided. */
  decide(id: string, decision: 'allowed' | 'refused'): Hold {
    const hold = this.get(id);
    if (!hold) throw new Error(`No held call has the id "${id}".`);
    if (hold.status !== 'waiting') throw new Error(`The held call ${id} is ${hold.status}, not waiting.`);
    const now = this.#clock.now();
    hold.status = decision;
    hold.decidedAt = now;
    if (decision === 'allowed') hold.allowedUntil = now + clockfordLimit('allowed-repeat') * 1000;
    return hold;
  }

  /** The allowed repeat went through; the hold is spent. */
  use(hold: Hold): void {
    hold.status = 'used';
  }

  reset(): void {
    this.#holds = [];
  }
}

/** How a hold reads in replies and on the passport. */
export function holdView(hold: Hold): HoldView {
  return {
    id: hold.id,
    tool: hold.tool,
    status: hold.status,
    waitsUntil: new Date(hold.waitsUntil).toISOString(),
    ...(hold.allowedUntil === undefined ? {} : { allowedUntil: new Date(hold.allowedUntil).toISOString() }),
  };
}

/** The reply to a held call, the same every time it is repeated while it waits. */
export function heldReply(hold: Hold): TownReply {
  return reply(heldEntries[hold.reason], hold.values, { ...hold.extra, hold: holdView(hold) });
}

/** The reply to a call the person refused. */
export function refusedReply(hold: Hold): TownReply {
  return reply('clockford.tool.refused-by-person', {}, { hold: holdView(hold) });
}
