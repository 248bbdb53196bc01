/**
 * The MSW handler and the Vitest test each entry page offers, run as a reader would run them: written
 * into a scratch project (`test-results/entry-snippets/`), the reference client installed under the
 * package name the snippets import, and Vitest run over it. Every Vitest snippet passes; every MSW
 * handler answers a tool call with the catalog's wire form, field by field, and lets other requests by.
 */
import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, test } from 'vitest';
import { entries, type CatalogEntry } from '../../../src/catalog/index.ts';
import { formatTypeScript } from '../../../src/components/entry/format-snippet.ts';
import { camelName } from '../../../src/components/entry/code-literal.ts';
import { handlerWire, mswSnippet } from '../../../src/components/entry/msw-snippet.ts';
import { hostOf } from '../../../src/playground/spec-host.ts';
import { referenceClientModule, vitestSnippet } from '../../../src/components/entry/vitest-snippet.ts';

const root = resolve(import.meta.dirname, '../../..');
const scratch = join(root, 'test-results', 'entry-snippets');
const run = promisify(execFile);

/** Where a reader's client would send the call the handler answers: the MCP endpoint, or a REST route. */
function callUrl(entry: CatalogEntry): string {
  const host = hostOf(entry);
  if (handlerWire(entry).surface !== 'rest') return `http://mock.test/${host}/mcp`;
  return host === 'rooms' ? 'http://mock.test/rooms/api/rooms' : 'http://mock.test/connect/api/public/search';
}

/** The harness that runs each MSW snippet: a tool call gets the entry's reply; an initialize falls through. */
const harness = `import { setupServer } from 'msw/node';
import { http, HttpResponse, type HttpHandler } from 'msw';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { getEntry, type EntryId } from ${JSON.stringify(join(root, 'src/catalog/index.ts'))};
import { handlerWire } from ${JSON.stringify(join(root, 'src/components/entry/msw-snippet.ts'))};
import { readMessage } from ${JSON.stringify(join(root, 'src/mock/scenarios/index.ts'))};
import { wireMismatches } from ${JSON.stringify(join(root, 'tests/contract/match-wire.ts'))};
import { handlers } from './handlers.ts';

const fellThrough = http.all('*', () => new HttpResponse('fell through', { status: 599 }));
const server = setupServer();
beforeAll(() => server.listen());
afterAll(() => server.close());

const rpc = (method: string) => ({
  method: 'POST',
  headers: { 'Content-Type': 'application/json', Accept: 'application/json, text/event-stream' },
  body: JSON.stringify({ jsonrpc: '2.0', id: 7, method, params: { name: 'any_tool', arguments: {} } }),
});

test.each(Object.entries(handlers))('%s', async (id, [handler, url]: [HttpHandler, string]) => {
  const entry = getEntry(id as EntryId);
  const wire = handlerWire(entry);
  server.resetHandlers(handler, fellThrough);
  const response = await fetch(url, rpc('tools/call'));
  const body = await response.text();
  const observation = { surface: wire.surface === 'rest' ? 'rest' : 'mcp', status: response.status, headers: response.headers, body, message: readMessage(body, response.headers.get('content-type')) } as const;
  expect(wireMismatches(entry, wire, observation)).toEqual([]);
  if (observation.message && 'id' in observation.message && observation.message.id !== null) expect(observation.message.id).toBe(7);
  if (wire.surface !== 'rest') expect((await fetch(url, rpc('initialize'))).status).toBe(599);
});
`;

describe('copy as MSW handler and as Vitest test, in a scratch project', () => {
  // A whole Vitest run over 280 files in a child process: 300 s was not enough beside other heavy work.
  test('every snippet runs and passes', { timeout: 900_000 }, async () => {
    rmSync(scratch, { recursive: true, force: true });
    mkdirSync(join(scratch, 'msw'), { recursive: true });
    mkdirSync(join(scratch, 'vitest'), { recursive: true });
    const names: string[] = [];
    for (const entry of entries) {
      writeFileSync(join(scratch, 'vitest', `${entry.id}.test.ts`), await formatTypeScript(vitestSnippet(entry)));
      writeFileSync(join(scratch, 'msw', `${entry.id}.ts`), await formatTypeScript(mswSnippet(entry)));
      names.push(`import { ${camelName(entry.id)} } from './msw/${entry.id}.ts';`);
    }
    writeFileSync(
      join(scratch, 'handlers.ts'),
      `${names.join('\n')}\n\nexport const handlers = {\n${entries.map((entry) => `  ${JSON.stringify(entry.id)}: [${camelName(entry.id)}, ${JSON.stringify(callUrl(entry))}],`).join('\n')}\n} as const;\n`,
    );
    writeFileSync(join(scratch, 'msw-handlers.test.ts'), harness);
    writeFileSync(
      join(scratch, 'vitest.config.ts'),
      `import { defineConfig } from 'vitest/config';
export default defineConfig({
  // The entries module first: an alias also matches the paths beneath its name.
  resolve: {
    alias: {
      ${JSON.stringify(`${referenceClientModule}/entries`)}: ${JSON.stringify(join(root, 'src/client-data/entries.ts'))},
      ${JSON.stringify(referenceClientModule)}: ${JSON.stringify(join(root, 'src/client/index.ts'))},
    },
  },
  test: { include: ['**/*.test.ts'], environment: 'node' },
});
`,
    );
    const report = join(scratch, 'report.json');
    const vitest = join(root, 'node_modules', 'vitest', 'vitest.mjs');
    await run(process.execPath, [vitest, 'run', '--root', scratch, '--reporter=json', `--outputFile=${report}`], {
      cwd: scratch,
      maxBuffer: 1 << 26,
    }).catch((error: Error & { stderr?: string }) => {
      // Vitest exits 1 when a test fails, and the report says which; with no report, its stderr says why.
      if (!existsSync(report))
        throw new Error(`Vitest wrote no report in the scratch project:\n${error.stderr ?? error.message}`);
    });
    const results = JSON.parse(readFileSync(report, 'utf8')) as {
      numPassedTests: number;
      numFailedTests: number;
      testResults: Array<{
        name: string;
        assertionResults: Array<{ fullName: string; status: string; failureMessages: string[] }>;
      }>;
    };
    const failed = results.testResults.flatMap((file) =>
      file.assertionResults
        .filter((result) => result.status !== 'passed')
        .map((result) => `${result.fullName}: ${result.failureMessages.join(' ').slice(0, 600)}`),
    );
    expect(failed).toEqual([]);
    const forms = entries.reduce((count, entry) => count + entry.wire.length, 0);
    // One Vitest test per wire form, and one harness test per MSW handler.
    expect(results.numPassedTests).toBe(forms + entries.length);
  });
});
