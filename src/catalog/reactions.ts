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
  stop: { label: 'Stop', summary: "Stop, and show the server's own words to a person." },
  reinitialize: { label: 'Re-initialize', summary: 'The session ended: initialize again, then repeat the call once.' },
  reauthenticate: { label: 'Get a new token', summary: 'Never send the same token again: sign in or refresh.' },
  'step-up-scope': { label: 'Ask for the scope', summary: 'Ask for the scope the server names, then repeat.' },
  'await-human': {
    label: 'Wait for a person',
    summary: 'Do not repeat while held: poll, then repeat exactly once when allowed.',
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

/** Whether a correct client repeats the same call on its own after this reaction. */
export function repeatsCall(reaction: Reaction): boolean {
  return ['retry-after', 'backoff', 'wait-for-room', 'reinitialize', 'step-up-scope', 'await-human'].includes(
    reaction.kind,
  );
}

/** The reaction as one line: `Wait, then retry (the Retry-After header)`. */
export function describeReaction(reaction: Reaction): string {
  const { label } = reactionWords[reaction.kind];
  return reaction.kind === 'retry-after' ? `${label} (${waitSourceWords[reaction.waitFrom]})` : label;
}
