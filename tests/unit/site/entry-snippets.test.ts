/**
 * The copy-as snippets of the entry pages work: each entry's curl commands, run by bash against the
 * Node mock (`startMockHttpServer`, as `npm run mock` serves it), print the reply the catalog
 * describes, field by field.
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { entries, type CatalogEntry } from '../../../src/catalog/index.ts';
import { curlSnippet, mockOrigin } from '../../../src/components/entry/curl-snippet.ts';
import { startMockHttpServer, type MockHttpServer } from '../../../src/mock/node.ts';
import { wireMismatches } from '../../contract/match-wire.ts';
import { curlReplies } from './reply-parse.ts';

const run = promisify(execFile);
let mock: MockHttpServer;

beforeAll(async () => {
  mock = await startMockHttpServer({ port: 0 });
});
afterAll(() => mock.close());

/** The surfaces the snippet's replies come from, in order: MCP first where there is an MCP form, then REST. */
const surfacesOf = (entry: CatalogEntry) =>
  [...new Set(entry.wire.map((wire) => (wire.surface === 'rest' ? 'rest' : 'mcp')))].sort() as Array<'mcp' | 'rest'>;

describe('copy as curl', () => {
  test('points at the address npm run mock listens on', () => {
    expect(curlSnippet(entries[0]!).split('\n')[0]).toBe(`MOCK=${mockOrigin}  # npm run mock`);
  });

  test.each(entries.map((entry) => [entry.id, entry] as const))('%s', { timeout: 30_000 }, async (_, entry) => {
    const script = curlSnippet(entry).replace(`MOCK=${mockOrigin}`, `MOCK=${mock.origin}`);
    const { stdout } = await run('bash', ['-euo', 'pipefail', '-c', script], { maxBuffer: 1 << 24 });
    const surfaces = surfacesOf(entry);
    const replies = curlReplies(stdout, surfaces);
    expect(
      replies.map((reply) => reply.surface),
      stdout,
    ).toEqual(surfaces);
    for (const reply of replies) {
      const forms = entry.wire.filter((wire) => (wire.surface === 'rest' ? 'rest' : 'mcp') === reply.surface);
      const problems = forms.map((wire) => wireMismatches(entry, wire, reply));
      // Where a surface has more than one form (Connect's unknown tool, resource or prompt), the reply is one of them.
      expect(
        problems.find((list) => list.length === 0),
        `${reply.surface}: ${JSON.stringify(problems)}\n${stdout}`,
      ).toEqual([]);
    }
  });
});
