/** `npm run validate`, run as a process: a line per good file, a line per problem with its JSON path, and exit codes. */
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';

const example = 'src/examples/acme-docs.catalog.json';
let folder = '';

/** Runs `node bin/validate.ts` with these arguments; never rejects, so a test can read a failing run. */
async function validate(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await promisify(execFile)(process.execPath, ['bin/validate.ts', ...args], {
      env: { ...process.env, INIT_CWD: process.cwd() },
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'catalog-format-'));
  const file = JSON.parse(await readFile(example, 'utf8')) as { entries: Array<{ wire: Array<{ status?: number }> }> };
  file.entries[0]!.wire[0]!.status = 700;
  await writeFile(join(folder, 'bad-status.json'), JSON.stringify(file));
  await writeFile(join(folder, 'not-json.json'), '{"version": "1",}');
});

afterAll(async () => {
  await rm(folder, { recursive: true, force: true });
});

describe('npm run validate', () => {
  test('prints a tick with the counts for a good file, and exits 0', { timeout: 60_000 }, async () => {
    const { code, stdout, stderr } = await validate(example);
    expect({ code, stderr }).toEqual({ code: 0, stderr: '' });
    expect(stdout.trim()).toBe(`✓ ${example}: 1 server, 5 entries, 3 limits`);
  });

  test('prints each problem as file: path: message, checks every file, and exits 1', { timeout: 60_000 }, async () => {
    const bad = join(folder, 'bad-status.json');
    const notJson = join(folder, 'not-json.json');
    const { code, stdout, stderr } = await validate(bad, notJson, example);
    expect(code).toBe(1);
    expect(stderr).toContain(`${bad}: $.entries[0].wire[0].status: an HTTP status is a whole number from 100 to 599`);
    expect(stderr).toContain(`${notJson}: $: the file is not JSON at line 1, column 17`);
    expect(stdout).toContain(`✓ ${example}`);
  });

  test('says a missing file is missing, and exits 1', { timeout: 60_000 }, async () => {
    const { code, stderr } = await validate('no-such-catalog.json');
    expect(code).toBe(1);
    expect(stderr.trim()).toBe(
      'no-such-catalog.json: no such file: check the path, relative to the folder you ran npm in.',
    );
  });

  test('prints its usage for --help and exits 0; without a file, exits 2', { timeout: 60_000 }, async () => {
    const help = await validate('--help');
    expect(help.code).toBe(0);
    expect(help.stdout).toMatch(/^Usage: npm run validate -- <file.json>/);
    const none = await validate();
    expect(none.code).toBe(2);
    expect(none.stderr).toContain('Give at least one catalog file');
  });
});
