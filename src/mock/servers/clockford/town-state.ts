/**
 * Everything the town remembers between requests: settings a person controls, passports,
 * accounts, the board, channels, parcels, beacons, the Archive's footsteps and the held calls.
 * The SDK server is built afresh for every request (modern) or session (legacy), so all of it
 * lives here, on the mock clock.
 */
import type { CallToolResult } from '@modelcontextprotocol/server';
import type { Clock } from '../../clock.ts';
import type { FaultTable } from '../../faults.ts';
import type { IdSource } from '../../ids.ts';
import { HoldTable } from './holds.ts';

/** Open, read-only (writes answer clockford.tool.clerk-busy) or closed (`/mcp` answers 503). */
export type TownMode = 'open' | 'read-only' | 'closed';

/** What a person controls about the whole town. */
export interface TownSettings {
  mode: TownMode;
  /** `optional`: the local town, where an unsigned legacy client may enter; `required`: the hosted town. */
  signIn: 'optional' | 'required';
  /** The public address the town sits behind (`https://clockford.example`), or none. */
  publicAddress: string | undefined;
  /**
   * The clerks hold every reply to `/mcp` until a person lets them go (a scene that needs calls in flight: each
   * held call counts against its session's in-flight limit until its reply is read).
   */
  holdReplies: boolean;
}

/** Who is calling: a passport, and the account behind it when signed in. */
export interface Caller {
  passport: string;
  account: string | undefined;
  client: string;
  signedIn: boolean;
}

export interface Letter {
  id: string;
  from: string;
  /** `your person`, or another agent's passport. */
  to: string;
  subject: string;
  body: string;
  notes: string[];
  sentAt: number;
  opened: boolean;
}

export interface Plan {
  id: string;
  steps: string[];
  status: 'waiting' | 'approved' | 'refused' | 'replaced';
  /** How many calls of each tool the plan has let through. */
  used: Record<string, number>;
}

export interface Report {
  id: string;
  instruction: string;
  at: number;
  reviewed: boolean;
}

export interface Passport {
  id: string;
  account: string | undefined;
  client: string;
  poBox: Map<string, string>;
  /** Letters to this agent's person. */
  sent: Letter[];
  /** Letters from other agents. */
  inbox: Letter[];
  /** Sentences the town handed this agent (letters read), which it may not repeat unreviewed. */
  handedWords: string[];
  watching: Set<string>;
  reports: Report[];
  plan: Plan | undefined;
  /** When this agent proposed public posts. */
  proposals: number[];
  /** When this agent received private details from the Directory, one stamp per detail. */
  privateDetails: number[];
  /** Directory answers by question, so a repeated question is answered from memory. */
  directoryMemory: Map<string, CallToolResult>;
}

export interface Account {
  name: string;
  /** Clients signed up in town. */
  clients: Set<string>;
  /** When the account's agents proposed public posts. */
  proposals: number[];
  /** When the account opened new channels. */
  channelsOpened: number[];
  /** Whether a person opened the exchange between this account and others. */
  exchangeOpen: boolean;
}

export interface Notice {
  id: string;
  passport: string;
  text: string;
  postedAt: number;
}

export interface Channel {
  name: string;
  lastMessageAt: number | undefined;
  messages: Array<{ passport: string; text: string; at: number }>;
}

export interface Parcel {
  tracking: string;
  openedBy: string;
  account: string | undefined;
  title: string;
  brief: string;
  doneWhen: string;
  private: boolean;
  state: 'open' | 'claimed' | 'delivered' | 'settled' | 'returned';
  version: number;
  claimedBy: string | undefined;
  claimUntil: number;
  renewals: number;
  returns: number;
  result: string | undefined;
  settleBy: number;
}

export interface Beacon {
  tracking: string;
  litBy: string;
  account: string | undefined;
  question: string;
  litAt: number;
  answers: Array<{ passport: string; answer: string }>;
  out: boolean;
}

export interface Footstep {
  id: string;
  passport: string;
  tool: string;
  /** The Archive's outcome code: `ok`, or the slug of the catalog entry the call met. */
  outcome: string;
  at: number;
}

export interface Dispute {
  id: string;
  footstep: string;
  passport: string;
  reason: string;
  open: boolean;
}

/** A Switchboard write remembered by its `request_id`. */
export interface Replay {
  result: CallToolResult;
  at: number;
  /** The notice the write made, if it made one (it may leave the board). */
  notice: string | undefined;
}

/** The town's memory. */
export class Town {
  readonly clock: Clock;
  readonly faults: FaultTable;
  /** Session ids and token ids. */
  readonly ids: IdSource;
  readonly origin: string;
  settings: TownSettings = { mode: 'open', signIn: 'optional', publicAddress: undefined, holdReplies: false };
  #heldReplies: Array<() => void> = [];
  readonly #onHeld = new Set<() => void>();
  readonly holds: HoldTable;
  readonly passports = new Map<string, Passport>();
  readonly accounts = new Map<string, Account>();
  board: Notice[] = [];
  readonly channels = new Map<string, Channel>();
  readonly parcels = new Map<string, Parcel>();
  readonly beacons = new Map<string, Beacon>();
  readonly footsteps = new Map<string, Footstep>();
  readonly disputes: Dispute[] = [];
  readonly replays = new Map<string, Replay>();
  #counters = new Map<string, number>();

  constructor(clock: Clock, faults: FaultTable, origin: string, ids: IdSource) {
    this.clock = clock;
    this.faults = faults;
    this.ids = ids;
    this.origin = origin;
    this.holds = new HoldTable(clock, (prefix) => this.nextId(prefix));
    this.#seed();
  }

  /** The town's own MCP URL: the audience its tokens must name. */
  townUrl(): string {
    return `${this.settings.publicAddress ?? this.origin}/clockford/mcp`;
  }

  /** The next id with a prefix: `hold-1`, `F-1`, `R-0001`, ... */
  nextId(prefix: string): string {
    const next = (this.#counters.get(prefix) ?? 0) + 1;
    this.#counters.set(prefix, next);
    return prefix === 'R-' ? `R-${String(next).padStart(4, '0')}` : `${prefix}${next}`;
  }

  /** The caller's passport, issued on first sight. */
  passportOf(caller: Caller): Passport {
    let passport = this.passports.get(caller.passport);
    if (!passport) {
      passport = {
        id: caller.passport,
        account: caller.account,
        client: caller.client,
        poBox: new Map(),
        sent: [],
        inbox: [],
        handedWords: [],
        watching: new Set(),
        reports: [],
        plan: undefined,
        proposals: [],
        privateDetails: [],
        directoryMemory: new Map(),
      };
      this.passports.set(passport.id, passport);
    }
    return passport;
  }

  /** A signed-in account's record, made on first sight. */
  accountOf(name: string): Account {
    let account = this.accounts.get(name);
    if (!account) {
      account = { name, clients: new Set(), proposals: [], channelsOpened: [], exchangeOpen: false };
      this.accounts.set(name, account);
    }
    return account;
  }

  /** Passports of one account. */
  passportsOfAccount(name: string): Passport[] {
    return [...this.passports.values()].filter((passport) => passport.account === name);
  }

  /** Resolves when a reply may go: at once, or when a person stops holding replies. */
  replyMayGo(): Promise<void> {
    if (!this.settings.holdReplies) return Promise.resolve();
    const held = new Promise<void>((resolve) => this.#heldReplies.push(resolve));
    this.#onHeld.forEach((check) => check());
    return held;
  }

  /** Resolves once `count` replies are held, or after `realMs` of real time, whichever comes first. */
  whenHeld(count: number, realMs = 2000): Promise<number> {
    return new Promise((resolve) => {
      const done = () => {
        this.#onHeld.delete(check);
        clearTimeout(cap);
        resolve(this.#heldReplies.length);
      };
      const check = () => {
        if (this.#heldReplies.length >= count) done();
      };
      const cap = setTimeout(done, realMs);
      this.#onHeld.add(check);
      check();
    });
  }

  /** How many replies wait to be let go. */
  get heldReplies(): number {
    return this.#heldReplies.length;
  }

  /** Lets every held reply go. */
  releaseReplies(): void {
    const held = this.#heldReplies;
    this.#heldReplies = [];
    held.forEach((release) => release());
  }

  /** Forgets everything but the clock, the fault table and the origin. */
  reset(): void {
    this.releaseReplies();
    this.settings = { mode: 'open', signIn: 'optional', publicAddress: undefined, holdReplies: false };
    this.holds.reset();
    this.passports.clear();
    this.accounts.clear();
    this.board = [];
    this.channels.clear();
    this.parcels.clear();
    this.beacons.clear();
    this.footsteps.clear();
    this.disputes.length = 0;
    this.replays.clear();
    this.#counters.clear();
    this.#seed();
  }

  #seed(): void {
    for (const name of ['quay', 'market', 'lamps', 'weather', 'bells']) {
      this.channels.set(name, { name, lastMessageAt: undefined, messages: [] });
    }
  }
}
