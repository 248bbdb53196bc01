/**
 * Where the mock's opaque ids (session ids, token ids) come from: unguessable in Node, where a server is left
 * running; a counter in the playground, reset with the mock, so the same link replays the same run byte for byte.
 */
export interface IdSource {
  /** A new id in the form of a UUID. */
  uuid(): string;
  /** Starts again (a counter from 1); a random source has nothing to reset. */
  reset(): void;
}

/** Random ids (`crypto.randomUUID`). */
export const randomIds: IdSource = { uuid: () => crypto.randomUUID(), reset: () => undefined };

/** Ids from a counter: `00000000-0000-4000-8000-000000000001`, then `…002`. */
export function sequentialIds(): IdSource {
  let next = 0;
  return {
    uuid: () => `00000000-0000-4000-8000-${(++next).toString(16).padStart(12, '0')}`,
    reset: () => {
      next = 0;
    },
  };
}
