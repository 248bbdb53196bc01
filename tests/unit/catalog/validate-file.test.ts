/** The catalog-file validator: each rule fails with its JSON path and a message that says how to fix it. */
import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { catalog } from '../../../src/catalog/index.ts';
import type { CatalogInput } from '../../../src/catalog/schema.ts';
import {
  validateCatalogText,
  validateCatalogValue,
  type ValidateCatalogOptions,
} from '../../../src/catalog/validate-file.ts';

const exampleText = readFileSync(new URL('../../../src/examples/acme-docs.catalog.json', import.meta.url), 'utf8');

/** A fresh copy of the example catalog (one server, five entries, three limits), to break one thing in. */
const example = (): CatalogInput => JSON.parse(exampleText) as CatalogInput;
const entry = (file: CatalogInput, index: number) => file.entries[index]!;
const wire = (file: CatalogInput, index: number) => entry(file, index).wire[0]!;

/** The problems of a value, which must fail. */
function problemsOf(value: unknown, options?: ValidateCatalogOptions) {
  const result = validateCatalogValue(value, options);
  if (result.ok) throw new Error('expected the catalog to fail, and it passed');
  return result.problems;
}

/** Asserts the value fails with exactly these problems: one path each, and a message matching each pattern. */
function expectProblems(value: unknown, expected: Record<string, RegExp>, options?: ValidateCatalogOptions): void {
  const problems = problemsOf(value, options);
  expect(problems.map((problem) => problem.path)).toEqual(Object.keys(expected));
  for (const problem of problems) expect(problem.message).toMatch(expected[problem.path]!);
}

describe('validateCatalogValue', () => {
  test('passes a good catalog, with the schema defaults applied', () => {
    const result = validateCatalogValue(example(), { alongside: catalog });
    expect(result.ok && result.catalog.entries[0]?.wire[0]?.surface).toBe('mcp');
  });

  test('passes the seed catalog, as JSON, with no problems', () => {
    const result = validateCatalogText(JSON.stringify(catalog));
    expect(result.ok ? [] : result.problems).toEqual([]);
  });

  test('names a key the format does not know, such as a misspelt field, deep in an entry', () => {
    const file = example();
    (wire(file, 0) as unknown as Record<string, unknown>)['retryAfer'] = 3;
    expectProblems(file, {
      '$.entries[0].wire[0].retryAfer': /^"retryAfer" is not a field of the catalog format here: check its spelling/,
    });
  });

  test('names an id used twice within the file', () => {
    const file = example();
    entry(file, 1).id = 'acme-docs.http.rate-limited';
    expectProblems(file, {
      '$.entries[1].id': /^the entry id "acme-docs.http.rate-limited" is used twice \(first at \$\.entries\[0\]\.id\)/,
    });
  });

  test('names an id the catalog it is served beside already uses', () => {
    const file = example();
    file.servers[0]!.id = 'clockford';
    const problems = problemsOf(file, { alongside: catalog });
    expect(problems.map((problem) => problem.path)).toContain('$.servers[0].id');
    expect(problems.find((problem) => problem.path === '$.servers[0].id')?.message).toMatch(
      /"clockford" is already the id of a server in the catalog this file is served beside: choose an id of your own/,
    );
  });

  test('lists the allowed kinds for an unknown reaction', () => {
    const file = example();
    entry(file, 1).reaction = { kind: 'panic' } as never;
    expectProblems(file, {
      '$.entries[1].reaction.kind':
        /^unknown reaction kind "panic": use one of "retry-after", "backoff",.*"not-an-error"/,
    });
  });

  test('lists http, protocol and tool for an unknown level', () => {
    const file = example();
    entry(file, 1).level = 'network' as never;
    expectProblems(file, { '$.entries[1].level': /^unknown level "network".*http .*protocol .*tool/ });
  });

  test('says a status outside 100–599 is not one', () => {
    const file = example();
    Object.assign(wire(file, 0), { status: 700 });
    expectProblems(file, { '$.entries[0].wire[0].status': /from 100 to 599; 700 is not one/ });
  });

  test('names a placeholder with no pattern, and asks for one', () => {
    const file = example();
    Reflect.deleteProperty(entry(file, 0).placeholders!['N']!, 'pattern');
    expectProblems(file, { '$.entries[0].placeholders.N.pattern': /^a placeholder needs a pattern/ });
  });

  test('names a placeholder whose pattern is not a regular expression', () => {
    const file = example();
    entry(file, 0).placeholders!['N']!.pattern = '(\\d+';
    expectProblems(file, { '$.entries[0].placeholders.N.pattern': /is not a valid regular expression/ });
  });

  test('names a placeholder in quoted text that nothing defines', () => {
    const file = example();
    Object.assign(wire(file, 1), { body: { type: 'text', text: 'Missing API key for ACCOUNT_ID.' } });
    expectProblems(file, {
      '$.entries[1].wire[0].body.text':
        /^"ACCOUNT_ID" stands for words the server fills in, but no placeholder defines it: add placeholders\['ACCOUNT_ID'\]/,
    });
  });

  test('names a limit whose breach names no entry', () => {
    const file = example();
    file.limits[0]!.breach = 'acme-docs.http.too-many';
    expectProblems(file, { '$.limits[0].breach': /^no entry has the id "acme-docs.http.too-many"/ });
  });

  test('names a carry-on reaction whose clearsAfter names no limit', () => {
    const file = example();
    entry(file, 4).reaction = { kind: 'carry-on', clearsAfter: 'acme-docs.limit.nightly' };
    expectProblems(file, { '$.entries[4].reaction.clearsAfter': /^no limit has the id "acme-docs.limit.nightly"/ });
  });

  test('names a wire form that contradicts its level: a tool-level HTTP 429', () => {
    const file = example();
    entry(file, 4).wire = [{ kind: 'http', status: 429, body: { type: 'empty' } }];
    expectProblems(file, {
      '$.entries[4].wire[0].kind': /^a tool-level entry answers on the MCP surface with a tool-result, not an HTTP 429/,
    });
  });

  test('names an http-level entry answered by a tool result', () => {
    const file = example();
    entry(file, 0).wire = [{ kind: 'tool-result', isError: true, text: 'Slow down.' }];
    entry(file, 0).placeholders = {};
    expectProblems(file, {
      '$.entries[0].wire[0].kind': /^an http-level entry is an HTTP response, not a tool-result/,
    });
  });

  test('names a tool result on a surface other than mcp', () => {
    const file = example();
    Object.assign(wire(file, 3), { surface: 'rest' });
    expectProblems(file, { '$.entries[3].wire[0].kind': /^a tool-result travels only on the mcp surface, not "rest"/ });
  });

  test('names an entry whose server is none of the known servers', () => {
    const file = example();
    Object.assign(entry(file, 1), { server: 'acme', id: 'acme.http.no-key' });
    expectProblems(file, {
      '$.entries[1].server': /^no server has the id "acme": add it to servers, or use one of "acme-docs"/,
    });
  });

  test('accepts an entry of a server of the catalog it is served beside', () => {
    const file = example();
    Object.assign(entry(file, 1), { server: 'rooms', id: 'rooms.http.acme-no-key', group: 'The codes' });
    expect(validateCatalogValue(file, { alongside: catalog }).ok).toBe(true);
  });

  test('names an id whose first part is not its server', () => {
    const file = example();
    entry(file, 1).id = 'acme.http.no-key';
    expectProblems(file, { '$.entries[1].id': /^an entry id starts with its server: "acme-docs.http.<slug>"/ });
  });

  test('names an id whose middle part is not its level', () => {
    const file = example();
    entry(file, 1).id = 'acme-docs.tool.no-key';
    expectProblems(file, { '$.entries[1].id': /^an entry id's middle part is its level/ });
  });

  test('names a limit id whose first part is not its server', () => {
    const file = example();
    file.limits[2]!.id = 'acme.limit.query-length';
    expectProblems(file, { '$.limits[2].id': /^a limit id starts with its server/ });
  });

  test("names a group that is not one of its server's groups", () => {
    const file = example();
    entry(file, 3).group = 'Pages';
    file.limits[0]!.group = 'Rates';
    expectProblems(file, {
      '$.entries[3].group': /^"Pages" is not a group of the server "acme-docs": use one of "HTTP", "Protocol", "Tools"/,
      '$.limits[0].group': /^"Rates" is not one of the limitGroups/,
    });
  });

  test('names a mount path other than /<id>', () => {
    const file = example();
    file.servers[0]!.mountPath = '/docs';
    expectProblems(file, { '$.servers[0].mountPath': /write "\/acme-docs"/ });
  });

  test('names an inferred mark that points at no field', () => {
    const file = example();
    entry(file, 2).inferred = { 'wire[3].message': 'a guess', 'wire.body': 'a guess' };
    expectProblems(file, {
      "$.entries[2].inferred['wire[3].message']": /^the entry has no wire\[3\]/,
      "$.entries[2].inferred['wire.body']": /is not a path into the entry/,
    });
  });

  test('says a value that is not an object is not a catalog', () => {
    expectProblems([1, 2], { $: /^a catalog is a JSON object/ });
  });
});

describe('validateCatalogText', () => {
  test('fails a 10 MB file before parsing it, giving its size and the cap', () => {
    const result = validateCatalogText(`{"version": "${'x'.repeat(10 * 1024 * 1024)}"}`);
    expect(result.ok ? [] : result.problems.map(({ path, message }) => `${path}: ${message}`)).toEqual([
      expect.stringMatching(
        /^\$: the file is 10\.0 MB \(10,485,7\d\d bytes\), over the cap of 5\.0 MB \(5,242,880 bytes\)/,
      ),
    ]);
  });

  test('keeps to a smaller cap when given one', () => {
    const result = validateCatalogText(exampleText, { maxBytes: 1000 });
    expect(!result.ok && result.problems[0]?.message).toMatch(/over the cap of 0\.0 MB \(1,000 bytes\)/);
  });

  test('says where a file stops being JSON', () => {
    expectProblemsOfText('{\n  "version": "1",\n  "servers": [,]\n}', {
      $: /^the file is not JSON at line 3, column 15 \(Unexpected token ','\): fix the syntax there\.$/,
    });
  });

  test('says where, even when the engine names no position', () => {
    expectProblemsOfText('{"version": }', {
      $: /^the file is not JSON at line 1, column 13 \(Unexpected token '\}'\)/,
    });
  });

  test('passes the example file, and checks ids against the catalog it is served beside', () => {
    expect(validateCatalogText(exampleText, { alongside: catalog }).ok).toBe(true);
    expect(validateCatalogText(JSON.stringify(catalog), { alongside: catalog }).ok).toBe(false);
  });
});

/** As `expectProblems`, for a file's text. */
function expectProblemsOfText(text: string, expected: Record<string, RegExp>): void {
  const result = validateCatalogText(text);
  const problems = result.ok ? [] : result.problems;
  expect(problems.map((problem) => problem.path)).toEqual(Object.keys(expected));
  for (const problem of problems) expect(problem.message).toMatch(expected[problem.path]!);
}
