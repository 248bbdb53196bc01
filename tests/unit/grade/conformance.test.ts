/**
 * The grader's output in the conformance suite's shape: `checks.json` validates against the suite's
 * `ConformanceCheck` (its `src/types.ts`; the package ships only its bundle, so the type is restated here, strictly),
 * `--expected-failures` keeps a baseline as the suite does, `--format markdown` writes a report to paste, `--help`
 * exits 0, and the report card reads both the new shape and the old.
 */
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import * as z from 'zod';
import { gradeCli } from '../../../src/grade/cli.ts';
import { checks } from '../../../src/grade/checks/index.ts';
import { specReferencesOf } from '../../../src/grade/checks/spec-references.ts';
import { parseChecksFile } from '../../../src/grade/report/checks-file.ts';
import {
  compareBaseline,
  parseExpectedFailures,
  type ConformanceCheck,
} from '../../../src/grade/report/conformance.ts';

/** `ConformanceCheck` of @modelcontextprotocol/conformance (src/types.ts), every field it declares and no other. */
const SuiteCheckSchema = z.strictObject({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  status: z.enum(['SUCCESS', 'FAILURE', 'WARNING', 'SKIPPED', 'INFO']),
  timestamp: z.iso.datetime(),
  specReferences: z.array(z.strictObject({ id: z.string(), url: z.url().optional() })).optional(),
  source: z.unknown().optional(),
  details: z.record(z.string(), z.unknown()).optional(),
  metadata: z.record(z.string(), z.unknown()).optional(),
  errorMessage: z.string().optional(),
  logs: z.array(z.string()).optional(),
});

async function run(...args: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await gradeCli(args, { out: (text) => out.push(text), err: (text) => err.push(text) });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

const exactClient = `"${process.execPath}" tests/unit/grade/clients/exact-client.ts`;

const check = (scenario: string, id: string, status: ConformanceCheck['status']): ConformanceCheck => ({
  id,
  name: id,
  description: id,
  status,
  timestamp: new Date(0).toISOString(),
  specReferences: [],
  details: { scenario, summary: '', entry: 'x', evidence: { requests: [] } },
});

describe('the grader, as the conformance suite reports', () => {
  test('--help prints the usage and every option, and exits 0', async () => {
    const { code, out } = await run('--help');
    expect(code).toBe(0);
    for (const option of ['--command', '--expected-failures', '--format', '--out', '--list'])
      expect(out).toContain(option);
  });

  test('every check has the revision’s page first, and the wait checks cite SEP-3304 and Dev Proxy’s verdict', () => {
    for (const id of Object.keys(checks) as Array<keyof typeof checks>) {
      expect(specReferencesOf(id, '2025-11-25')[0]!.url).toMatch(
        /^https:\/\/modelcontextprotocol\.io\/specification\/2025-11-25\//,
      );
    }
    const wait = specReferencesOf('honours-named-wait', '2026-07-28').map((ref) => ref.id);
    expect(wait.some((id) => id.startsWith('SEP-3304'))).toBe(true);
    expect(wait).toContain('Dev Proxy RetryAfterPlugin: retried too early');
  });

  test('checks.json validates against the suite’s check type, --format markdown prints a report, and the card reads it', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'grade-'));
    try {
      const { code, out } = await run(
        '--command',
        exactClient,
        '--scenario',
        'stop',
        '--format',
        'markdown',
        '--out',
        dir,
      );
      expect(code).toBe(0);
      expect(out).toContain('### stop');
      expect(out).toMatch(/\| `no-repeat` \| ✅ pass \|/);
      const written = JSON.parse(await readFile(join(dir, 'checks.json'), 'utf8')) as unknown;
      const parsed = z.array(SuiteCheckSchema).parse(written);
      expect(parsed.map((one) => [one.id, one.name, one.status])).toEqual([['no-repeat', 'NoRepeat', 'SUCCESS']]);
      expect(parsed[0]!.specReferences!.length).toBeGreaterThan(0);
      expect(await readFile(join(dir, 'report.md'), 'utf8')).toContain('### stop');
      const cards = parseChecksFile(JSON.stringify(written));
      expect(cards.map((card) => `${card.scenario}/${card.id}/${card.status}`)).toEqual(['stop/no-repeat/pass']);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }, 60_000);

  test('a baseline turns an expected failure into exit 0, and a stale line into exit 1', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'grade-'));
    try {
      const failing = `ATLAS_FLAW=falls-back ${exactClient}`;
      await writeFile(join(dir, 'expected.yaml'), 'client:\n  - fall-back:falls-back\n');
      const expected = await run(
        '--command',
        failing,
        '--scenario',
        'fall-back',
        '--expected-failures',
        join(dir, 'expected.yaml'),
      );
      expect(expected.code).toBe(0);
      expect(expected.out).toContain('~ expected: fall-back:falls-back');
      const stale = await run(
        '--command',
        exactClient,
        '--scenario',
        'fall-back',
        '--expected-failures',
        join(dir, 'expected.yaml'),
      );
      expect(stale.code).toBe(1);
      expect(stale.out).toContain('stale (now passing; remove it from the baseline): fall-back:falls-back');
      await writeFile(join(dir, 'bad.yaml'), 'client:\n  - "a:b:c"\n');
      const bad = await run('--command', exactClient, '--expected-failures', join(dir, 'bad.yaml'));
      expect(bad.code).toBe(2);
      expect(bad.err).toContain("is not '<scenario>' or '<scenario>:<check-id>'");
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }, 60_000);

  test('compares a baseline as the suite does: whole scenarios, single checks, unexpected and stale', () => {
    const run = [
      check('a', 'x', 'FAILURE'),
      check('a', 'y', 'SUCCESS'),
      check('b', 'x', 'FAILURE'),
      check('c', 'x', 'SUCCESS'),
    ];
    expect(compareBaseline(run, parseExpectedFailures({ client: ['a:x', 'c'] }))).toEqual({
      exitCode: 1,
      expected: ['a:x'],
      unexpected: ['b:x'],
      stale: ['c'],
    });
    expect(compareBaseline(run, parseExpectedFailures({ client: ['a', 'b:x'] })).exitCode).toBe(0);
    expect(() => parseExpectedFailures({ client: 'a' })).toThrow(/must be a list/);
  });

  test('the report card still reads a checks.json of the old shape', () => {
    const old = [
      { id: 'no-repeat', scenario: 'stop', status: 'pass', summary: 'ok', entry: 'e', evidence: { requests: [] } },
    ];
    expect(parseChecksFile(JSON.stringify(old)).map((one) => one.status)).toEqual(['pass']);
    expect(() => parseChecksFile(JSON.stringify([{ ...check('s', 'x', 'SUCCESS'), status: 'GOOD' }]))).toThrow(
      /at 0\.status/,
    );
  });
});
