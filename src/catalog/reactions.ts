/**
 * Words for the reaction vocabulary: how the tables, the playground and the guides name what a
 * client does. The vocabulary itself is `ReactionSchema` in `schema.ts`.
 */
import type { Reaction, ReactionKind, WaitSource } from './schema.ts';

/** A short label and one sentence for each reaction a client can take. */
export const reactionWords = {
  'retry-after': { label: 'Wait, then retry', summary: 'Wait as long as the server says, then make the same call.' },
  backoff: { label: 'Back off, then retry', summary: 'No hint: wait with full jitter, then make the same call.' },
  'wait-for-room': { label: 'Wait for replies', summary: 'Too much in flight: wait for replies before sending more.' },
  'fix-request': { label: 'Fix the request', summary: 'The request is wrong: repeating it repeats the answer.' },
  'fall-back': { label: 'Fall back', summary: 'Fall back to initialize at 2025-11-25, or sign in.' },
  stop: {
    label: 'Stop',
    summary: "The same call gets the same answer: stop, and show the server's own words to a person.",
  },
  reinitialize: { label: 'Re-initialize', summary: 'The session ended: initialize again, then repeat the call once.' },
  reauthenticate: { label: 'Get a new token', summary: 'Never send the same token again: sign in or refresh.' },
  'step-up-scope': { label: 'Ask for the scope', summary: 'Ask for the scope the server names, then repeat.' },
  'await-human': {
    label: 'Wait for a person',
    summary: 'Do not repeat while held: poll, then repeat exactly once when allowed.',
  },
  'call-first': {
    label: 'Call first, then repeat',
    summary: 'Make the call the server names first, then repeat this call once.',
  },
  'ask-person': {
    label: 'A person acts, then repeat',
    summary: "A person must act first (the server's words say how); once they have, repeat the call once.",
  },
  'carry-on': {
    label: 'Carry on without it',
    summary: 'The call did nothing and repeating it now changes nothing: carry on without it; it may clear by itself.',
  },
  'replay-ok': { label: 'Replayed: success', summary: 'The first reply stands; count it as success.' },
  'not-an-error': { label: 'Not an error', summary: 'An ordinary answer: carry on.' },
} as const satisfies Record<ReactionKind, { label: string; summary: string }>;

/** Where a `retry-after` reaction reads its wait, in words. */
export const waitSourceWords = {
  'retry-after-header': 'the Retry-After header',
  'retry-after-seconds': 'structuredContent.retryAfterSeconds',
  'resets-at': 'the resets-at time in the message',
  'say-seconds': 'the seconds named in say',
} as const satisfies Record<WaitSource, string>;

/**
 * The retry classes of the Transports working group's error-registry draft (a proposal, not the specification; see
 * `specProposals` in `spec.ts`), in the draft's words.
 */
export const draftRetryClasses = [
  'retry-now-safe',
  'retry-after-delay',
  'retry-after-change',
  'do-not-retry',
  're-auth-then-retry',
] as const;
export type DraftRetryClass = (typeof draftRetryClasses)[number];

/**
 * Each reaction of the catalog in the draft's retry classes: what the draft would call it. `undefined` where the
 * reaction is no failure at all (`replay-ok`, `not-an-error`), which the draft does not classify.
 *
 * A wait the server names (`retry-after`), a backoff without a hint and a wait for replies are all
 * `retry-after-delay`; a call the client must change first, or that needs another call or a person's act first, is
 * `retry-after-change`; a new token or a broader scope is `re-auth-then-retry`.
 */
export const draftRetryClassOf = {
  'retry-after': 'retry-after-delay',
  backoff: 'retry-after-delay',
  'wait-for-room': 'retry-after-delay',
  'fix-request': 'retry-after-change',
  'fall-back': 'retry-after-change',
  stop: 'do-not-retry',
  reinitialize: 'retry-after-change',
  reauthenticate: 're-auth-then-retry',
  'step-up-scope': 're-auth-then-retry',
  'await-human': 'retry-after-change',
  'call-first': 'retry-after-change',
  'ask-person': 'retry-after-change',
  'carry-on': 'do-not-retry',
  'replay-ok': undefined,
  'not-an-error': undefined,
} as const satisfies Record<ReactionKind, DraftRetryClass | undefined>;

/** Whether a correct client repeats the same call on its own after this reaction. */
export function repeatsCall(reaction: Reaction): boolean {
  const repeating: readonly ReactionKind[] = [
    'retry-after',
    'backoff',
    'wait-for-room',
    'reinitialize',
    'step-up-scope',
    'await-human',
    'call-first',
    'ask-person',
  ];
  return repeating.includes(reaction.kind);
}

/**
 * The reaction as one line: `Wait, then retry (the Retry-After header)`, `Call first, then repeat
 * (join_room)`.
 */
export function describeReaction(reaction: Reaction): string {
  const { label } = reactionWords[reaction.kind];
  if (reaction.kind === 'retry-after') return `${label} (${waitSourceWords[reaction.waitFrom]})`;
  if (reaction.kind === 'call-first') return `${label} (${reaction.tool})`;
  return label;
}

/**
 * The reaction of one wire form of an entry: its own where it names one (the surfaces differ),
 * else the entry's.
 *
 * @example
 * reactionOf(getEntry('rooms.tool.rate-limited'), getEntry('rooms.tool.rate-limited').wire[1]).kind // 'retry-after'
 */
export function reactionOf(entry: { reaction: Reaction }, wire: { reaction?: Reaction | undefined }): Reaction {
  return wire.reaction ?? entry.reaction;
}

/** Every reaction an entry calls for, one per kind and wait source, the entry's own first. */
export function reactionsOf(entry: { reaction: Reaction; wire: ReadonlyArray<{ reaction?: Reaction | undefined }> }) {
  const all = [entry.reaction, ...entry.wire.flatMap((wire) => (wire.reaction ? [wire.reaction] : []))];
  return all.filter(
    (reaction, index) => all.findIndex((other) => describeReaction(other) === describeReaction(reaction)) === index,
  );
}
