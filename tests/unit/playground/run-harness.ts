/**
 * Helpers for tests of playground runs: a run in process (the same as `npm run play`), and the calls and notes
 * of a run in words.
 */
import type { CatalogEntry } from '../../../src/catalog/index.ts';
import { callName } from '../../../src/playground/describe-event.ts';
import { runInProcess as runOne } from '../../../src/playground/in-process.ts';
import type { ClientPolicy, RunResult } from '../../../src/playground/trace.ts';

/** Runs `entry` with one client, in process, on seed 7. */
export function runInProcess(entry: CatalogEntry, policy: ClientPolicy, seed = 7): Promise<RunResult> {
  return runOne({ entry, policy, seed });
}

/**
 * The JSON-RPC calls of a run (`tools/call post_notice`, `tools/list`), handshakes left out: `trigger`, up to and
 * including the client's first call (the scene, then the call that meets the entry); `react`, the client's calls
 * after it.
 */
export function callsOf(result: RunResult, phase: 'trigger' | 'react'): string[] {
  const handshake = ['initialize', 'notifications/initialized', 'server/discover'];
  // The client's first call that is not its session's handshake: the call that meets the entry.
  const first = result.events.findIndex(
    (event) =>
      event.kind === 'exchange' && event.by === 'client' && !handshake.includes(callName(event.exchange) ?? ''),
  );
  const events = phase === 'trigger' ? result.events.slice(0, first + 1) : result.events.slice(first + 1);
  return events.flatMap((event) =>
    event.kind === 'exchange' && (phase === 'trigger' || event.by === 'client') && event.exchange.url.endsWith('/mcp')
      ? [callName(event.exchange) ?? ''].filter((name) => name !== '' && !handshake.includes(name))
      : [],
  );
}

/** The notes of a run, in order. */
export const notesOf = (result: RunResult): string[] =>
  result.events.flatMap((event) => (event.kind === 'note' ? [event.text] : []));
