/**
 * Checks about repeating a call: an answer that repeating cannot change is not repeated; an answer that is not an
 * error is taken as one; a call the server names is made first; a held call is polled and repeated exactly once
 * when a person allows it.
 */
import { getEntry } from '../../catalog/index.ts';
import { answeredWith, callOf } from '../answers.ts';
import type { RunRecord } from '../scenario.ts';
import { calls, toolResultOf, type WireExchange } from '../wire-record.ts';
import {
  cite,
  everyRun,
  firstAnswer,
  judged,
  notMet,
  seconds,
  type CheckDefinition,
  type Judgement,
} from './evidence.ts';

/** The first answer of the entry, and every later send of the same call. */
function repeatsAfterAnswer(run: RunRecord, entry: Parameters<typeof firstAnswer>[1], keyArgument?: string) {
  const first = firstAnswer(run, entry);
  if (!first) return undefined;
  const call = callOf(first.exchange, keyArgument);
  const later = run.exchanges.slice(first.index + 1);
  return { first, later, repeats: later.filter((exchange) => callOf(exchange, keyArgument) === call) };
}

function notRepeated(ok: string, wrong: string) {
  return everyRun((run, { scenario }): Judgement => {
    const entry = scenario.entries[0];
    const seen = repeatsAfterAnswer(run, entry);
    if (!seen) return notMet(run, entry);
    const answer = cite(run, seen.first.exchange, entry);
    if (seen.repeats.length === 0) return judged('pass', ok, [answer]);
    const times = seen.repeats.length === 1 ? 'once more' : `${seen.repeats.length} more times`;
    return judged('fail', `${wrong}: it sent the same call ${times}.`, [
      answer,
      ...seen.repeats.slice(0, 3).map((exchange) => cite(run, exchange, 'the same call again')),
    ]);
  });
}

/**
 * An answer repeating cannot change is judged by what the client sends next against the same condition: the same
 * call again, or anything else the same refusal answers again before the scene cleared it (a note marked
 * `cleared`). A client cannot pass by rewording its requests into the same refusal.
 */
export const noRepeat: CheckDefinition = {
  asks: 'Did it leave alone an answer that repeating cannot change (fix the request, stop, carry on, ask a person), sending nothing the same refusal answers again?',
  judge: everyRun((run, { scenario }): Judgement => {
    const entry = scenario.entries[0];
    const seen = repeatsAfterAnswer(run, entry);
    if (!seen) return notMet(run, entry);
    const answer = cite(run, seen.first.exchange, entry);
    const clearedAt = run.notes.find((note) => note.mark === 'cleared' && note.at >= seen.first.exchange.at)?.at;
    const call = callOf(seen.first.exchange);
    const again = seen.later.filter(
      (exchange) =>
        (clearedAt === undefined || exchange.at < clearedAt) &&
        (callOf(exchange) === call || answeredWith(exchange, entry)),
    );
    if (again.length === 0)
      return judged('pass', 'It took the answer, and sent nothing the same refusal answered again.', [answer]);
    const same = again.filter((exchange) => callOf(exchange) === call).length;
    const other = again.length - same;
    const parts = [
      ...(same > 0 ? [`the same call ${same === 1 ? 'once more' : `${same} more times`}`] : []),
      ...(other > 0 ? [`${other} other request${other === 1 ? '' : 's'} the same refusal answered again`] : []),
    ];
    return judged(
      'fail',
      `The answer cannot change by repeating: it sent ${parts.join(' and ')}, before the condition could clear.`,
      [
        answer,
        ...again
          .slice(0, 3)
          .map((exchange) =>
            cite(run, exchange, callOf(exchange) === call ? 'the same call again' : `refused again: ${entry}`),
          ),
      ],
    );
  }),
};

export const readsAnswer = {
  asks: 'Did it read an answer that is not an error (or a replay) as an answer?',
  judge: notRepeated(
    'It took the answer as an answer and did not repeat the call.',
    'It treated an answer as a failure',
  ),
} satisfies CheckDefinition;

export const callsFirst: CheckDefinition = {
  asks: 'Did it make the call the server named first, then repeat its own call once?',
  judge: everyRun((run, { scenario }) => {
    const entry = getEntry(scenario.entries[0]);
    const firstTool = entry.reaction.kind === 'call-first' ? entry.reaction.tool : undefined;
    const seen = repeatsAfterAnswer(run, entry.id);
    if (!seen || !firstTool) return notMet(run, entry.id);
    const firstCall = seen.later.find((exchange) => calls(exchange, firstTool));
    const answer = cite(run, seen.first.exchange, `${entry.id}: call ${firstTool} first`);
    const [repeat, ...more] = seen.repeats;
    if (repeat && (!firstCall || repeat.n < firstCall.n)) {
      return judged('fail', `It repeated the call without calling ${firstTool} first.`, [answer, cite(run, repeat)]);
    }
    if (!firstCall) return judged('fail', `It never called ${firstTool}, as the server asked.`, [answer]);
    if (!repeat)
      return judged('fail', `It called ${firstTool} but never repeated its own call.`, [answer, cite(run, firstCall)]);
    if (more.length > 0) {
      return judged('fail', `It repeated its call ${seen.repeats.length} times after ${firstTool}.`, [
        answer,
        ...seen.repeats.map((exchange) => cite(run, exchange)),
      ]);
    }
    return judged('pass', `It called ${firstTool}, then repeated its call once.`, [
      answer,
      cite(run, firstCall),
      cite(run, repeat),
    ]);
  }),
};

const holdIdOf = (exchange: WireExchange): string | undefined => {
  const hold = toolResultOf(exchange)?.structuredContent?.['hold'];
  return typeof hold === 'object' && hold !== null && typeof (hold as { id?: unknown }).id === 'string'
    ? (hold as { id: string }).id
    : undefined;
};

export const heldCall: CheckDefinition = {
  asks: 'Did it poll a held call and repeat it exactly once, after the person allowed it?',
  judge: everyRun((run, { scenario, context }) => {
    const entry = scenario.entries[0];
    const seen = repeatsAfterAnswer(run, entry);
    if (!seen) return notMet(run, entry);
    const pollTool = context.heldCalls?.pollTool;
    const held = cite(run, seen.first.exchange, `held (${holdIdOf(seen.first.exchange) ?? 'hold'})`);
    const allowed = run.notes.find((note) => note.mark === 'allowed');
    const early = seen.repeats.find((exchange) => allowed === undefined || exchange.at < allowed.at);
    if (early) {
      const when = allowed ? `; the person allowed it at ${seconds(allowed.at)}` : '; no person had allowed it';
      return judged('fail', `It repeated the held call at ${seconds(early.at)} while it waited${when}.`, [
        held,
        cite(run, early),
      ]);
    }
    if (!allowed)
      return judged(
        'fail',
        `It stopped before the person decided (${run.verdict.says}), and never repeated the call.`,
        [held],
      );
    const [repeat, ...more] = seen.repeats;
    if (!repeat)
      return judged('fail', `The person allowed the call at ${seconds(allowed.at)}; it never repeated it.`, [held]);
    const polls = seen.later.filter(
      (exchange) =>
        exchange.n < repeat.n &&
        (pollTool ? calls(exchange, pollTool) : exchange.method === 'POST' && callOf(exchange) !== callOf(repeat)),
    );
    if (polls.length === 0) {
      const how = pollTool ? ` (${pollTool})` : '';
      return judged('fail', `It repeated the held call without polling its status${how}.`, [held, cite(run, repeat)]);
    }
    if (more.length > 0) {
      return judged('fail', `It repeated the allowed call ${seen.repeats.length} times.`, [
        held,
        ...seen.repeats.map((exchange) => cite(run, exchange)),
      ]);
    }
    return judged(
      'pass',
      `It polled ${polls.length} time${polls.length === 1 ? '' : 's'}, and repeated the call once after the person allowed it at ${seconds(allowed.at)}.`,
      [held, cite(run, polls.at(-1)!, 'a poll'), cite(run, repeat, 'the one repeat')],
    );
  }),
};
