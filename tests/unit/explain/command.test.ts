/** `npm run explain`, run as a process: a file, stdin, --catalog, --json, --help, and the exit codes. */
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';

const timeout = 60_000;
let folder = '';

/** Runs `node bin/explain.ts` with these arguments and this stdin; never rejects. */
function explain(args: string[], stdin?: string): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = execFile(
      process.execPath,
      ['bin/explain.ts', ...args],
      { env: { ...process.env, INIT_CWD: process.cwd() }, timeout: 50_000 },
      (error, stdout, stderr) =>
        resolve({ code: error ? Number((error as { code?: number }).code ?? 1) : 0, stdout, stderr }),
    );
    child.stdin?.end(stdin ?? '');
  });
}

const clockford429 =
  'HTTP/1.1 429 Too Many Requests\r\nRetry-After: 8\r\nContent-Type: text/plain\r\n\r\nToo many requests. Try again later.';

beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'explain-'));
  await writeFile(join(folder, '429.txt'), clockford429);
  await writeFile(
    join(folder, 'acme.txt'),
    'HTTP/1.1 429 Too Many Requests\nRetry-After: 5\nContent-Type: application/json\n\n{"error":"rate_limited","message":"Slow down: try again in 5 seconds."}',
  );
});

afterAll(async () => {
  await rm(folder, { recursive: true, force: true });
});

describe('npm run explain', () => {
  test('explains a file: the entry, the reaction, the wait and the findings, with links', { timeout }, async () => {
    const { code, stdout } = await explain([join(folder, '429.txt')]);
    expect(code).toBe(0);
    expect(stdout).toContain('1. clockford.http.rate-limited');
    expect(stdout).toMatch(/\/errors\/clockford\.http\.rate-limited\//);
    expect(stdout).toContain('Wait: 8 s, from the Retry-After header');
    expect(stdout).toContain('[risky] HTTP 429 with a body that is not a JSON-RPC message');
  });

  test('reads stdin with -, and prints one JSON object with --json', { timeout }, async () => {
    const { code, stdout } = await explain(['-', '--json'], 'MCP error -32000: Connection closed');
    expect(code).toBe(0);
    const explanation = JSON.parse(stdout) as { ok: boolean; form: string; findings: Array<{ id: string }> };
    expect(explanation).toMatchObject({ ok: true, form: 'sdk-error' });
    expect(explanation.findings.map((finding) => finding.id)).toEqual(['sdk-raised']);
  });

  test('--catalog adds a server given as data', { timeout }, async () => {
    const without = await explain([join(folder, 'acme.txt'), '--json']);
    expect(JSON.parse(without.stdout)).toMatchObject({ ok: true, matches: [] });
    const { code, stdout } = await explain([
      '--catalog',
      'src/examples/acme-docs.catalog.json',
      join(folder, 'acme.txt'),
      '--json',
    ]);
    expect(code).toBe(0);
    expect(JSON.parse(stdout)).toMatchObject({ matches: [{ id: 'acme-docs.http.rate-limited' }], wait: { ms: 5000 } });
  });

  test('unreadable input exits 1 saying what is expected; a bad command line exits 2', { timeout }, async () => {
    const garbage = await explain(['-'], 'hello');
    expect(garbage.code).toBe(1);
    expect(garbage.stderr).toMatch(/not a form the explainer reads\. Paste one of: curl -i/);
    const missing = await explain([join(folder, 'nope.txt')]);
    expect(missing).toMatchObject({ code: 1, stderr: expect.stringContaining('no such file') as string });
    const none = await explain([]);
    expect(none.code).toBe(2);
    expect(none.stderr).toContain('Give a file to explain, or - for stdin.');
    const help = await explain(['--help']);
    expect(help).toMatchObject({ code: 0, stdout: expect.stringContaining('Usage: npm run explain') as string });
  });
});
