/**
 * What a client's author should add when a check fails (or is never reached because the client stops first), in
 * a sentence, with the guide that shows how. The scoreboard shows it under the official SDK clients.
 */
import { withBase } from '../../base-path.ts';
import type { CheckId } from '../checks/index.ts';

/** Per check: what to add in a sentence, the same in a few words (`short`, for the one line under a row), and the guide. */
export const adviceFor: Record<CheckId, { add: string; short: string; guide: string }> = {
  'honours-named-wait': {
    short: 'wait out the wait the server names',
    add: 'Read the wait the server names (Retry-After in a fetch wrapper, since the SDK never exposes headers; retryAfterSeconds, resets_at or the seconds in say in the tool result), sleep at least that long, then repeat the call.',
    guide: withBase('/guides/resilient-client/#wait-as-long-as-the-server-says'),
  },
  'backs-off': {
    short: 'back off on a fault that names no wait',
    add: 'Retry a fault that names no wait (a 503, a reset connection) after a backoff, never at once.',
    guide: withBase('/guides/resilient-client/#back-off-with-full-jitter-when-it-says-nothing'),
  },
  'jittered-backoff': {
    short: 'jitter that backoff',
    add: 'Draw each backoff at random, random(0, min(cap, base·2^n)), so clients that fail together do not retry together.',
    guide: withBase('/guides/resilient-client/#back-off-with-full-jitter-when-it-says-nothing'),
  },
  'slows-down': {
    short: 'one retry budget for the client',
    add: 'Space retries out and share one retry budget across the client, so a sustained failure slows it down as a whole.',
    guide: withBase('/guides/resilient-client/#budget-retries-across-the-whole-client'),
  },
  'attempt-cap': {
    short: 'a cap on attempts',
    add: 'Cap the attempts of one call (three is the common default).',
    guide: withBase('/guides/resilient-client/#cap-the-attempts'),
  },
  'no-repeat': {
    short: 'no repeat of a refusal',
    add: 'Sort the failure before reacting: a request to fix, a refusal or a call that did nothing is not repeated.',
    guide: withBase('/guides/resilient-client/#sort-the-failure-before-you-react'),
  },
  'local-error': {
    short: 'end on a status with no body',
    add: 'Treat a 4xx or 5xx with no JSON-RPC error in its body as a local error: end the call with an error your app can report, and never wait for a body that will not come.',
    guide: withBase('/guides/resilient-client/#sort-the-failure-before-you-react'),
  },
  'reads-answer': {
    short: 'an empty page or a replay read as an answer',
    add: 'Take an empty page or a replayed write as an answer, not as a failure to repeat.',
    guide: withBase('/guides/resilient-client/#sort-the-failure-before-you-react'),
  },
  'call-first': {
    short: 'the call the server names first',
    add: 'When the server names a call to make first (join_room), make it with the refused call’s arguments, then repeat once.',
    guide: withBase('/guides/resilient-client/#sort-the-failure-before-you-react'),
  },
  'held-call': {
    short: 'polling a held call',
    add: 'Never repeat a call held for a person: poll its status, and repeat it exactly once when it is allowed.',
    guide: withBase('/guides/idempotent-writes/#when-a-person-holds-the-write'),
  },
  'fresh-token': {
    short: 'a new token after a 401',
    add: 'Give the transport an authProvider (or catch the 401) that gets a new token; never send the refused one again.',
    guide: withBase('/levels/'),
  },
  'scoped-token': {
    short: 'the scope a 403 names',
    add: 'On 403 insufficient_scope, ask for the scope the server named in WWW-Authenticate, not the scope you had.',
    guide: withBase('/levels/'),
  },
  'new-session': {
    short: 'a new session after a legacy 404',
    add: 'On a 404 for a 2025-11-25 session, connect a new transport (initialize again) and repeat the call once.',
    guide: withBase('/guides/protocol-revisions/#sessions-and-what-a-404-means'),
  },
  'falls-back': {
    short: "versionNegotiation: { mode: 'auto' }",
    add: "Create the client with versionNegotiation: { mode: 'auto' }: it probes 2026-07-28 and falls back to initialize. The default never probes, so it cannot reach a server that speaks 2026-07-28 only.",
    guide: withBase('/guides/protocol-revisions/#negotiate-then-read-every-failure-by-the-revision'),
  },
  'idempotency-key': {
    short: 'an idempotency key on writes',
    add: 'Make an idempotency key once per write, send it in the argument the server names, and send the same key on every retry.',
    guide: withBase('/guides/idempotent-writes/#the-rules'),
  },
};

/** What a client's users must add, in one line: the checks it misses, in a few words each. */
export function whatToAdd(missing: readonly CheckId[]): string {
  if (missing.length === 0) return 'Nothing: it passes every check it reaches.';
  return `Its users must add ${missing.map((check) => adviceFor[check].short).join('; ')}.`;
}
