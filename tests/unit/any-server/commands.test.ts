/**
 * A fifth server as one JSON file and no code: `npm run mock`, `play` and `grade` with `--catalog` serve it, run
 * its entries and grade a client on it; a bad file stops each command before anything is served.
 */
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import { afterAll, describe, expect, test } from 'vitest';

const harbor = 'tests/fixtures/catalogs/harbor.json';
const reference = 'node --import ./scripts/client-alias.ts src/grade/clients/reference.ts';
const naive = 'node --import ./scripts/client-alias.ts src/grade/clients/naive.ts';
// Processes on a loaded machine: each command starts Node, loads the catalog and the SDK.
const slow = { timeout: 180_000 };

interface Ran {
  code: number;
  stdout: string;
  stderr: string;
}

/** Runs a command of `bin/` to its end; never rejects, so a test can read a failing run. */
async function run(command: string, ...args: string[]): Promise<Ran> {
  try {
    const { stdout, stderr } = await promisify(execFile)(process.execPath, [`bin/${command}.ts`, ...args], {
      env: { ...process.env, INIT_CWD: process.cwd() },
      maxBuffer: 16 * 1024 * 1024,
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

const started: ChildProcess[] = [];
afterAll(() => started.forEach((child) => child.kill()));

/** Starts `npm run mock` on a free port with these arguments; resolves with its origin once it listens. */
function startMock(...args: string[]): Promise<string> {
  const child = spawn(process.execPath, ['bin/mock-server.ts', '--port', '0', ...args], {
    env: { ...process.env, INIT_CWD: process.cwd() },
  });
  started.push(child);
  let printed = '';
  return new Promise((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      printed += chunk.toString();
      const origin = /mock servers on (http:\/\/127\.0\.0\.1:\d+)/.exec(printed)?.[1];
      if (origin) resolve(origin);
    });
    child.on('exit', (code) => reject(new Error(`The mock exited (${code}) before it listened: ${printed}`)));
  });
}

const rpc = (method: string, params: Record<string, unknown>) => ({
  method: 'POST',
  headers: { 'Content-Type': 'application/json', Accept: 'application/json, text/event-stream' },
  body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
});

describe('npm run mock -- --catalog', () => {
  test('serves the fifth server beside the four, with its catalog and its conditions', slow, async () => {
    const origin = await startMock('--catalog', harbor);
    const initialize = await fetch(
      `${origin}/harbor/mcp`,
      rpc('initialize', { protocolVersion: '2025-11-25', capabilities: {}, clientInfo: { name: 't', version: '1' } }),
    );
    expect(initialize.status).toBe(200);
    const published = (await (await fetch(`${origin}/harbor/catalog.json`)).json()) as { entries: unknown[] };
    const file = JSON.parse(await readFile(harbor, 'utf8')) as { entries: unknown[] };
    expect(published.entries).toHaveLength(file.entries.length);
    const held = await fetch(`${origin}/__mock/faults`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ server: 'harbor', entry: 'harbor.http.schedules-updating', retryAfterSeconds: 30 }),
    });
    expect(held.status).toBe(201);
    const refused = await fetch(`${origin}/harbor/mcp`, rpc('tools/list', {}));
    expect(refused.status).toBe(503);
    expect(refused.headers.get('Retry-After')).toBe('30');
    expect((await fetch(`${origin}/rooms/mcp`, rpc('tools/list', {}))).status).not.toBe(404);
  });

  test('refuses a bad catalog with its JSON path, and serves nothing', slow, async () => {
    const { code, stdout, stderr } = await run('mock-server', '--port', '0', '--catalog', 'package.json');
    expect(code).toBe(2);
    expect(stderr).toMatch(/package\.json: \$\.servers: /);
    expect(stdout).not.toMatch(/mock servers on/);
  });
});

describe('npm run play -- --catalog', () => {
  test(
    'runs a fifth server’s entry under both clients: the reference waits it out, the naive one gives up',
    slow,
    async () => {
      const reference = await run(
        'play',
        '--catalog',
        harbor,
        'harbor.http.rate-limited',
        '--client',
        'reference',
        '--json',
      );
      const naiveRun = await run(
        'play',
        '--catalog',
        harbor,
        'harbor.http.rate-limited',
        '--client',
        'naive',
        '--json',
      );
      const outcome = (ran: Ran) => (JSON.parse(ran.stdout) as { outcome: string }).outcome;
      expect([outcome(reference), outcome(naiveRun)]).toEqual(['success', 'gave-up']);
    },
  );

  test('lists the fifth server’s entries with the seeds’', slow, async () => {
    const { stdout } = await run('play', '--catalog', harbor, '--list');
    expect(stdout).toMatch(/harbor\.tool\.planner-busy/);
    expect(stdout).toMatch(/clockford\.http\.rate-limited/);
  });
});

describe('npm run grade -- --catalog', () => {
  test(
    'grades on scenarios made from the catalog’s reactions: the reference client passes every check',
    slow,
    async () => {
      const { code, stdout } = await run('grade', '--catalog', harbor, '--command', reference);
      expect(stdout).toMatch(/harbor\.http\.rate-limited/);
      expect(stdout).toMatch(/(\d+) passed, 0 failed, 0 not reached/);
      expect(code).toBe(0);
    },
  );

  test('fails the naive client on the same scenarios', slow, async () => {
    const { code, stdout } = await run(
      'grade',
      '--catalog',
      harbor,
      '--command',
      naive,
      '--scenario',
      'harbor.http.rate-limited',
    );
    expect(stdout).toMatch(/FAIL\s+honours-named-wait/);
    expect(code).toBe(1);
  });
});
