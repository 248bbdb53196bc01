/**
 * The check about writes: every send of a write carries an idempotency key, the same one on every retry, so the
 * write takes effect at most once however often it was sent.
 */
import { succeeded, toolCallOf, toolResultOf, type WireExchange } from '../wire-record.ts';
import { cite, everyRun, judged, notMet, type CheckDefinition } from './evidence.ts';

const replayed = (exchange: WireExchange): boolean => toolResultOf(exchange)?.structuredContent?.['replayed'] === true;

/** A fresh post: the server did the write (its answer may have been lost on the way), not a replay of one. */
const posted = (exchange: WireExchange): boolean => succeeded({ ...exchange, lost: false }) && !replayed(exchange);

export const idempotencyKey: CheckDefinition = {
  asks: 'On a write, did it send an idempotency key, the same one on every retry, so nothing was posted twice?',
  judge: everyRun((run, { scenario, context }) => {
    const argument = context.task.idempotencyKey?.argument ?? 'idempotency_key';
    const tool = context.task.calls[0]?.tool;
    const sends = run.exchanges.filter((exchange) => toolCallOf(exchange)?.name === tool);
    if (sends.length === 0) return notMet(run, scenario.entries[0]);
    const keys = sends.map((exchange) => {
      const key = toolCallOf(exchange)?.arguments[argument];
      return typeof key === 'string' ? key : undefined;
    });
    const posts = sends.filter(posted);
    const cited = sends.map((exchange, index) => {
      const effect = exchange.lost
        ? 'posted; the answer was lost'
        : posted(exchange)
          ? 'posted'
          : replayed(exchange)
            ? 'replayed'
            : 'not posted';
      return cite(run, exchange, `key ${keys[index] ?? '(none)'}: ${effect}`);
    });
    const missing = keys.findIndex((key) => key === undefined || key === '');
    if (missing >= 0) {
      const twice = posts.length > 1 ? `; the write took effect ${posts.length} times` : '';
      return judged('fail', `A send of the write carried no key in "${argument}"${twice}.`, cited);
    }
    const distinct = [...new Set(keys)];
    if (distinct.length > 1) {
      return judged(
        'fail',
        `Its retries carried different keys, so the server cannot tell a retry from a new write; it took effect ${posts.length} times.`,
        cited,
      );
    }
    if (posts.length > 1) return judged('fail', `The write took effect ${posts.length} times.`, cited);
    const effect = posts.length === 1 ? 'took effect once' : 'never took effect';
    return judged(
      'pass',
      `Every send (${sends.length}) carried the key ${distinct[0] ?? ''}; the write ${effect}.`,
      cited,
    );
  }),
};
