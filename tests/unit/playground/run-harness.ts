/**
 * A playground run in process, as the page makes it: the mock servers on the playground's clock,
 * waits that pass at once in real time (the clock still counts them), and the scene's hooks — a
 * new token, a person deciding a held call, a person acting, what the agent adds to a first call.
 */
import type { CatalogEntry } from '../../../src/catalog/index.ts';
import { createMockServers } from '../../../src/mock/handler.ts';
import { personActs } from '../../../src/playground/person-acts.ts';
import { PlaygroundClock } from '../../../src/playground/playground-clock.ts';
import { runEntry } from '../../../src/playground/run-entry.ts';
import { demoCallFirstArguments, personDecides, signInFor } from '../../../src/playground/sign-in.ts';
import type { ClientPolicy, RunResult } from '../../../src/playground/trace.ts';
import { callName } from '../../../src/playground/describe-event.ts';

const origin = 'http://mock.test';

/** Runs `entry` with one client, in process. */
export function runInProcess(entry: CatalogEntry, policy: ClientPolicy): Promise<RunResult> {
  let realNow = Date.UTC(2026, 10, 30, 12);
  const clock = new PlaygroundClock({
    realNow: () => realNow,
    timer: (callback, ms) => {
      const handle = setTimeout(() => {
        realNow += ms;
        callback();
      }, 0);
      return { cancel: () => clearTimeout(handle) };
    },
  });
  const mock = createMockServers({ clock, origin });
  const fetch = async (url: string | URL, init?: RequestInit) =>
    (await mock.handle(new Request(url, init))) ?? new Response('No mock here.', { status: 404 });
  return runEntry({
    entry,
    policy,
    seed: 7,
    mock,
    clock,
    fetch,
    origin,
    signIn: (driver, scope, recorded) => signInFor(driver, { origin, fetch: recorded, scope }),
    decideHold: (holdId) => personDecides(holdId, { origin, fetch, decision: 'allowed' }),
    personActs: (decision, driver) => personActs({ origin, fetch, driver, decision }),
    callFirstArguments: demoCallFirstArguments,
  });
}

/** The JSON-RPC calls of one phase of a run (`tools/call post_notice`, `tools/list`), handshakes left out. */
export function callsOf(result: RunResult, phase: 'trigger' | 'react'): string[] {
  const handshake = ['initialize', 'notifications/initialized', 'server/discover'];
  return result.events.flatMap((event) =>
    event.kind === 'exchange' && event.phase === phase && event.exchange.url.endsWith('/mcp')
      ? [callName(event.exchange) ?? ''].filter((name) => name !== '' && !handshake.includes(name))
      : [],
  );
}

/** The notes of a run, in order. */
export const notesOf = (result: RunResult): string[] =>
  result.events.flatMap((event) => (event.kind === 'note' ? [event.text] : []));
