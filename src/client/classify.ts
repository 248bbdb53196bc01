/**
 * Classification: which entry a failure is, and so what to do about it. The client holds no error
 * of its own: statuses, codes, bodies and reactions all come from the entries it is given (the
 * `entries` of `/catalog.json`, or your own in its format). A failure no entry describes gets the
 * fallback (`fallback.ts`).
 */
import { backoffDecision } from './backoff.ts';
import type { Decision, Failure, HeldCall, PersonTask } from './decision.ts';
import { reactionLabels, reactionOf, type Entry, type Wire } from './entry.ts';
import { fallbackDecision } from './fallback.ts';
import { asRecord, serverWordsOf } from './failure.ts';
import { retryAfterMsWait } from './proposals.ts';
import { findWait } from './waits.ts';
import { matchWire } from './wire-match.ts';
import type { ClassifyOptions } from './options.ts';

/** One entry a failure matched, with the wire form and how specific the match was. */
export interface EntryMatch {
  entry: Entry;
  wire: Wire;
  score: number;
}

/**
 * The revision of the entries a negotiated protocol version falls under: the version itself when
 * the entries know it, else the latest revision before it (or the earliest, for older versions).
 *
 * @example
 * revisionFor('2025-06-18', entries) // '2025-11-25' (a legacy, session-era version)
 */
export function revisionFor(version: string, entries: readonly Entry[] = []): string | undefined {
  const known = [...new Set(entries.flatMap((entry) => entry.revisions ?? []))].sort();
  return known.filter((revision) => revision <= version).at(-1) ?? known[0];
}

/**
 * Every entry the failure matches, best first: the server's own entries before the
 * specification's (a server's own page is the better authority on its own replies), then the most
 * specific (most literal characters agreed on), then the entries' order.
 */
export function matchEntries(failure: Failure, options: ClassifyOptions = {}): EntryMatch[] {
  const entries = options.entries ?? [];
  const revision = options.revision === undefined ? undefined : revisionFor(options.revision, entries);
  const matches: EntryMatch[] = [];
  for (const entry of entries) {
    if (options.server !== undefined && entry.server !== options.server && entry.server !== 'spec') continue;
    if (revision !== undefined && entry.revisions && !entry.revisions.includes(revision)) continue;
    for (const wire of entry.wire) {
      const score = matchWire(wire, failure, entry.placeholders);
      if (score === undefined) continue;
      matches.push({ entry, wire, score });
    }
  }
  const own = (match: EntryMatch): number => (match.entry.server === options.server ? 1 : 0);
  return matches.sort((a, b) => own(b) - own(a) || b.score - a.score);
}

function holdOf(failure: Failure): HeldCall | undefined {
  const hold = failure.kind === 'tool-result' ? asRecord(asRecord(failure.structuredContent)?.['hold']) : undefined;
  if (typeof hold?.['id'] !== 'string') return undefined;
  const text = (key: string): string | undefined => (typeof hold[key] === 'string' ? hold[key] : undefined);
  return { id: hold['id'], tool: text('tool'), status: text('status'), waitsUntil: text('waitsUntil') };
}

/** What a person must open, from the `elicitations` a `-32042` carries in its data. */
function personTasksOf(failure: Failure): PersonTask[] {
  const data = failure.kind === 'jsonrpc-error' ? asRecord(failure.data) : undefined;
  const elicitations = Array.isArray(data?.['elicitations']) ? data['elicitations'] : [];
  return elicitations.flatMap((item: unknown) => {
    const task = asRecord(item);
    if (typeof task?.['url'] !== 'string') return [];
    const text = (key: string) => (typeof task[key] === 'string' ? { [key]: task[key] } : {});
    return [{ url: task['url'], ...text('message'), ...text('elicitationId') }];
  });
}

/**
 * What to do about a failure: the reaction of the most specific entry it matches (of the very wire
 * form it matched, where the surfaces differ), with the wait (from the server's hint, else full
 * jitter) and the server's own words. A failure no entry describes gets the fallback: Retry-After
 * wins, a 429 or 503 backs off with full jitter, and anything else is `unknown`, never retried.
 *
 * @example
 * classify({ kind: 'http', status: 429, headers: new Headers({ 'Retry-After': '3' }),
 *   body: await response.text() }, { server: 'clockford', entries })  // a 429 from Clockford
 * // { action: 'retry-after', entryId: 'clockford.http.rate-limited', waitMs: 3000,
 * //   waitFrom: 'retry-after-header', reason: 'Retry-After: 3 → wait 3 s', serverWords: <the body> }
 */
export function classify(failure: Failure, options: ClassifyOptions = {}): Decision {
  const serverWords = serverWordsOf(failure);
  const words = serverWords === undefined ? {} : { serverWords };
  const best = matchEntries(failure, options)[0];
  if (!best) return { ...fallbackDecision(failure, options), ...words };
  const { entry } = best;
  const reaction = reactionOf(entry, best.wire);
  const decision: Decision = {
    action: reaction.kind,
    entryId: entry.id,
    reason: `${entry.title} → ${reactionLabels[reaction.kind].toLowerCase()}`,
    ...words,
  };
  if (reaction.kind === 'retry-after' || reaction.kind === 'backoff' || reaction.kind === 'wait-for-room') {
    // A hint the server gives wins over backoff; only `retry-after` entries read waits from words.
    const sources =
      reaction.kind === 'retry-after' ? undefined : (['retry-after-header', 'retry-after-seconds'] as const);
    // SEP-3304 RL-9 (open): `error.data.retryAfterMs` wins over Retry-After and every other hint, jittered (RL-7).
    const named = retryAfterMsWait(failure, options);
    if (named) return { ...decision, waitMs: named.ms, waitFrom: named.from, reason: named.reason };
    const now = (options.clock?.now ?? Date.now)();
    const hint = findWait(failure, reaction.kind === 'retry-after' ? reaction.waitFrom : undefined, now, sources);
    if (hint) return { ...decision, waitMs: hint.ms, waitFrom: hint.from, reason: hint.reason };
    return { ...decision, ...backoffDecision(options.attempt ?? 0, options) };
  }
  const challenge = failure.kind === 'http' ? (failure.headers?.get('www-authenticate') ?? undefined) : undefined;
  if (reaction.kind === 'reauthenticate' && challenge) return { ...decision, challenge };
  if (reaction.kind === 'step-up-scope') {
    const scope = challenge === undefined ? undefined : /\bscope="([^"]*)"/.exec(challenge)?.[1];
    return { ...decision, ...(challenge ? { challenge } : {}), ...(scope ? { scope } : {}) };
  }
  if (reaction.kind === 'await-human') {
    const hold = holdOf(failure);
    return hold ? { ...decision, hold } : decision;
  }
  if (reaction.kind === 'call-first') {
    return {
      ...decision,
      callFirst: { tool: reaction.tool, carry: reaction.carry ?? [] },
      reason: `${entry.title} → call ${reaction.tool} first, then repeat once`,
    };
  }
  if (reaction.kind === 'ask-person') {
    const personTasks = personTasksOf(failure);
    return personTasks.length > 0 ? { ...decision, personTasks } : decision;
  }
  return decision;
}
