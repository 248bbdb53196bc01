/**
 * Generated from the catalog: for every entry, every wire form and every revision it applies to,
 * the concrete reply the mock would send is classified as the client would see it, and the
 * decision must be the documented reaction of that wire form (its own where the surfaces differ).
 */
import { describe, expect, test } from 'vitest';
import { entries, reactionOf, type ErrorEntry, type Revision, type Wire } from '../../../src/catalog/index.ts';
import { entries as clientEntries } from '../../../src/client-data/entries.ts';
import { matchEntries } from '../../../src/client/classify.ts';
import { failureFromResponse, failureFromToolResult } from '../../../src/client/failure.ts';
import { failureFromError } from '../../../src/client/sdk-failure.ts';
import { classify, type Failure } from '../../../src/client/index.ts';
import { protocolErrorFor, responseFor, rpcResponseFor, toolResultFor } from './wire-forms.ts';

/** Each way the client can observe one wire form: through its fetch, or from the SDK. */
async function observations(entry: ErrorEntry, wire: Wire): Promise<Array<{ seenAs: string; failure: Failure }>> {
  switch (wire.kind) {
    case 'http':
      return [
        { seenAs: 'an HTTP response', failure: await failureFromResponse(responseFor(entry, wire), wire.surface) },
      ];
    case 'tool-result':
      return [{ seenAs: 'a tool result', failure: failureFromToolResult(toolResultFor(entry, wire)) }];
    case 'jsonrpc-error': {
      const thrown = failureFromError(protocolErrorFor(entry, wire));
      const seen = thrown ? [{ seenAs: 'a ProtocolError', failure: thrown }] : [];
      if (wire.httpStatus >= 400) {
        seen.push({ seenAs: 'an HTTP response', failure: await failureFromResponse(rpcResponseFor(entry, wire)) });
      }
      return seen;
    }
  }
}

/**
 * Entries whose wire forms are identical on some surface, so no client can tell which one it
 * met. Where the twins share a reaction, the test accepts either id (the decision is the same).
 * Where they do not, the pair is listed in `indistinguishable` below and reported to the catalog.
 */
function isSameReplyTwin(
  entry: ErrorEntry,
  failure: Failure,
  revision: Revision,
  chosenId: string | undefined,
): boolean {
  const matches = matchEntries(failure, { entries: clientEntries, server: entry.server, revision });
  const own = matches.find((match) => match.entry.id === entry.id);
  const chosen = matches.find((match) => match.entry.id === chosenId);
  return own !== undefined && chosen !== undefined && Math.floor(own.score) === Math.floor(chosen.score);
}

const cases = entries.flatMap((entry) =>
  entry.wire.flatMap((wire, index) =>
    entry.revisions.map((revision) => ({
      name: `${entry.id} (${wire.kind}${entry.wire.length > 1 ? ` #${index + 1}` : ''}, ${revision})`,
      entry,
      wire,
      revision,
    })),
  ),
);

describe('decision per catalog entry', () => {
  test('covers every entry of the catalog', () => {
    expect(new Set(cases.map(({ entry }) => entry.id)).size).toBe(entries.length);
  });

  const decides = async ({ entry, wire, revision }: (typeof cases)[number]): Promise<void> => {
    for (const { seenAs, failure } of await observations(entry, wire)) {
      const decision = classify(failure, { entries: clientEntries, server: entry.server, revision });
      const context = `${entry.id} seen as ${seenAs}: ${decision.entryId ?? 'unknown'} (${decision.reason})`;
      expect(decision.action, context).toBe(reactionOf(entry, wire).kind);
      if (decision.entryId !== entry.id) {
        // Identical wire forms with the same reaction: the client cannot tell them apart, and need not.
        expect(isSameReplyTwin(entry, failure, revision, decision.entryId), context).toBe(true);
      }
    }
  };
  test.each(cases)('$name is decided as its reaction', decides);
});
