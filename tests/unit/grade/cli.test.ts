/** `npm run grade`: its options, and what `--out` writes. */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { gradeCli } from '../../../src/grade/cli.ts';
import { parseChecksFile } from '../../../src/grade/report/checks-file.ts';

async function run(...args: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await gradeCli(args, { out: (text) => out.push(text), err: (text) => err.push(text) });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

const exactClient = `"${process.execPath}" tests/unit/grade/clients/exact-client.ts`;

describe('npm run grade', () => {
  test('names what is wrong with its options, and exits 2', async () => {
    expect(await run()).toMatchObject({ code: 2, err: expect.stringContaining('--command is required') as unknown });
    expect(await run('--command', 'x', '--suite', 'most')).toMatchObject({
      code: 2,
      err: expect.stringContaining('--suite must be one of core, auth, sessions, writes, all') as unknown,
    });
    expect(await run('--command', 'x', '--scenario', 'nope')).toMatchObject({
      code: 2,
      err: expect.stringContaining('No scenario is called "nope"') as unknown,
    });
    expect(await run('--command', 'x', '--scenario', 'stop', '--suite', 'core')).toMatchObject({ code: 2 });
    expect(await run('--colour')).toMatchObject({ code: 2 });
  });

  test('--list names every scenario with its entries and checks', async () => {
    const { code, out } = await run('--list');
    expect(code).toBe(0);
    expect(out).toContain('retry-after-header  [core, clockford 2026-07-28]  clockford.http.rate-limited');
    expect(out).toContain('checks: backs-off, jittered-backoff, attempt-cap  (7 runs)');
  });

  test('prints the table, and --out writes checks.json and a self-contained report', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'grade-'));
    try {
      const { code, out } = await run(
        '--command',
        exactClient,
        '--scenario',
        'fall-back',
        '--scenario',
        'stop',
        '--out',
        dir,
      );
      expect(code).toBe(0);
      expect(out).toMatch(/fall-back {2}\(finished \(exit 0\)/);
      expect(out).toMatch(/pass {8}falls-back {10}It fell back to initialize at 2025-11-25/);
      expect(out).toContain('2 passed, 0 failed, 0 not reached, of 2 checks');
      const checks = parseChecksFile(await readFile(join(dir, 'checks.json'), 'utf8'));
      expect(checks.map((check) => `${check.scenario}/${check.id}/${check.status}`)).toEqual([
        'fall-back/falls-back/pass',
        'stop/no-repeat/pass',
      ]);
      expect(await readFile(join(dir, 'report.html'), 'utf8')).toContain('<h2><code>fall-back</code></h2>');
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }, 60_000);

  test('exits 1 when a check fails', async () => {
    const { code, out } = await run('--command', `ATLAS_FLAW=falls-back ${exactClient}`, '--scenario', 'fall-back');
    expect(code).toBe(1);
    expect(out).toContain('FAIL        falls-back');
  }, 60_000);
});
