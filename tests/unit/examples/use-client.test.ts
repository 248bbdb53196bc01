/**
 * The programs "Use the reference client" shows: the quick start run as a program against the Node
 * mock, entries from /catalog.json, your own server's entries, and the decision log.
 */
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { Client, StreamableHTTPClientTransport, type CallToolResult } from '@modelcontextprotocol/client';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { validateCatalog } from '../../../src/catalog/validate-catalog.ts';
import { createResilientClient, isMcpClientError } from 'mcp-error-atlas-client';
import { entries } from 'mcp-error-atlas-client/entries';
import { entriesFromCatalog } from '../../../src/examples/catalog-json.ts';
import { logDecision } from '../../../src/examples/decision-log.ts';
import { acmeClient } from '../../../src/examples/own-server.ts';
import { startMockHttpServer, type MockHttpServer } from '../../../src/mock/node.ts';
import { bench, clockfordToken, origin } from '../../harness/in-process-mock.ts';

const root = fileURLToPath(new URL('../../../', import.meta.url));

// Each test starts the example as a process: a timeout for a loaded machine.
describe('the quick start, as a program against the Node mock', { timeout: 60_000 }, () => {
  let server: MockHttpServer;
  beforeAll(async () => {
    server = await startMockHttpServer({ port: 0 });
  });
  afterAll(() => server.close());

  const run = (...args: string[]) =>
    promisify(execFile)(
      process.execPath,
      ['--import', './scripts/client-alias.ts', 'src/examples/quick-start.ts', ...args],
      { cwd: root },
    ).then(
      ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
      (error: { code: number; stdout: string; stderr: string }) => error,
    );

  test('calls search_docs and prints what it found', async () => {
    const { code, stdout } = await run(`${server.origin}/connect/mcp`);
    expect(code).toBe(0);
    expect(JSON.parse(stdout)).toEqual(expect.arrayContaining([expect.objectContaining({ type: 'text' })]));
  });

  test('waits out a refusal the server names, saying so, then succeeds', async () => {
    server.mock.faults.add({ server: 'connect', entry: 'connect.http.rate-limited', times: 1 });
    const { code, stderr } = await run(`${server.origin}/connect/mcp`);
    expect(code).toBe(0);
    expect(stderr).toMatch(/^http #1: connect\.http\.rate-limited: /m);
  });

  test('ends with the error’s code and words when the server says no', async () => {
    // An empty query: the tool runs and cannot answer.
    const { code, stderr } = await run(`${server.origin}/connect/mcp`, '');
    expect(code).toBe(1);
    expect(stderr).toMatch(/^tool #1: connect\.tool\.tool-error: /m);
    expect(stderr).toMatch(/Not done \(decision\): Refused: /);
  });
});

describe('entries from /catalog.json', { timeout: 60_000 }, () => {
  const published = JSON.stringify(validateCatalog());
  const site = (status: number, body: string) => () => Promise.resolve(new Response(body, { status }));

  test('are the catalog’s, and decide as the generated module does', async () => {
    const fetched = await entriesFromCatalog('https://atlas.test', site(200, published));
    expect(fetched.map((entry) => entry.id)).toEqual(entries.map((entry) => entry.id));
  });

  test('fail with a message that says what the site answered', async () => {
    await expect(entriesFromCatalog('https://atlas.test', site(404, 'Not found'))).rejects.toThrow(
      'https://atlas.test/catalog.json answered 404 without a list of entries.',
    );
  });
});

describe('your own server’s entries', { timeout: 60_000 }, () => {
  const clock = () => {
    const waits: number[] = [];
    let time = Date.UTC(2026, 6, 28);
    const sleep = (ms: number) => {
      waits.push(ms);
      time += ms;
      return Promise.resolve();
    };
    return { waits, sleep, now: () => time };
  };
  const answers =
    (...replies: Response[]) =>
    () =>
      Promise.resolve(replies.shift() ?? new Response('{}'));

  test('wait as long as the words say, then repeat', async () => {
    const { waits, sleep, now } = clock();
    const busy = new Response('The warehouse is busy. Try again in 2 seconds.', { status: 503 });
    const acme = acmeClient({ clock: { sleep, now }, fetch: answers(busy, new Response('{}')) });
    expect((await acme.fetch('https://acme.test/mcp', { method: 'POST' })).status).toBe(200);
    expect(waits).toEqual([2000]);
  });

  test('stop where the entry says stop, with the entry’s id', async () => {
    const outOfStock: CallToolResult = { isError: true, content: [{ type: 'text', text: 'LAMP-7 is out of stock.' }] };
    const caller = { callTool: () => Promise.resolve(outOfStock) };
    const error = await acmeClient()
      .callTool(caller, { name: 'order', arguments: { sku: 'LAMP-7' } })
      .catch((caught: unknown) => caught);
    expect(isMcpClientError(error, 'decision') && [error.decision?.action, error.entryId]).toEqual([
      'stop',
      'acme.tool.out-of-stock',
    ]);
  });

  test('fall back where they say nothing: a 502 is not repeated', async () => {
    const fetches: number[] = [];
    const acme = acmeClient({
      fetch: () => Promise.resolve(new Response(`Bad gateway ${fetches.push(1)}`, { status: 502 })),
    });
    expect((await acme.fetch('https://acme.test/mcp', { method: 'POST' })).status).toBe(502);
    expect(fetches).toHaveLength(1);
  });
});

describe('the decision log', { timeout: 60_000 }, () => {
  test('writes one line per decision that reconstructs the call, and never the token', async () => {
    const b = bench();
    const token = await clockfordToken(b);
    const lines: string[] = [];
    const atlas = createResilientClient({
      server: 'clockford',
      entries,
      fetch: b.fetch,
      clock: { sleep: b.sleep, now: b.now },
      hooks: { onDecision: (event) => logDecision(event, (line) => lines.push(line)) },
    });
    const client = new Client({ name: 'log-test', version: '1.0.0' }, { versionNegotiation: { mode: 'auto' } });
    const headers = { Authorization: `Bearer ${token}` };
    await client.connect(
      new StreamableHTTPClientTransport(new URL(`${origin}/clockford/mcp`), {
        fetch: atlas.fetch,
        requestInit: { headers },
      }),
    );
    b.mock.faults.add({ server: 'clockford', entry: 'clockford.http.rate-limited', times: 1, retryAfterSeconds: 3 });
    await atlas.callTool(client, { name: 'districts', arguments: {} });
    await client.close();
    expect(lines.map((line) => JSON.parse(line) as unknown)).toEqual([
      {
        layer: 'http',
        route: '/clockford/mcp',
        method: 'tools/call',
        requestId: expect.any(Number) as number,
        tool: 'districts',
        attempt: 1,
        entryId: 'clockford.http.rate-limited',
        action: 'retry-after',
        waitMs: 3000,
        reason: 'Retry-After: 3 → wait 3 s',
      },
    ]);
    expect(lines.join('\n')).not.toContain(token);
  });
});
