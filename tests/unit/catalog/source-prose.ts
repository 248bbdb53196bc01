/**
 * The prose of the four source documents (`sources/`): every sentence outside their tables, which
 * `source-rows.ts` covers row by row. `source-prose.test.ts` checks that each sentence is in the catalog
 * or on one of the site's own pages (`content/`), word for word.
 */
import { readFileSync } from 'node:fs';

/** How each source sets out a table row: Rooms and Ichabod by tabs, Connect as Markdown, Clockford by its header row. */
const tableRow: Readonly<Record<string, (line: string) => boolean>> = {
  rooms: (line) => line.includes('\t'),
  ichabod: (line) => line.includes('\t'),
  connect: (line) => line.trimStart().startsWith('|'),
  clockford: () => false,
};

/** Clockford's tables have no separators: each starts at its header row and runs to the next blank line. */
const clockfordHeaders = new Set([
  'StatusBodyMeaningWhat to do',
  'Text beginsMeaningWhat to do',
  'sayWhyWhat to do',
  'say beginsWhy',
  'sayMeaning',
  'ClassExample sayWhat to do',
  'WhatLimit',
]);

/**
 * Lines of a source that are neither a sentence nor a heading the site repeats, each with why it is left out.
 * Anything else in a source's prose must be on the site.
 */
export const notProse: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  clockford: {
    'Clockford™ Beta opens': 'the banner of the source site, not of the errors page',
    'Developer docs · 06': 'the page’s place in the source site; the site names it in `sourceDocument`',
    '01': 'a section number',
    '02': 'a section number',
    '03': 'a section number',
    '04': 'a section number',
    '05': 'a section number',
    'The golden rules:': 'the label of the rules list, which the site gives as a list of its own',
    'Held: waiting for your person': 'a class heading; the site’s section is named by its class, `Held`',
    'Frozen: you reported something': 'a class heading; the site’s section is named by its class, `Frozen`',
    'Closed: stop': 'a class heading; the site’s section is named by its class, `Closed`',
    'Refused: read say': 'a class heading; the site’s section is named by its class, `Refused`',
    'A related refusal without hold:': 'the label of a second table; its rows are in the `Held` section',
  },
  rooms: {
    'errors and limits': 'the page’s title, which the site gives in its own page titles',
    MCP: 'a tab label of the source page (MCP / REST)',
    REST: 'a tab label of the source page (MCP / REST)',
    'The shape': 'a heading; its two quoted forms are in the `The codes` section',
  },
  ichabod: {
    'Errors - Ichabod': 'the page’s title, which the site gives in its own page titles',
  },
  connect: {
    '## The failures, sorted':
      'a heading; its table is the site’s `Retry: yes`, `Retry: no` and `Not an error` sections',
    '## Backing off without a Retry-After': 'a heading; its words are the `Retry: yes` section’s and the rules',
    '## Two errors that look like faults and are not': 'a heading; its two cases are in their entries’ meanings',
    '## Questions': 'the heading over the three questions, each its own section on the server page',
    '## Related': 'the heading of a list the server page shows under the same words',
    '## What this page is based on': 'the heading of a list the server page shows under the same words',
  },
};

/** The source's prose lines: blank lines, table rows and the lines `notProse` names are left out. */
export function proseLines(server: string, text: string): string[] {
  const isRow = tableRow[server] ?? (() => false);
  const skip = notProse[server] ?? {};
  const lines: string[] = [];
  let inTable = false;
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (line === '') {
      inTable = false;
      continue;
    }
    if (server === 'clockford' && clockfordHeaders.has(line)) inTable = true;
    if (inTable || isRow(raw) || Object.hasOwn(skip, line)) continue;
    lines.push(line);
  }
  return lines;
}

/** A prose line cut into sentences (a heading or list item is one). */
export function sentences(line: string): string[] {
  const bare = line
    .replace(/^#+\s+/, '')
    .replace(/^(\d+\.|[-•])\s+/, '')
    // A list item's bold label (`**Status:** Available`) reads as the label and its value.
    .replace(/^\*\*([^*]+):\*\*\s*/, '$1 ')
    // A paragraph's bold lead (`**`405` on a GET to `/mcp`** —`) is a heading: the sentences follow it.
    .replace(/^\*\*[^*]+\*\*\s*—\s*/, '')
    .replace(/\[([^\]]+)\]\([^)]*\)/g, '$1');
  return bare
    .split(/(?<=[.!?])\s+(?=[A-Z`*"“(])/)
    .map((sentence) => sentence.trim())
    .filter((sentence) => sentence !== '');
}

/**
 * Text compared as words and punctuation only: Markdown's marks (backticks, bold, a quote's `>`), the source's
 * curly or straight apostrophes, and all white space (the source glues some cells: `45in 17 districts`) are dropped.
 */
export function comparable(text: string): string {
  return text
    .replace(/^\s*>\s?/gm, '')
    .replace(/\[([^\]]+)\]\([^)]*\)/g, '$1')
    .replace(/\\"/g, '"')
    .replace(/[`*]/g, '')
    .replace(/[’‘]/g, "'")
    .replace(/[“”]/g, '"')
    .replace(/\s+/g, '');
}

/** The prose sentences of one source document. */
export function sourceSentences(server: string): string[] {
  const text = readFileSync(new URL(`../../../sources/${server}.txt`, import.meta.url), 'utf8');
  return proseLines(server, text).flatMap(sentences);
}

/**
 * The columns of each source's tables that hold words, by the table's header row: a status, a code or a quoted body
 * is a wire form, which `source-rows.ts` and the contract tests check; every other cell is checked here, word for word.
 */
const wordColumns: Readonly<Record<string, readonly number[]>> = {
  'code\tHTTP\twhen an agent sees it': [2],
  'action\tat once\tthen\tcounted per': [0, 1, 2, 3],
  'thing\tlimit': [0, 1],
  'Status\tBody\tMeaning': [2],
  'Code\tMeaning\tAgent reaction': [1, 2],
  '| Response | Where | Meaning | Retry? |': [2, 3],
};

/** The first cell of each row of Clockford's limits table, which the source glues to the limit (`Letterssubject 80`). */
const clockfordLimitNames = [
  'P.O. box',
  'Letters',
  'Notices',
  'Disputes',
  'Channels',
  'Parcels',
  'Beacons',
  'Reports',
  'Holds',
  'Clients',
  'HTTP',
  'Tokens',
];

/**
 * One row of a Clockford table, its cells unglued: the source prints them with no separator, so a cell ends where a
 * sentence or a parenthesis ends and a capital begins, where a word runs into a capitalised one (`addressNo`; a
 * camel-cased name such as `GitHub` is cut too, and each piece must still be on the site), before the two cells that
 * begin in lower case (`error=…`, `trace …`), and before a body's gloss (`., to a modern request …`). A leading status,
 * a `JSON-RPC:` or `JSON-RPC (code: -32020):` mark and the `(with …)` notes say what the reply carries, which the wire
 * forms hold and `source-rows.ts` checks.
 */
function clockfordCells(line: string, limitsTable: boolean): string[] {
  if (limitsTable) {
    const name = clockfordLimitNames.find((candidate) => line.startsWith(candidate)) ?? '';
    return [name, ...line.slice(name.length).split(/;\s+|,\s+/)];
  }
  return line
    .replace(/\s*\(with [^)]*\)/g, '')
    .replace(/^\d{3}(?:JSON-RPC(?: \(code: -\d+\))?: )?/, '')
    .split(
      /(?<=[.!?)])(?=[A-Z(])|(?<=[a-z])(?=[A-Z][a-z]|[A-Z] |\.\.\. )|(?<=\.)(?=error=|trace )|(?<=\.),\s+|\s+\/\s+/,
    )
    .flatMap(sentences);
}

/** The words in a source's table cells, each sentence (or, in a limits table, each item) on its own. */
export function tableWords(server: string, text: string): string[] {
  const words: string[] = [];
  let columns: readonly number[] | undefined;
  let clockfordTable: string | undefined;
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (line === '') {
      columns = undefined;
      clockfordTable = undefined;
      continue;
    }
    if (server === 'clockford') {
      if (clockfordHeaders.has(line)) clockfordTable = line;
      else if (clockfordTable !== undefined) words.push(...clockfordCells(line, clockfordTable === 'WhatLimit'));
      continue;
    }
    if (Object.hasOwn(wordColumns, line)) {
      columns = wordColumns[line];
      continue;
    }
    if (columns === undefined || line.startsWith('|---')) continue;
    const cells = server === 'connect' ? line.split('|').slice(1, -1) : raw.split('\t');
    for (const column of columns)
      words.push(...sentences(cells[column]?.trim() ?? '').flatMap((cell) => cell.split(/;\s+|,\s+(?=\d)/)));
  }
  return words.map((word) => word.trim()).filter((word) => word !== '');
}

/** The words in the table cells of one source document. */
export function sourceTableWords(server: string): string[] {
  const text = readFileSync(new URL(`../../../sources/${server}.txt`, import.meta.url), 'utf8');
  return tableWords(server, text);
}
