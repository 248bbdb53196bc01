/**
 * Held calls. A call held for a person is never repeated while it waits: the client polls the
 * hold's status and repeats the call exactly once when the person allowed it. Clockford lists its
 * holds in `show_passport` (`harbour.held[]`, each `{ id, status }`).
 */
import type { Client } from '@modelcontextprotocol/client';
import type { Decision, HeldCall, HoldPoll } from './decision.ts';
import { endedBy, errorForDecision, type EndOfCall } from './decision-error.ts';
import { asRecord } from './failure.ts';
import type { Clock, PollHold } from './options.ts';
import type { RetryPolicy } from './policy.ts';
import { abortableSleep } from './sleep.ts';

/** Where a hold stands: still `waiting`, or decided. */
export type HoldStatus = HoldPoll['status'];

/** What `awaitHoldDecision` needs. */
export interface AwaitHoldOptions {
  /** The client's `retry`, of which the hold's two numbers are read. */
  retry: Pick<RetryPolicy, 'pollIntervalMs' | 'maxHoldWaitMs'>;
  /** The client's `clock`. */
  clock: Pick<Clock, 'sleep' | 'now'>;
  signal?: AbortSignal;
  /** Called after every poll, for a trace. */
  onPoll?: (poll: HoldPoll) => void;
}

/**
 * Polls `hold` every `pollIntervalMs` until its status changes or `maxHoldWaitMs` (or the hold's
 * own `waitsUntil`) has passed; returns the last poll (`waiting` when time ran out).
 *
 * @example
 * const poll = await awaitHoldDecision(decision.hold, showPassportPoller(client), { retry, clock });
 * if (poll.status === 'allowed') await client.callTool(sameParams); // exactly once
 */
export async function awaitHoldDecision(
  hold: HeldCall,
  pollHold: PollHold,
  options: AwaitHoldOptions,
): Promise<HoldPoll> {
  const lapses = hold.waitsUntil === undefined ? Number.NaN : Date.parse(hold.waitsUntil);
  const giveUpAt = Math.min(
    options.clock.now() + options.retry.maxHoldWaitMs,
    Number.isNaN(lapses) ? Infinity : lapses,
  );
  for (;;) {
    const left = giveUpAt - options.clock.now();
    if (left <= 0) return { status: 'waiting' };
    await abortableSleep(options.clock.sleep, Math.min(options.retry.pollIntervalMs, left), options.signal);
    const poll = await pollHold(hold, options.signal ? { signal: options.signal } : {});
    options.onPoll?.(poll);
    if (poll.status !== 'waiting') return poll;
  }
}

/** What `settleHeldCall` needs besides the decision. */
export interface SettleHeldCallOptions extends AwaitHoldOptions {
  /** Whether the call was already repeated once after an allowed hold. */
  repeated: boolean;
  /** What the held call left behind, for the error. */
  end?: EndOfCall;
}

/**
 * Carries out an `await-human` decision: waits for the person's verdict and returns when the call
 * may be repeated (exactly once). Throws a `stop` decision with the server's words when the person
 * refused; `hold-lapsed` when the hold lapsed, `still-held` when time ran out, `decision` when there
 * is nothing to poll, and `repeated-once` when the repeat was held again.
 */
export async function settleHeldCall(
  decision: Decision,
  pollHold: PollHold | undefined,
  options: SettleHeldCallOptions,
): Promise<void> {
  const end = options.end ?? {};
  if (options.repeated) {
    const said = decision.serverWords ?? decision.reason;
    throw endedBy(
      'repeated-once',
      `Held again after your person allowed it: "${said}". Not repeating it a second time.`,
      decision,
      end,
    );
  }
  if (!decision.hold || !pollHold) throw errorForDecision(decision, options.end);
  const poll = await awaitHoldDecision(decision.hold, pollHold, options);
  if (poll.status === 'allowed') return;
  if (poll.status === 'refused') {
    // The refusal is the person's, not the held entry's: keep the hold, not the entry id.
    const words = poll.words ?? decision.serverWords;
    const stop: Decision = { action: 'stop', reason: 'your person refused the held call → stop', hold: decision.hold };
    throw errorForDecision(words ? { ...stop, serverWords: words } : stop, options.end);
  }
  const { id } = decision.hold;
  throw poll.status === 'lapsed'
    ? endedBy(
        'hold-lapsed',
        `The hold ${id} lapsed: your person did not decide${poll.words ? ` (${poll.words})` : ''}. Ask them before trying again.`,
        decision,
        end,
      )
    : endedBy(
        'still-held',
        `Still held for a person after ${Math.round(options.retry.maxHoldWaitMs / 1000)} s (hold ${id}). Poll it later; do not repeat the call while it waits.`,
        decision,
        end,
      );
}

const decided: readonly HoldStatus[] = ['allowed', 'refused', 'lapsed'];

/**
 * A `PollHold` that calls Clockford's `show_passport` and reads the hold's status from
 * `structuredContent.harbour.held[]`. A hold no longer listed counts as `lapsed`, so the client
 * never repeats a call nobody allowed.
 *
 * @example
 * let client: Client;
 * const atlas = createResilientClient({ server: 'clockford', entries, hooks: { pollHold: (hold, context) =>
 *   showPassportPoller(client)(hold, context) } });
 */
export function showPassportPoller(client: Pick<Client, 'callTool'>, tool = 'show_passport'): PollHold {
  return async (hold, { signal }) => {
    const result = await client.callTool({ name: tool, arguments: {} }, signal ? { signal } : undefined);
    const held = asRecord(asRecord(result.structuredContent)?.['harbour'])?.['held'];
    const item = Array.isArray(held) ? held.map(asRecord).find((entry) => entry?.['id'] === hold.id) : undefined;
    if (!item) return { status: 'lapsed', words: `Hold ${hold.id} is no longer listed in ${tool}.` };
    const status = decided.find((candidate) => candidate === item['status']) ?? 'waiting';
    const words = typeof item['say'] === 'string' ? item['say'] : undefined;
    return words === undefined ? { status } : { status, words };
  };
}
