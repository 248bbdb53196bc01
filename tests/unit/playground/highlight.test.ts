/**
 * The wire pane's small JSON tokenizer colours every character as shiki does (the JSON grammar, github-light and
 * github-dark, the highlighter the entry pages use at build time), over every reply the catalog describes and every
 * body of every entry's run as the playground shows it. The page loads the tokenizer instead of shiki.
 */
import { describe, expect, test } from 'vitest';
import { entries } from '../../../src/catalog/index.ts';
import { exampleReply } from '../../../src/components/entry/example-reply.ts';
import { displayBody } from '../../../src/playground/describe-event.ts';
import { highlightJson } from '../../../src/playground/highlight.ts';
import { createJsonTokenizer } from '../../../src/playground/highlighter.ts';
import { runInProcess } from '../../../src/playground/in-process.ts';

const shiki = await createJsonTokenizer();

/** Each character of the text with its colours in both themes, line by line, as shiki gives them. */
function shikiColours(text: string): string[][] {
  return shiki(text).tokens.map((line) =>
    line.flatMap((token) => {
      const style = token.htmlStyle ?? {};
      return [...token.content].map((char) => `${char} ${style['--shiki-light']} ${style['--shiki-dark']}`);
    }),
  );
}

/** The same, from the page's tokenizer. */
function ownColours(text: string): string[][] {
  return highlightJson(text).map((line) =>
    line.flatMap((token) =>
      [...token.content].map((char) => `${char} ${token.style['--shiki-light']} ${token.style['--shiki-dark']}`),
    ),
  );
}

/** The first line where the two differ, for a readable failure. */
function firstDifference(text: string): string | undefined {
  const own = ownColours(text);
  const theirs = shikiColours(text);
  if (own.length !== theirs.length) return `${own.length} lines, shiki ${theirs.length}`;
  const line = own.findIndex((chars, index) => chars.join('\n') !== theirs[index]!.join('\n'));
  if (line === -1) return undefined;
  const at = own[line]!.findIndex((char, index) => char !== theirs[line]![index]);
  return `line ${line + 1}, character ${at + 1}: ${own[line]![at]} where shiki has ${theirs[line]![at]}\n${text.split('\n')[line]}`;
}

const catalogBodies = entries.flatMap((entry) =>
  entry.wire.map(
    (wire, index) => [`${entry.id} form ${index + 1}`, displayBody(exampleReply(entry, wire).body)] as const,
  ),
);

describe('the wire pane colours JSON as shiki does', () => {
  test.each(catalogBodies)('%s, the reply the catalog describes', (_, body) => {
    expect(firstDifference(body)).toBeUndefined();
  });

  test.each(entries.map((entry) => [entry.id, entry] as const))(
    '%s, every body of the run the playground shows',
    { timeout: 60_000 },
    async (_, entry) => {
      const run = await runInProcess({ entry, policy: 'reference', seed: 7 });
      const bodies = new Set(
        run.events.flatMap((event) =>
          event.kind === 'exchange'
            ? [displayBody(event.exchange.requestBody), displayBody(event.exchange.responseBody)]
            : [],
        ),
      );
      for (const body of bodies) expect(firstDifference(body), body).toBeUndefined();
    },
  );

  test('text around the JSON: escapes, malformed JSON, comments, numbers in words, an unclosed string, a cut body', () => {
    for (const text of [
      JSON.stringify(
        { message: 'Say \u201chi\u201d \\ "there"\n\ttab', n: -1.5e-3, list: [true, false, null, {}] },
        null,
        2,
      ),
      'Bad request.',
      '{not json',
      '[1 x]',
      '{"a": 1 x, "b\\q": "c\\q"}',
      'see http://example.test/a /* and */ 2',
      'Retry in 30 seconds (limit 100/min, id a1b2).',
      '(text/event-stream)\n{\n  "id": 1\n}',
      '{\n  "text": "cut sho\n… 212 more characters',
      '',
    ])
      expect(firstDifference(text), text).toBeUndefined();
  });
});
