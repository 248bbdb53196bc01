/** Every check the grader makes, by id. Each reads the wire of a scenario's runs, never the client's own word. */
import { localError } from './bare-status.ts';
import type { CheckDefinition } from './evidence.ts';
import { fallsBack, freshToken, newSession, scopedToken } from './identity.ts';
import { callsFirst, heldCall, noRepeat, readsAnswer } from './repeats.ts';
import { attemptsCapped, backsOff, honoursNamedWait, jitteredBackoff, slowsDown } from './waits.ts';
import { idempotencyKey } from './writes.ts';

export const checks = {
  'honours-named-wait': honoursNamedWait,
  'backs-off': backsOff,
  'jittered-backoff': jitteredBackoff,
  'slows-down': slowsDown,
  'attempt-cap': attemptsCapped,
  'no-repeat': noRepeat,
  'local-error': localError,
  'reads-answer': readsAnswer,
  'call-first': callsFirst,
  'held-call': heldCall,
  'fresh-token': freshToken,
  'scoped-token': scopedToken,
  'new-session': newSession,
  'falls-back': fallsBack,
  'idempotency-key': idempotencyKey,
} satisfies Record<string, CheckDefinition>;

/** The id of a check: `'honours-named-wait' | …`. */
export type CheckId = keyof typeof checks;

export type { CheckDefinition, CheckStatus, CitedRequest } from './evidence.ts';
