/**
 * How long the condition behind an entry lasts. A refusal is a statement about the server's state,
 * and it holds until that state clears: a mock that produces an entry (by a rule or injected)
 * keeps answering with it for as long as this says, so an immediate repeat meets the same answer.
 */
import type { ErrorEntry } from './schema.ts';

/**
 * - `named-wait`: until the wait the reply names (Retry-After, retryAfterSeconds, resets_at, "N seconds") has
 *   passed on the server's clock; every earlier call gets the same refusal with the wait counting down.
 * - `seconds`: a fault that names no wait lasts this long on the server's clock, from its first reply.
 * - `until-cleared`: until a person acts (the hall, the admin API) or the mock is reset.
 * - `until-new-credential`: every call with the refused credential is refused again; a new one gets through.
 * - `until-decided`: the call is held; a person decides it, and the decision stands.
 */
export type Lasts =
  | { kind: 'named-wait' }
  | { kind: 'seconds'; seconds: number }
  | { kind: 'until-cleared' }
  | { kind: 'until-new-credential' }
  | { kind: 'until-decided' };

/** How long an entry's condition lasts, and why, in words a reader can check against the source. */
export interface Duration {
  lasts: Lasts;
  why: string;
}

/**
 * A fault that names no wait lasts this long on the server's clock: long enough that an immediate repeat meets it
 * again, short enough that a client backing off with full jitter from a 1 s ceiling usually gets past it (about
 * 15 times in 16 within three calls).
 */
export const unnamedFaultSeconds = 0.5;

const byReaction: Partial<Record<ErrorEntry['reaction']['kind'], Duration>> = {
  'retry-after': {
    lasts: { kind: 'named-wait' },
    why: 'The reply names its wait. Until it has passed, the condition holds and every call meets it again.',
  },
  backoff: {
    lasts: { kind: 'seconds', seconds: unnamedFaultSeconds },
    why:
      `The source names no wait. The mock keeps the fault for ${unnamedFaultSeconds} s of its clock: a client ` +
      'that backs off with full jitter (ceilings of 1 s, then 2 s) usually gets through on its second or third ' +
      'call; a client that repeats at once meets the fault every time, however often it repeats.',
  },
  stop: {
    lasts: { kind: 'until-cleared' },
    why: 'The source says nothing a client does will change this answer: it holds until a person acts.',
  },
  reauthenticate: {
    lasts: { kind: 'until-new-credential' },
    why: 'The credential was refused: the same credential is refused every time; a new one is a new question.',
  },
  'await-human': {
    lasts: { kind: 'until-decided' },
    why: 'The call waits for a person; repeating it while it waits returns the same hold.',
  },
};

/**
 * How long the condition behind `entry` lasts when the mock produces it. Entries produced by a rule
 * (a request that is wrong, a limit that is full) last as long as the rule's own state does; this
 * is what an injected entry holds for, unless the injection says otherwise.
 */
export function durationOf(entry: Pick<ErrorEntry, 'reaction'>): Duration {
  return (
    byReaction[entry.reaction.kind] ?? {
      lasts: { kind: 'until-cleared' },
      why: 'Repeating the same call repeats the answer until something about the server or the call changes.',
    }
  );
}
