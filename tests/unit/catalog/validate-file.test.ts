/** The catalog-file validator: each rule fails with its JSON path and a message that says how to fix it. */
import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { catalog } from '../../../src/catalog/index.ts';
import { validateCatalogText, validateCatalogValue } from '../../../src/catalog/validate-file.ts';

const exampleText = readFileSync(new URL('../../../src/examples/acme-docs.catalog.json', import.meta.url), 'utf8');

/** A fresh copy of the example catalog (one server, five entries, three limits), to break one thing in. */
type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- a test edits raw JSON
const example = (): Json => JSON.parse(exampleText) as Json;

/** The problems of a value, which must fail. */
function problemsOf(value: unknown, options?: Parameters<typeof validateCatalogValue>[1]) {
  const result = validateCatalogValue(value, options);
  if (result.ok) throw new Error('expected the catalog to fail, and it passed');
  return result.problems;
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

  test('names an id used twice within the file', () => {
    const file = example();
    file['entries'][1].id = 'acme-docs.http.rate-limited';
    expect(problemsOf(file)).toContainEqual({
      path: '$.entries[1].id',
      message: expect.stringMatching(/"acme-docs.http.rate-limited" is used twice \(first at \$\.entries\[0\]\.id\)/),
    });
  });

  test('names an id the catalog it is served beside already uses', () => {
    const file = example();
    file['servers'][0].id = 'clockford';
    expect(problemsOf(file, { alongside: catalog })).toContainEqual({
      path: '$.servers[0].id',
      message: expect.stringContaining(
        '"clockford" is already the id of a server in the catalog this file is served beside',
      ),
    });
  });

  test('lists the allowed kinds for an unknown reaction', () => {
    const file = example();
    file['entries'][1].reaction = { kind: 'panic' };
    const [problem] = problemsOf(file);
    expect(problem).toEqual({
      path: '$.entries[1].reaction.kind',
      message: expect.stringContaining('unknown reaction kind "panic"'),
    });
    expect(problem?.message).toMatch(/"retry-after", "backoff",.*"not-an-error"/);
  });

  test('lists http, protocol and tool for an unknown level', () => {
    const file = example();
    file['entries'][1].level = 'network';
    expect(problemsOf(file)).toEqual([
      { path: '$.entries[1].level', message: expect.stringMatching(/unknown level "network".*http .*protocol .*tool/) },
    ]);
  });

  test('says a status outside 100–599 is not one', () => {
    const file = example();
    file['entries'][0].wire[0].status = 700;
    expect(problemsOf(file)).toEqual([
      { path: '$.entries[0].wire[0].status', message: expect.stringContaining('from 100 to 599; 700 is not one') },
    ]);
  });

  test('names a placeholder with no pattern, and asks for one', () => {
    const file = example();
    delete file['entries'][0].placeholders.N.pattern;
    expect(problemsOf(file)).toEqual([
      {
        path: '$.entries[0].placeholders.N.pattern',
        message: expect.stringContaining('a placeholder needs a pattern'),
      },
    ]);
  });

  test('names a placeholder whose pattern is not a regular expression', () => {
    const file = example();
    file['entries'][0].placeholders.N.pattern = '(\\d+';
    expect(problemsOf(file)).toEqual([
      {
        path: '$.entries[0].placeholders.N.pattern',
        message: expect.stringContaining('is not a valid regular expression'),
      },
    ]);
  });

  test('names a placeholder in quoted text that nothing defines', () => {
    const file = example();
    file['entries'][1].wire[0].body.text = 'Missing API key for ACCOUNT_ID...';
    const problems = problemsOf(file);
    expect(problems.map((problem) => problem.path)).toEqual(['$.entries[1].wire[0].body.text']);
    expect(problems[0]?.message).toMatch(
      /"ACCOUNT_ID" stands for words the server fills in.*add placeholders\['ACCOUNT_ID'\]/,
    );
  });

  test('names a limit whose breach names no entry', () => {
    const file = example();
    file['limits'][0].breach = 'acme-docs.http.too-many';
    expect(problemsOf(file)).toEqual([
      { path: '$.limits[0].breach', message: expect.stringContaining('no entry has the id "acme-docs.http.too-many"') },
    ]);
  });

  test('names a carry-on reaction whose clearsAfter names no limit', () => {
    const file = example();
    file['entries'][4].reaction.clearsAfter = 'acme-docs.limit.nightly';
    expect(problemsOf(file)).toEqual([
      {
        path: '$.entries[4].reaction.clearsAfter',
        message: expect.stringContaining('no limit has the id "acme-docs.limit.nightly"'),
      },
    ]);
  });

  test('names a wire form that contradicts its level: a tool-level HTTP 429', () => {
    const file = example();
    file['entries'][4].wire = [{ kind: 'http', status: 429, body: { type: 'empty' } }];
    expect(problemsOf(file)).toEqual([
      {
        path: '$.entries[4].wire[0].kind',
        message: expect.stringContaining(
          'a tool-level entry answers on the MCP surface with a tool-result, not an HTTP 429',
        ),
      },
    ]);
  });

  test('names an http-level entry answered by a tool result', () => {
    const file = example();
    file['entries'][0].level = 'http';
    file['entries'][0].wire = [{ kind: 'tool-result', isError: true, text: 'Slow down.' }];
    file['entries'][0].placeholders = {};
    expect(problemsOf(file)).toEqual([
      {
        path: '$.entries[0].wire[0].kind',
        message: expect.stringContaining('an http-level entry is an HTTP response, not a tool-result'),
      },
    ]);
  });

  test('names an entry whose server is none of the known servers', () => {
    const file = example();
    file['entries'][1].server = 'acme';
    file['entries'][1].id = 'acme.http.no-key';
    expect(problemsOf(file)).toEqual([
      {
        path: '$.entries[1].server',
        message: expect.stringContaining('no server has the id "acme": add it to servers, or use one of "acme-docs"'),
      },
    ]);
  });

  test('accepts an entry of a server of the catalog it is served beside', () => {
    const file = example();
    file['entries'][1].server = 'rooms';
    file['entries'][1].id = 'rooms.http.acme-no-key';
    file['entries'][1].group = 'The codes';
    expect(validateCatalogValue(file, { alongside: catalog }).ok).toBe(true);
  });

  test('names an id whose first part is not its server', () => {
    const file = example();
    file['entries'][1].id = 'acme.http.no-key';
    expect(problemsOf(file)).toEqual([
      {
        path: '$.entries[1].id',
        message: expect.stringContaining('an entry id starts with its server: "acme-docs.http.<slug>"'),
      },
    ]);
  });

  test('names an id whose middle part is not its level', () => {
    const file = example();
    file['entries'][1].id = 'acme-docs.tool.no-key';
    expect(problemsOf(file)).toEqual([
      { path: '$.entries[1].id', message: expect.stringContaining("an entry id's middle part is its level") },
    ]);
  });

  test('names a limit id whose first part is not its server', () => {
    const file = example();
    file['limits'][2].id = 'acme.limit.query-length';
    expect(problemsOf(file)).toEqual([
      { path: '$.limits[2].id', message: expect.stringContaining('a limit id starts with its server') },
    ]);
  });

  test("names a group that is not one of its server's groups", () => {
    const file = example();
    file['entries'][3].group = 'Pages';
    file['limits'][0].group = 'Rates';
    expect(problemsOf(file)).toEqual([
      {
        path: '$.entries[3].group',
        message: expect.stringContaining(
          '"Pages" is not a group of the server "acme-docs": use one of "HTTP", "Protocol", "Tools"',
        ),
      },
      { path: '$.limits[0].group', message: expect.stringContaining('"Rates" is not one of the limitGroups') },
    ]);
  });

  test('names a mount path other than /<id>', () => {
    const file = example();
    file['servers'][0].mountPath = '/docs';
    expect(problemsOf(file)).toEqual([
      { path: '$.servers[0].mountPath', message: expect.stringContaining('write "/acme-docs"') },
    ]);
  });

  test('names an inferred mark that points at no field', () => {
    const file = example();
    file['entries'][2].inferred = { 'wire[3].message': 'a guess', 'wire.body': 'a guess' };
    expect(problemsOf(file).map((problem) => problem.path)).toEqual([
      "$.entries[2].inferred['wire[3].message']",
      "$.entries[2].inferred['wire.body']",
    ]);
  });

  test('says a value that is not an object is not a catalog', () => {
    expect(problemsOf([1, 2])).toEqual([{ path: '$', message: expect.stringContaining('a catalog is a JSON object') }]);
  });
});

describe('validateCatalogText', () => {
  test('fails a 10 MB file before parsing it, giving its size and the cap', () => {
    const result = validateCatalogText(`{"version": "${'x'.repeat(10 * 1024 * 1024)}"}`);
    expect(result).toEqual({
      ok: false,
      problems: [
        {
          path: '$',
          message: expect.stringMatching(
            /10\.0 MB \(10,485,7\d\d bytes\), over the cap of 5\.0 MB \(5,242,880 bytes\)/,
          ),
        },
      ],
    });
  });

  test('keeps to a smaller cap when given one', () => {
    const result = validateCatalogText(exampleText, { maxBytes: 1000 });
    expect(!result.ok && result.problems[0]?.message).toMatch(/over the cap of 0\.0 MB \(1,000 bytes\)/);
  });

  test('says where a file stops being JSON', () => {
    const result = validateCatalogText('{\n  "version": "1",\n  "servers": [,]\n}');
    expect(result).toEqual({
      ok: false,
      problems: [{ path: '$', message: expect.stringMatching(/^the file is not JSON at line 3, column 15 \(Unexpected token ','\): fix the syntax there\.$/) }],
    });
  });

  test('says where, even when the engine names no position', () => {
    const result = validateCatalogText('{"version": }');
    expect(!result.ok && result.problems[0]?.message).toMatch(
      /^the file is not JSON at line 1, column 13 \(Unexpected token '\}'\)/,
    );
  });

  test('passes the example file, and checks ids against the catalog it is served beside', () => {
    expect(validateCatalogText(exampleText, { alongside: catalog }).ok).toBe(true);
    expect(validateCatalogText(JSON.stringify(catalog), { alongside: catalog }).ok).toBe(false);
  });
});
