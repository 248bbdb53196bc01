import * as z from 'zod';
import { findEntry, type ErrorEntry, type ServerId } from '../catalog/index.ts';

/** "The next `times` matching calls to `server` answer with `entry`", optionally with a shorter wait. */
export interface Fault {
  server: ServerId;
  entry: string;
  /** How many more calls this fault answers. */
  times: number;
  /** Overrides the wait the entry names (Retry-After, retryAfterSeconds, the seconds in say). */
  retryAfterSeconds?: number | undefined;
}

const FaultRequestSchema = z.strictObject({
  server: z.enum(['clockford', 'rooms', 'ichabod', 'connect'], {
    error: 'server must be one of "clockford", "rooms", "ichabod", "connect"',
  }),
  entry: z.string({ error: 'entry must be a catalog entry id, such as "clockford.tool.clerk-busy"' }),
  times: z
    .number({ error: 'times must be a whole number from 1 to 1000' })
    .int('times must be a whole number from 1 to 1000')
    .min(1, 'times must be a whole number from 1 to 1000')
    .max(1000, 'times must be a whole number from 1 to 1000')
    .default(1),
  retryAfterSeconds: z
    .number({ error: 'retryAfterSeconds must be a number of seconds from 0 to 3600' })
    .min(0, 'retryAfterSeconds must be a number of seconds from 0 to 3600')
    .max(3600, 'retryAfterSeconds must be a number of seconds from 0 to 3600')
    .optional(),
});

/** Thrown for a fault request that cannot be honoured; the message says what to change. */
export class FaultRequestError extends Error {
  override name = 'FaultRequestError';
}

/**
 * Checks a fault request (from the admin API or the playground) against the catalog.
 * Throws a `FaultRequestError` naming the problem.
 */
export function parseFault(input: unknown): Fault {
  const parsed = FaultRequestSchema.safeParse(input);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue && issue.path.length > 0 ? `${issue.path.join('.')}: ` : '';
    throw new FaultRequestError(`${where}${issue?.message ?? 'invalid fault'}`);
  }
  const fault = parsed.data;
  const entry = findEntry(fault.entry);
  if (!entry) throw new FaultRequestError(`entry: no catalog entry has the id "${fault.entry}"; see /catalog.json.`);
  if (entry.server !== fault.server && entry.server !== 'spec') {
    throw new FaultRequestError(`entry: "${fault.entry}" belongs to ${entry.server}, not ${fault.server}.`);
  }
  return fault.retryAfterSeconds === undefined
    ? { server: fault.server, entry: fault.entry, times: fault.times }
    : fault;
}

/** Which calls a fault can answer: HTTP-level faults answer any POST, tool-level ones a `tools/call`. */
export type FaultScope = 'request' | 'tool-call';

/** The faults waiting to be served, in the order they were added. */
export class FaultTable {
  #faults: Fault[] = [];

  add(fault: Fault): void {
    this.#faults.push({ ...fault });
  }

  list(): Fault[] {
    return this.#faults.map((fault) => ({ ...fault }));
  }

  /** Removes every fault, or those of one server. */
  clear(server?: ServerId): void {
    this.#faults = server ? this.#faults.filter((fault) => fault.server !== server) : [];
  }

  /** Takes one use of the first fault of `server` that fits `scope`, with its catalog entry. */
  take(server: ServerId, scope: FaultScope): { fault: Fault; entry: ErrorEntry } | undefined {
    for (const fault of this.#faults) {
      if (fault.server !== server) continue;
      const entry = findEntry(fault.entry);
      if (!entry) continue;
      const fits =
        scope === 'tool-call' ? entry.wire.some((wire) => wire.kind === 'tool-result') : isRequestLevel(entry);
      if (!fits) continue;
      fault.times -= 1;
      if (fault.times <= 0) this.#faults = this.#faults.filter((candidate) => candidate !== fault);
      return { fault, entry };
    }
    return undefined;
  }
}

/** An entry answered before the MCP server runs: an HTTP response or a JSON-RPC error. */
export function isRequestLevel(entry: ErrorEntry): boolean {
  return entry.wire.some((wire) => wire.kind !== 'tool-result' && wire.surface === 'mcp');
}
