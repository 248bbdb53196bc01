/**
 * Generated over the whole catalog: every entry's every wire form, rendered as a server would send
 * it in at least one input form, is explained as that entry: first, or among equals where another
 * entry has exactly the same wire form (the client cannot tell them apart, and the test says which).
 * Today one pair ties: spec.http.session-end-not-allowed (a DELETE) and spec.http.get-stream-not-offered
 * (a GET) answer with the same 405 and the same body; only the request's method tells them apart,
 * and a response does not carry it. Both react the same way.
 */
import { describe, expect, test } from 'vitest';
import { entries, type ErrorEntry, type Wire } from '../../../src/catalog/index.ts';
import { entries as clientEntries } from '../../../src/client-data/entries.ts';
import { explainResponse, type Explanation } from '../../../src/client/explain/index.ts';
import { toolResultFor } from '../client/wire-forms.ts';
import { harEntry, httpCurl, rpcCurl, rpcMessage, toolSseCurl } from './render.ts';

/** Each input form one wire form is pasted in. */
async function inputs(entry: ErrorEntry, wire: Wire): Promise<Array<{ form: string; text: string }>> {
  switch (wire.kind) {
    case 'http':
      return [{ form: 'curl -i', text: await httpCurl(entry, wire) }];
    case 'jsonrpc-error': {
      const message = JSON.stringify(rpcMessage(entry, wire));
      return [
        { form: 'curl -i', text: rpcCurl(entry, wire) },
        {
          form: 'HAR',
          text: JSON.stringify({
            log: { entries: [harEntry(wire.httpStatus, { 'content-type': 'application/json' }, message)] },
          }),
        },
      ];
    }
    case 'tool-result':
      return [
        { form: 'SSE in curl -i', text: toolSseCurl(entry, wire) },
        { form: 'CallToolResult', text: JSON.stringify(toolResultFor(entry, wire)) },
      ];
  }
}

const cases = entries.flatMap((entry) =>
  entry.wire.flatMap((wire, index) =>
    entry.revisions.map((revision) => ({
      name: `${entry.id} #${index + 1} (${wire.kind}, ${revision})`,
      entry,
      wire,
      revision,
    })),
  ),
);

/** Where the entry stands among the matches: first, or tied with the first. */
function standing(explanation: Extract<Explanation, { ok: true }>, id: string): 'first' | 'tied' | 'behind' | 'absent' {
  const own = explanation.matches.find((match) => match.id === id);
  if (!own) return 'absent';
  if (explanation.matches[0]?.id === id) return 'first';
  return Math.floor(own.score) === Math.floor(explanation.matches[0]!.score) ? 'tied' : 'behind';
}

const ties = new Set<string>();

describe('the explainer over the whole catalog', () => {
  test('covers every entry and every wire form', () => {
    expect(new Set(cases.map(({ entry }) => entry.id)).size).toBe(entries.length);
  });

  test.each(cases)('$name is named', async ({ entry, wire, revision }) => {
    for (const { form, text } of await inputs(entry, wire)) {
      const explanation = explainResponse(text, { entries: clientEntries, server: entry.server, revision });
      if (!explanation.ok) throw new Error(`${entry.id} as ${form}: ${explanation.problem}`);
      const where = standing(explanation, entry.id);
      const context = `${entry.id} as ${form}: ${explanation.matches.map((match) => `${match.id}=${match.score}`).join(', ')}`;
      expect(['first', 'tied'], context).toContain(where);
      if (where === 'tied') ties.add(`${entry.id} ~ ${explanation.matches[0]!.id}`);
    }
  });

  test('names the ties (entries whose wire forms no reply can tell apart)', () => {
    console.info(`Entries tied with another on one wire form: ${[...ties].sort().join('; ') || 'none'}`);
    expect(ties.size).toBeLessThan(cases.length);
  });
});
