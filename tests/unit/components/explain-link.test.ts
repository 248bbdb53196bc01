import { describe, expect, test } from 'vitest';
import { entries as catalogEntries } from '../../../src/catalog/index.ts';
import { entries } from '../../../src/client-data/entries.ts';
import { explainResponse } from '../../../src/client/explain/index.ts';
import { exampleReply, replyText } from '../../../src/components/entry/example-reply.ts';
import { explainHref, linkedResponse, maxLinkedResponse, responseText } from '../../../src/components/explain-link.ts';
import { buildLookupIndex } from '../../../src/search/lookup-index.ts';
import { catalog } from '../../../src/catalog/index.ts';

const hashOf = (href: string) => href.slice(href.indexOf('#'));

describe('links into the explainer', () => {
  test('carry the response in the fragment, which a browser never sends, and read it back whole', () => {
    const text = 'HTTP/1.1 429\nRetry-After: 3\n\n{"error":"slow down & wait #2"}';
    const href = explainHref(text);
    expect(href.startsWith('/explain/#response=')).toBe(true);
    expect(href).not.toContain('?');
    expect(linkedResponse(hashOf(href))).toEqual({ ok: true, text });
  });

  test('a fragment that is not a response is none; one that cannot be read says so', () => {
    expect(linkedResponse('')).toBeUndefined();
    expect(linkedResponse('#results')).toBeUndefined();
    expect(linkedResponse('#response=%E0%A4%A')).toEqual({
      ok: false,
      problem:
        'The link’s response could not be read: its text is not validly encoded. Paste the response into the box instead.',
    });
    const long = linkedResponse(hashOf(explainHref('x'.repeat(maxLinkedResponse + 1))));
    expect(long?.ok).toBe(false);
    expect(long?.ok === false && long.problem).toMatch(/longer than the explainer takes from a link/);
  });

  test('a playground exchange is written as curl -i prints it', () => {
    const exchange = { status: 429, responseHeaders: { 'retry-after': '3' }, responseBody: 'Too many.' };
    expect(responseText(exchange)).toBe('HTTP/1.1 429\nretry-after: 3\n\nToo many.');
  });

  test.each(catalogEntries.map((entry) => [entry.id, entry] as const))(
    '%s: its page’s link explains its own example as that entry',
    (id, entry) => {
      const example = replyText(exampleReply(entry, entry.wire[0]!));
      const linked = linkedResponse(hashOf(explainHref(example)));
      expect(linked).toEqual({ ok: true, text: example });
      const explanation = explainResponse(example, { entries });
      expect(explanation.ok && explanation.failure).toBeTruthy();
      if (explanation.ok) expect(explanation.matches.map((match) => match.id)).toContain(id);
    },
  );

  test('every error in the lookup carries its example, the one its page links with', () => {
    const records = buildLookupIndex(catalog).records.filter((record) => record.kind === 'error');
    expect(records).toHaveLength(catalogEntries.length);
    for (const record of records) {
      const entry = catalogEntries.find((candidate) => candidate.id === record.id)!;
      expect(record.example, record.id).toBe(replyText(exampleReply(entry, entry.wire[0]!)));
    }
  });
});
