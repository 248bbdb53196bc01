/** `npm run play`: the playground's run in a terminal, for every entry, with clear errors for bad input. */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { describe, expect, test } from 'vitest';
import { entries } from '../../../src/catalog/index.ts';
import { naiveMaxAttempts } from '../../../src/client/naive.ts';
import { play } from '../../../src/playground/play.ts';

async function run(...argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await play(argv, { out: (text) => out.push(text), err: (text) => err.push(text) });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

const keys = ['entry', 'client', 'seed', 'outcome', 'callsSent', 'callsRefused', 'clockMs', 'decisions', 'events'];

describe('npm run play', () => {
  test.each(entries.map((entry) => [entry.id] as const))('%s --json: one JSON object with the run', async (id) => {
    const { code, out } = await run(id, '--json', '--seed', '3');
    expect(code).toBe(0);
    const json = JSON.parse(out) as Record<string, unknown>;
    for (const key of keys) expect(json).toHaveProperty(key);
    expect(json).toMatchObject({ entry: id, client: 'reference', seed: 3 });
    expect(['success', 'stopped', 'gave-up', 'waiting', 'carried-on']).toContain(json['outcome']);
  });

  test('prints the timeline and scorecard of both clients, and what they show', async () => {
    const { code, out } = await run('clockford.http.rate-limited', '--client', 'both');
    expect(code).toBe(0);
    expect(out).toContain('requests set the scene');
    expect(out).toMatch(/call 1 +POST \/clockford\/mcp \(tools\/list\) → 429/);
    expect(out).toContain('Reference client: Succeeded');
    expect(out).toContain('Naive client: Gave up');
    expect(out).toContain('every named wait honoured: no');
    expect(out).toMatch(/The reference client got through after 2 calls/);
  });

  test.each([
    ['sdk-v2', 'Official SDK v2, as documented (@modelcontextprotocol/client)', 'in error.data.status'],
    ['sdk-v1', 'Official SDK v1, as documented (@modelcontextprotocol/sdk)', 'in error.code'],
  ])("--client %s prints what the bare SDK's caller received", { timeout: 60_000 }, async (client, title, statusIn) => {
    const { code, out } = await run('clockford.http.rate-limited', '--client', client);
    expect(code).toBe(0);
    expect(out).toContain(title);
    expect(out).toMatch(/What the caller received: callTool threw \w+/);
    expect(out).toContain(`HTTP status: HTTP 429: kept, ${statusIn}`);
    expect(out).toMatch(/Retry-After: \d+: lost/);
    expect(out).toContain('Retried: no: 1 tools/call request on the wire');
  });

  test('--client sdk-v1 --json carries the SDK report', { timeout: 60_000 }, async () => {
    const json = JSON.parse((await run('connect.http.rate-limited', '--client', 'sdk-v1', '--json')).out) as {
      client: string;
      sdk: { package: string; surface: { outcome: string }; unspoken: string };
    };
    expect(json.client).toBe('sdk-v1');
    expect(json.sdk).toMatchObject({ package: '@modelcontextprotocol/sdk', surface: { outcome: 'no-connection' } });
    expect(json.sdk.unspoken).toContain('v1 speaks up to 2025-11-25');
  });

  test('--json with both clients gives the comparison and both runs', async () => {
    const json = JSON.parse((await run('clockford.tool.passport-closed', '--client', 'both', '--json')).out) as {
      runs: Array<{ client: string; outcome: string; callsRefused: number }>;
    };
    expect(json.runs.map((one) => [one.client, one.outcome, one.callsRefused])).toEqual([
      ['reference', 'stopped', 1],
      ['naive', 'gave-up', naiveMaxAttempts],
    ]);
  });

  test.each([
    [
      ['clockford.http.rate-limit'],
      /No catalog entry has the id "clockford.http.rate-limit". Did you mean: clockford.http.rate-limited/,
    ],
    [[], /Give exactly one catalog entry id/],
    [['clockford.http.rate-limited', '--seed=-1'], /--seed must be a whole number/],
    [['rooms.tool.rate-limited', '--revision', '2026-07-28'], /Rooms speaks 2025-11-25, not 2026-07-28/],
    [
      ['clockford.http.rate-limited', '--client', 'polite'],
      /--client must be reference, naive, both, sdk-v2 or sdk-v1/,
    ],
    [['clockford.http.rate-limited', '--colour'], /Unknown option '--colour'/],
  ])('%j: exit 2 with a message that says what to change, and the usage', async (argv, message) => {
    const { code, err, out } = await run(...argv);
    expect(code).toBe(2);
    expect(err).toMatch(message);
    expect(err).toContain('Usage: npm run play');
    expect(out).toBe('');
  });

  // A process on a loaded machine: Node starts, loads the catalog, the SDK and the mock.
  test('runs as a command: node bin/play.ts', { timeout: 60_000 }, async () => {
    const { stdout } = await promisify(execFile)(process.execPath, [
      'bin/play.ts',
      'connect.http.rate-limited',
      '--json',
    ]);
    expect(JSON.parse(stdout)).toMatchObject({ entry: 'connect.http.rate-limited', outcome: 'success' });
  });
});
