/**
 * Injected conditions: "from now on, matching calls to `server` answer with `entry`", for as long
 * as the condition lasts. A refusal is a statement about the server's state, so it holds until that
 * state clears (the catalog's `durationOf` says when), not until the next call: a named wait holds
 * until it has passed on the mock's clock, counting down in every reply; what the source calls
 * permanent holds until it is cleared; a refused credential is refused every time it is sent. A
 * one-shot fault (`times`) answers exactly that many calls and is gone.
 */
import * as z from 'zod';
import {
  durationOf,
  findEntry,
  type CatalogEntry,
  type EntryId,
  type ErrorEntry,
  type Lasts,
  type ServerId,
} from '../catalog/index.ts';
import { ServerIdSchema } from '../catalog/server-id.ts';
import type { Clock } from './clock.ts';
import { namedWaitSeconds, waitValues, type PlaceholderValues } from './wire.ts';

type MockedServer = Exclude<ServerId, 'spec'>;

/** How long an injected condition holds, once resolved against the catalog. */
export type FaultLasts =
  | { kind: 'calls'; times: number }
  | { kind: 'seconds'; seconds: number }
  | { kind: 'until-cleared' }
  | { kind: 'until-new-credential' }
  | { kind: 'until-decided' };

/** A condition the mock holds. */
export interface Fault {
  server: MockedServer;
  entry: EntryId;
  lasts: FaultLasts;
  /** The wait the replies name, in seconds, where the entry names one (Retry-After, retryAfterSeconds, "N seconds"). */
  retryAfterSeconds?: number;
  /** When the condition first answered a call, on the mock's clock; a wait counts from here. */
  since?: number;
  /** For `until-new-credential`: the credential it refused first. */
  credential?: string | undefined;
}

/** What the admin API and the playground ask for. Leave out `times`, `hold` and `holdSeconds` for the catalog's own duration. */
export interface FaultRequest {
  server: MockedServer;
  /** A catalog entry's id: the catalog's own, or one of a server built from a catalog part (`FaultTable.include`). */
  entry: string;
  /** A one-shot fault: the next `times` matching calls, then gone. */
  times?: number | undefined;
  /** `until-cleared`: hold until the admin API clears it or the mock is reset. */
  hold?: 'until-cleared' | undefined;
  /** Hold for this many seconds of the mock's clock from the first call it answers. */
  holdSeconds?: number | undefined;
  /** The wait the replies name (and, without `times` or `hold`, how long the condition holds). */
  retryAfterSeconds?: number | undefined;
}

const serverIdRule = 'server must be a server id (lowercase letters, digits and hyphens), such as "clockford"';

const seconds = (field: string) =>
  z
    .number({ error: `${field} must be a number of seconds from 0 to 86400` })
    .min(0, `${field} must be a number of seconds from 0 to 86400`)
    .max(86_400, `${field} must be a number of seconds from 0 to 86400`);

const FaultRequestSchema = z
  .strictObject({
    // Any server id: which servers exist is the registry's to say (`parseFault`'s `servers`).
    server: z
      .string({ error: serverIdRule })
      .pipe(ServerIdSchema)
      .refine((id) => id !== 'spec', '"spec" is the specification\'s own section; name the server to inject into'),
    entry: z.string({ error: 'entry must be a catalog entry id, such as "clockford.tool.clerk-busy"' }),
    times: z
      .number({ error: 'times must be a whole number from 1 to 1000' })
      .int('times must be a whole number from 1 to 1000')
      .min(1, 'times must be a whole number from 1 to 1000')
      .max(1000, 'times must be a whole number from 1 to 1000')
      .optional(),
    hold: z.literal('until-cleared', { error: 'hold must be "until-cleared" (or use holdSeconds)' }).optional(),
    holdSeconds: seconds('holdSeconds').optional(),
    retryAfterSeconds: seconds('retryAfterSeconds').optional(),
  })
  .refine((request) => [request.times, request.hold, request.holdSeconds].filter((v) => v !== undefined).length <= 1, {
    error: 'give at most one of times (one-shot), hold ("until-cleared") and holdSeconds',
  });

/** Thrown for a fault request that cannot be honoured; the message says what to change. */
export class FaultRequestError extends Error {
  override name = 'FaultRequestError';
}

/** What `parseFault` checks a request against, beyond its shape. */
export interface FaultCheck {
  /** The servers the mock serves; a request naming another is refused. @default any server id */
  servers?: readonly string[];
  /** Finds an entry by id. @default the catalog's own entries */
  entryOf?: (id: string) => CatalogEntry | undefined;
}

/**
 * Checks a fault request (from the admin API or the playground) against the catalog and resolves how long it
 * lasts. Throws a `FaultRequestError` naming the problem.
 */
export function parseFault(input: unknown, check: FaultCheck = {}): Fault {
  const parsed = FaultRequestSchema.safeParse(input);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue && issue.path.length > 0 ? `${issue.path.join('.')}: ` : '';
    throw new FaultRequestError(`${where}${issue?.message ?? 'invalid fault'}`);
  }
  const request = parsed.data;
  if (check.servers && !check.servers.includes(request.server)) {
    const known = check.servers.map((id) => `"${id}"`).join(', ');
    throw new FaultRequestError(`server: no mock serves "${request.server}"; the servers are ${known}.`);
  }
  const entry = (check.entryOf ?? findEntry)(request.entry);
  if (!entry) throw new FaultRequestError(`entry: no catalog entry has the id "${request.entry}"; see /catalog.json.`);
  if (entry.server !== request.server && entry.server !== 'spec') {
    throw new FaultRequestError(`entry: "${request.entry}" belongs to ${entry.server}, not ${request.server}.`);
  }
  return resolveFault({ ...request, entry: entry.id }, entry);
}

/** A request's duration: what it says, or the catalog's for its entry. */
function resolveFault(request: FaultRequest, entry: CatalogEntry): Fault {
  const wait = request.retryAfterSeconds ?? namedWaitSeconds(entry);
  const named = wait === undefined ? {} : { retryAfterSeconds: wait };
  const base = { server: request.server, entry: entry.id, ...named };
  if (request.times !== undefined) return { ...base, lasts: { kind: 'calls', times: request.times } };
  if (request.hold !== undefined) return { ...base, lasts: { kind: 'until-cleared' } };
  if (request.holdSeconds !== undefined) return { ...base, lasts: { kind: 'seconds', seconds: request.holdSeconds } };
  return { ...base, lasts: fromCatalog(durationOf(entry).lasts, wait) };
}

function fromCatalog(lasts: Lasts, wait: number | undefined): FaultLasts {
  if (lasts.kind !== 'named-wait') return lasts;
  // An entry whose reply names no number still names a wait; without one it holds until cleared.
  return wait === undefined ? { kind: 'until-cleared' } : { kind: 'seconds', seconds: wait };
}

/** Which calls a fault can answer: HTTP-level faults answer any POST, tool-level ones a `tools/call`. */
export type FaultScope = 'request' | 'tool-call';

/** What a matching call carries that a condition may depend on. */
export interface CallFacts {
  /** The credential the call was made with (a bearer token or key), if any. */
  credential?: string | undefined;
}

/** A condition answering a call: its catalog entry, and the placeholder values its reply carries now. */
export interface Answer {
  fault: Fault;
  entry: CatalogEntry;
  values: PlaceholderValues;
}

/** The conditions the mock holds, in the order they were added. */
export class FaultTable {
  #faults: Fault[] = [];
  readonly #clock: Clock;
  /** Entries of servers built from a catalog part, which the catalog itself does not hold. */
  readonly #included = new Map<string, CatalogEntry>();

  constructor(clock: Clock) {
    this.#clock = clock;
  }

  /**
   * Makes the entries of a server built from a catalog part injectable; an id the catalog already holds keeps
   * the catalog's entry.
   */
  include(entries: readonly ErrorEntry[]): void {
    // Their ids are outside the `EntryId` union the compiler knows: to the table they are entries like any other.
    for (const entry of entries) if (!findEntry(entry.id)) this.#included.set(entry.id, entry as CatalogEntry);
  }

  /** The entry with this id: the catalog's, or an included one. */
  readonly entryOf = (id: string): CatalogEntry | undefined => findEntry(id) ?? this.#included.get(id);

  /** `parseFault` against this table's entries. */
  parse(input: unknown, check: Omit<FaultCheck, 'entryOf'> = {}): Fault {
    return parseFault(input, { ...check, entryOf: this.entryOf });
  }

  /** Adds a condition; a `FaultRequest` without a duration holds as long as the catalog says. */
  add(request: FaultRequest | Fault): Fault {
    const fault = 'lasts' in request ? { ...request } : this.parse(request);
    this.#faults.push(fault);
    return { ...fault };
  }

  /** The conditions still holding. */
  list(): Fault[] {
    this.#expire();
    return this.#faults.map((fault) => ({ ...fault }));
  }

  /** Clears every condition, or those of one server, or one entry's; returns how many were cleared. */
  clear(server?: ServerId, entry?: string): number {
    const before = this.#faults.length;
    this.#faults = this.#faults.filter(
      (fault) => (server !== undefined && fault.server !== server) || (entry !== undefined && fault.entry !== entry),
    );
    return before - this.#faults.length;
  }

  /** Whether a condition that fits `scope` holds for `server` (without answering a call). */
  has(server: ServerId, scope: FaultScope): boolean {
    this.#expire();
    return this.#faults.some((fault) => fault.server === server && this.#fits(fault, scope));
  }

  /**
   * Answers one call of `server` that fits `scope` with the first condition that holds for it: its entry, and
   * the values its reply carries (a named wait counts down). A one-shot fault uses up one call.
   */
  take(server: ServerId, scope: FaultScope, facts: CallFacts = {}): Answer | undefined {
    this.#expire();
    const now = this.#clock.now();
    for (const fault of this.#faults) {
      if (fault.server !== server || !this.#fits(fault, scope)) continue;
      const entry = this.entryOf(fault.entry);
      if (!entry) continue;
      if (fault.lasts.kind === 'until-new-credential') {
        fault.credential ??= facts.credential;
        if (fault.credential !== facts.credential) continue;
      }
      fault.since ??= now;
      if (fault.lasts.kind === 'calls') {
        fault.lasts = { kind: 'calls', times: fault.lasts.times - 1 };
        if (fault.lasts.times <= 0) this.#faults = this.#faults.filter((candidate) => candidate !== fault);
      }
      return { fault: { ...fault }, entry, values: this.#waitValues(fault, entry, now) };
    }
    return undefined;
  }

  /** The wait a reply names now: what is left of a held wait, else the fault's own. */
  #waitValues(fault: Fault, entry: CatalogEntry, now: number): PlaceholderValues {
    if (fault.lasts.kind === 'seconds' && fault.since !== undefined && fault.retryAfterSeconds !== undefined) {
      const left = (fault.since + fault.lasts.seconds * 1000 - now) / 1000;
      return waitValues(entry, Math.max(1, Math.ceil(left)));
    }
    return fault.retryAfterSeconds === undefined ? {} : waitValues(entry, fault.retryAfterSeconds);
  }

  #fits(fault: Fault, scope: FaultScope): boolean {
    const entry = this.entryOf(fault.entry);
    if (!entry) return false;
    return scope === 'tool-call' ? entry.wire.some((wire) => wire.kind === 'tool-result') : isRequestLevel(entry);
  }

  /** Drops conditions whose time has passed. */
  #expire(): void {
    const now = this.#clock.now();
    this.#faults = this.#faults.filter(
      (fault) =>
        !(
          fault.lasts.kind === 'seconds' &&
          fault.since !== undefined &&
          now >= fault.since + fault.lasts.seconds * 1000
        ),
    );
  }
}

/** An entry answered before the MCP server runs: an HTTP response or a JSON-RPC error. */
export function isRequestLevel(entry: ErrorEntry): boolean {
  return entry.wire.some((wire) => wire.kind !== 'tool-result' && wire.surface === 'mcp');
}
