/**
 * Checks about who the client is and which conversation it is in: a refused token is never sent again and a new
 * one comes back (with the scope the server named), a lost session is replaced and the call repeated once in the
 * new one, and a refused 2026-07-28 probe leads to `initialize`.
 */
import { callOf } from '../answers.ts';
import type { RunRecord } from '../scenario.ts';
import { bearerOf, replyOf, rpcOf, sessionGiven, sessionSent, type WireExchange } from '../wire-record.ts';
import { cite, everyRun, firstAnswer, judged, notMet, type CheckDefinition } from './evidence.ts';

const isMcp = (exchange: WireExchange): boolean => exchange.path.split('?')[0]!.endsWith('/mcp');

/** Tokens the client was issued on the wire, with their scopes: the token endpoint's answers. */
function issuedScopes(run: RunRecord): Map<string, { scope: string; exchange: WireExchange }> {
  const issued = new Map<string, { scope: string; exchange: WireExchange }>();
  for (const exchange of run.exchanges) {
    if (isMcp(exchange)) continue;
    try {
      const body = JSON.parse(exchange.responseBody) as { access_token?: unknown; scope?: unknown };
      if (typeof body.access_token === 'string') {
        issued.set(body.access_token, { scope: typeof body.scope === 'string' ? body.scope : '', exchange });
      }
    } catch {
      // Not a token answer.
    }
  }
  return issued;
}

/** The refusal, the token it refused, and what the client sent to the MCP endpoint afterwards. */
function afterRefusedToken(run: RunRecord, entry: Parameters<typeof firstAnswer>[1]) {
  const first = firstAnswer(run, entry);
  if (!first) return undefined;
  const refused = bearerOf(first.exchange);
  const later = run.exchanges.slice(first.index + 1).filter(isMcp);
  const resent = later.find((exchange) => refused !== undefined && bearerOf(exchange) === refused);
  const fresh = later.find((exchange) => bearerOf(exchange) !== undefined && bearerOf(exchange) !== refused);
  return { first, resent, fresh };
}

export const freshToken: CheckDefinition = {
  asks: 'After a 401, did it never send the refused token again, and come back with a new one?',
  judge: everyRun((run, { scenario }) => {
    const seen = afterRefusedToken(run, scenario.entries[0]);
    if (!seen) return notMet(run, scenario.entries[0]);
    const refusal = cite(run, seen.first.exchange, 'refuses the token');
    if (seen.resent)
      return judged('fail', 'It sent the refused token again.', [refusal, cite(run, seen.resent, 'the same token')]);
    if (!seen.fresh) return judged('fail', `It did not come back with a new token (${run.verdict.says}).`, [refusal]);
    return judged('pass', 'It never sent the refused token again, and came back with a new one.', [
      refusal,
      cite(run, seen.fresh, 'a new token'),
    ]);
  }),
};

export const scopedToken: CheckDefinition = {
  asks: 'After 403 insufficient_scope, did it come back with a new token carrying the scope the server named?',
  judge: everyRun((run, { scenario }) => {
    const seen = afterRefusedToken(run, scenario.entries[0]);
    if (!seen) return notMet(run, scenario.entries[0]);
    const named = /scope="([^"]*)"/.exec(seen.first.exchange.responseHeaders['www-authenticate'] ?? '')?.[1] ?? '';
    const refusal = cite(run, seen.first.exchange, `names the scope "${named}"`);
    if (seen.resent)
      return judged('fail', 'It sent the under-scoped token again.', [
        refusal,
        cite(run, seen.resent, 'the same token'),
      ]);
    if (!seen.fresh) return judged('fail', `It did not come back with a new token (${run.verdict.says}).`, [refusal]);
    const issued = issuedScopes(run).get(bearerOf(seen.fresh)!);
    const back = cite(run, seen.fresh, 'a new token');
    if (!issued) return judged('fail', 'It came back with a token the grader did not see issued.', [refusal, back]);
    const scopes = issued.scope.split(' ');
    const missing = named.split(' ').filter((scope) => scope !== '' && !scopes.includes(scope));
    return missing.length === 0
      ? judged('pass', `It came back with a token for "${issued.scope}", the scope the server named.`, [
          refusal,
          cite(run, issued.exchange, 'the token request'),
          back,
        ])
      : judged(
          'fail',
          `It came back with a token for "${issued.scope}", without "${missing.join(' ')}" that the server named.`,
          [refusal, cite(run, issued.exchange, 'the token request'), back],
        );
  }),
};

export const newSession: CheckDefinition = {
  asks: 'After a legacy 404 (session not found), did it start a new session and repeat the call once in it?',
  judge: everyRun((run, { scenario }) => {
    const first = firstAnswer(run, scenario.entries[0]);
    if (!first) return notMet(run, scenario.entries[0]);
    const ended = sessionSent(first.exchange);
    const call = callOf(first.exchange);
    const later = run.exchanges.slice(first.index + 1);
    const lost = cite(run, first.exchange, 'session not found');
    const stale = later.find((exchange) => ended !== undefined && sessionSent(exchange) === ended);
    if (stale)
      return judged('fail', 'It sent the ended session id again.', [lost, cite(run, stale, 'the ended session')]);
    const opened = later.find(
      (exchange) => rpcOf(exchange)?.method === 'initialize' && sessionGiven(exchange) !== undefined,
    );
    if (!opened) return judged('fail', `It did not start a new session (${run.verdict.says}).`, [lost]);
    const session = sessionGiven(opened);
    const repeats = later.filter(
      (exchange) => exchange.n > opened.n && callOf(exchange) === call && sessionSent(exchange) === session,
    );
    if (repeats.length === 0)
      return judged('fail', 'It started a new session but did not repeat the call in it.', [lost, cite(run, opened)]);
    if (repeats.length > 1) {
      return judged('fail', `It repeated the call ${repeats.length} times in the new session.`, [
        lost,
        cite(run, opened),
        ...repeats.map((exchange) => cite(run, exchange)),
      ]);
    }
    return judged('pass', 'It started a new session and repeated the call once in it.', [
      lost,
      cite(run, opened, 'a new session'),
      cite(run, repeats[0]!, 'the one repeat'),
    ]);
  }),
};

export const fallsBack: CheckDefinition = {
  asks: 'When the 2026-07-28 probe was refused, did it fall back to initialize (without probing again)?',
  judge: everyRun((run, { scenario }) => {
    const first = firstAnswer(run, scenario.entries[0]);
    if (!first) return notMet(run, scenario.entries[0]);
    const probe = cite(run, first.exchange, 'refuses the probe');
    const later = run.exchanges.slice(first.index + 1);
    const again = later.find((exchange) => callOf(exchange) === callOf(first.exchange));
    const initialize = later.find((exchange) => rpcOf(exchange)?.method === 'initialize');
    if (again && (!initialize || again.n < initialize.n)) {
      return judged('fail', 'It sent the refused probe again.', [probe, cite(run, again, 'the same probe')]);
    }
    if (!initialize) return judged('fail', `It did not fall back to initialize (${run.verdict.says}).`, [probe]);
    const version = rpcOf(initialize)?.params?.['protocolVersion'];
    const answered = replyOf(initialize)?.result ? 'and the server answered' : 'but the server refused it';
    return judged('pass', `It fell back to initialize at ${String(version)}, ${answered}.`, [
      probe,
      cite(run, initialize),
    ]);
  }),
};
