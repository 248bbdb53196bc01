/**
 * The storm lab and the guides read the reference client's default numbers (`defaultRetryPolicy`,
 * `defaultRetryBudget`, `naiveMaxAttempts`) through `storm/policy-words.ts`; none copies one. A phrase that states a
 * default as a literal number fails here, naming the file and the default it copies.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { naiveMaxAttempts } from '../../../src/client/naive.ts';
import { defaultRetryBudget, defaultRetryPolicy } from '../../../src/client/index.ts';
import { pageMarkdown } from '../../../src/pages/_markdown/page-markdown.ts';
import { readRawImport } from '../../../src/pages/_markdown/raw-imports.ts';
import { strategyLabels } from '../../../src/storm/labels.ts';
import { policyWord, policyWords } from '../../../src/storm/policy-words.ts';
import { presets } from '../../../src/storm/presets.ts';
import { readDocPages, root } from '../site/doc-pages.ts';

const { maxAttempts, baseMs, capMs, maxWaitMs } = defaultRetryPolicy;
const { capacity, throttlingCost, transientCost } = defaultRetryBudget;
const s = (ms: number): string => `${ms / 1000} s`;
const word = policyWords.attemptsWord;

/** Phrases that state a default as a literal, each with the default it copies. */
const copies: Array<[RegExp, string]> = [
  [new RegExp(`\\b${capacity}[- ]tokens?\\b`, 'i'), 'defaultRetryBudget.capacity'],
  [new RegExp(`\\b${capacity}\\s*[/÷]\\s*${transientCost}\\b`), 'defaultRetryBudget.capacity'],
  [new RegExp(`\\b${transientCost}\\s+(a|per|after|when)\\b`), 'defaultRetryBudget.transientCost'],
  [
    new RegExp(`\\b${throttlingCost}\\s+(a|per)\\s+(throttled|retry)|\\b${throttlingCost} tokens when`),
    'defaultRetryBudget.throttlingCost',
  ],
  [new RegExp(`min\\(${s(capMs)}|caps? the ceiling at ${s(capMs)}`), 'defaultRetryPolicy.capMs'],
  [
    new RegExp(`${s(baseMs)} · 2|base of ${s(baseMs)}|less than ${s(baseMs)} after|Waits ${s(baseMs)}[ ,]`),
    'defaultRetryPolicy.baseMs',
  ],
  [new RegExp(`at most ${s(maxWaitMs)}`), 'defaultRetryPolicy.maxWaitMs'],
  [
    new RegExp(
      `\\b${maxAttempts} calls at most|at most ${maxAttempts} (calls|times)|(tried|gives up after) (${maxAttempts}|${word}) (times|calls)`,
      'i',
    ),
    'defaultRetryPolicy.maxAttempts',
  ],
  [new RegExp(`up to ${naiveMaxAttempts} calls`), 'naiveMaxAttempts'],
];

/** The files that state the defaults: the lab's sources (but the words themselves) and the guides. */
function readers(): Array<{ file: string; text: string }> {
  const storm = readdirSync(new URL('../../../src/storm/', import.meta.url))
    .filter((file) => file.endsWith('.ts') && file !== 'policy-words.ts')
    .map((file) => `src/storm/${file}`);
  const guides = ['content/guides/many-clients.mdx', 'content/guides/resilient-client.mdx', 'content/client.mdx'];
  return [...storm, ...guides].map((file) => ({ file, text: readFileSync(`${root}${file}`, 'utf8') }));
}

/** The phrases of `text` that copy a default, as `file: "phrase" copies name`. */
function copiedNumbers(file: string, text: string): string[] {
  return copies.flatMap(([pattern, name]) => {
    const found = pattern.exec(text);
    return found ? [`${file}: "${found[0]}" copies ${name}`] : [];
  });
}

describe('the default numbers', () => {
  test('no lab source and no guide copies one', () => {
    const files = readers();
    expect(files.length).toBeGreaterThan(10);
    expect(files.flatMap(({ file, text }) => copiedNumbers(file, text))).toEqual([]);
  });

  test('a copied number is found, whichever default it copies', () => {
    const copied = [
      'no retry once the client’s 500-token budget is spent',
      'Each client makes 35 retries (500 / 14)',
      'Waits min(20 s, 1 s · 2ⁿ) exactly, 3 calls at most.',
      'The client sits out at most 60 s in one wait',
      'Repeats at once, up to 20 calls',
      'A retry costs 5 tokens when the server throttled',
    ].join('\n');
    expect(copiedNumbers('page', copied).map((line) => line.replace(/^.* copies /, ''))).toEqual(
      expect.arrayContaining([
        'defaultRetryBudget.capacity',
        'defaultRetryBudget.throttlingCost',
        'defaultRetryPolicy.capMs',
        'defaultRetryPolicy.baseMs',
        'defaultRetryPolicy.maxWaitMs',
        'defaultRetryPolicy.maxAttempts',
        'naiveMaxAttempts',
      ]),
    );
  });

  test('the lab’s labels and presets state the defaults, read from the code', () => {
    expect(strategyLabels['jitter-budget'].summary).toContain(`${capacity.toLocaleString('en')}-token budget`);
    expect(strategyLabels.fixed.summary).toBe(`Waits ${s(baseMs)} before each retry, ${maxAttempts} calls at most.`);
    expect(strategyLabels.naive.summary).toContain(`up to ${naiveMaxAttempts} calls`);
    expect(presets.find((preset) => preset.id === 'budget')?.shows).toContain(
      `${capacity.toLocaleString('en')} tokens`,
    );
  });

  test('the guides’ Markdown copies show the numbers, not the component', () => {
    const guide = readDocPages().find((page) => page.id === 'guides/resilient-client');
    expect(guide).toBeDefined();
    const markdown = pageMarkdown(guide!, (specifier) => readRawImport(guide!.filePath, specifier, root));
    expect(markdown).toContain(`at most ${maxAttempts} times, the first included`);
    expect(markdown).toContain(`A full bucket holds ${capacity.toLocaleString('en')} tokens.`);
    expect(markdown).toContain(`ceilings run ${s(baseMs)}, ${s(baseMs * 2)}`);
    expect(markdown).not.toContain('PolicyWord');
  });

  test('an unknown word is refused, naming the words', () => {
    expect(policyWord('cap')).toBe(s(capMs));
    expect(() => policyWord('ceiling')).toThrow(/No policy word "ceiling": use one of attempts, /);
  });
});
