import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';
import { entries, limits, servers } from '../../../src/catalog/index.ts';
import {
  comparable,
  notProse,
  proseLines,
  sentences,
  sourceSentences,
  sourceTableWords,
  tableWords,
} from './source-prose.ts';

/** Every string a value holds, however deep. */
function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value !== null && typeof value === 'object') return Object.values(value).flatMap(strings);
  return [];
}

/** Every word the catalog holds for one server: the server's fields, its entries' and its limits'. */
function catalogWords(server: string): string {
  const own = [
    servers.find((candidate) => candidate.id === server),
    ...entries.filter((entry) => entry.server === server),
    ...limits.filter((limit) => limit.server === server),
  ];
  return comparable(strings(own).join('\n'));
}

const contentRoot = fileURLToPath(new URL('../../../content/', import.meta.url));
const mdxFiles = (folder: string): string[] =>
  readdirSync(folder, { withFileTypes: true }).flatMap((item) =>
    item.isDirectory()
      ? mdxFiles(join(folder, item.name))
      : item.name.endsWith('.mdx')
        ? [join(folder, item.name)]
        : [],
  );

/** What the site's own pages quote: text in quotation marks or in a block quote, never their own prose. */
function quotedOnPages(): string {
  const quoted = mdxFiles(contentRoot).flatMap((file) => {
    const text = readFileSync(file, 'utf8');
    const blockQuotes = text.split('\n').filter((line) => /^\s*>/.test(line));
    const joined = text.replace(/\s*\n\s*/g, ' ');
    const inMarks = [...joined.matchAll(/"([^"]+)"|“([^”]+)”|<q>(.*?)<\/q>/g)].map(
      (match) => match[1] ?? match[2] ?? match[3] ?? '',
    );
    return [...blockQuotes, ...inMarks];
  });
  return comparable(quoted.join('\n'));
}

const onPages = quotedOnPages();

/** The quotations in a page's prose: code blocks, imports, exports and component lines left out. */
function pageQuotations(text: string): string[] {
  const prose = text
    .replace(/^---[\s\S]*?\n---/, '')
    .replace(/```[\s\S]*?```/g, '')
    .split('\n')
    .filter((line) => !/^\s*(import|export)\b/.test(line) && !/^\s*</.test(line))
    .join(' ');
  return [...prose.matchAll(/"([^"]+)"|“([^”]+)”/g)].map((match) => match[1] ?? match[2] ?? '');
}

describe.each(['clockford', 'rooms', 'ichabod', 'connect'])('the %s source’s prose', (server) => {
  const catalog = catalogWords(server);

  test.each(sourceSentences(server))('“%s” is in the catalog, or quoted on a page', (sentence) => {
    const words = comparable(sentence);
    expect(catalog.includes(words) || onPages.includes(words), `not on the site: ${sentence}`).toBe(true);
  });

  test.each(sourceTableWords(server))('“%s”, in a table, is in the catalog, or quoted on a page', (cell) => {
    const words = comparable(cell);
    expect(catalog.includes(words) || onPages.includes(words), `not on the site: ${cell}`).toBe(true);
  });
});

describe('the site’s own pages', () => {
  test('set code in backticks inside a quotation, and no emphasis, so the page shows the words quoted', () => {
    const marked = mdxFiles(contentRoot).flatMap((file) =>
      pageQuotations(readFileSync(file, 'utf8'))
        .filter((quotation) =>
          /[*_]/.test(
            quotation
              .split('`')
              .filter((_, index) => index % 2 === 0)
              .join(' '),
          ),
        )
        .map((quotation) => `${file.slice(contentRoot.length)}: ${quotation}`),
    );
    expect(marked).toEqual([]);
  });
});

describe('the prose reader', () => {
  test('finds a source’s sentences outside its tables, and leaves out only what notProse names', () => {
    const text = 'Intro one. Intro two.\n\nWhatLimit\nP.O. box64 keys\n\n01\n\n| a | b |\nClosing, `code`.';
    expect(proseLines('clockford', text).flatMap(sentences)).toEqual([
      'Intro one.',
      'Intro two.',
      '| a | b |',
      'Closing, `code`.',
    ]);
    expect(proseLines('connect', text).flatMap(sentences)).toContain('01');
    expect(notProse.clockford?.['01']).toBeDefined();
  });

  test('reads the words of a table’s cells, and leaves out its statuses, codes and bodies', () => {
    const rooms =
      'The codes\n\ncode\tHTTP\twhen an agent sees it\n`invalid`\t400\tBad input. The message names the field.';
    expect(tableWords('rooms', rooms)).toEqual(['Bad input.', 'The message names the field.']);
    const clockford =
      'StatusBodyMeaningWhat to do\n400One message per request.A JSON-RPC batch. The town takes one message per POST.Send each message on its own.';
    expect(tableWords('clockford', clockford)).toEqual([
      'One message per request.',
      'A JSON-RPC batch.',
      'The town takes one message per POST.',
      'Send each message on its own.',
    ]);
    const connect =
      '| Response | Where | Meaning | Retry? |\n|---|---|---|---|\n| `413` | `/mcp` | Body over 256 KiB | No |';
    expect(tableWords('connect', connect)).toEqual(['Body over 256 KiB', 'No']);
  });

  test('a table’s cell taken out of the catalog is missed', () => {
    const cell = 'Send each message on its own.';
    expect(sourceTableWords('clockford')).toContain(cell);
    const without = catalogWords('clockford').replace(comparable(cell), '');
    expect(without.includes(comparable(cell)) || onPages.includes(comparable(cell))).toBe(false);
  });

  test('a sentence taken out of the catalog is missed', () => {
    const sentence =
      'The Archive also records an outcome code for every call; your person sees it in the hall, and dispute returns it (outcome).';
    expect(sourceSentences('clockford')).toContain(sentence);
    const without = catalogWords('clockford').replace(comparable(sentence), '');
    expect(without.includes(comparable(sentence)) || onPages.includes(comparable(sentence))).toBe(false);
  });
});
