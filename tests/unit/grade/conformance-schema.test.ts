/**
 * The grader's output validates against a JSON Schema of the conformance suite's check object: a fresh run of a
 * scenario of every check, and every run the scoreboard publishes. A field the suite does not declare, a status it
 * does not know or a reference without an id is a failure here.
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Ajv2020 as Ajv } from 'ajv/dist/2020.js';
import { describe, expect, test } from 'vitest';
import { gradeCli } from '../../../src/grade/cli.ts';
import { scoreboardClients } from '../../../src/grade/scoreboard.ts';

const schema = JSON.parse(readFileSync(join(import.meta.dirname, 'conformance-check.schema.json'), 'utf8')) as object;
const validate = new Ajv({ allErrors: true }).compile({ type: 'array', items: schema });
const problems = (value: unknown): string[] =>
  validate(value) ? [] : (validate.errors ?? []).map((error) => `${error.instancePath} ${error.message ?? ''}`);

const exactClient = `"${process.execPath}" tests/unit/grade/clients/exact-client.ts`;

describe('the grader’s checks.json, against the suite’s check schema', () => {
  test('the schema rejects what the suite would: an unknown status, a field it does not declare', () => {
    const check = { id: 'x', name: 'X', description: 'x', status: 'SUCCESS', timestamp: new Date(0).toISOString() };
    expect(problems([check])).toEqual([]);
    expect(problems([{ ...check, status: 'pass' }])).not.toEqual([]);
    expect(problems([{ ...check, scenario: 'stop' }])).not.toEqual([]);
    expect(problems([{ ...check, specReferences: [{ url: 'https://example.org' }] }])).not.toEqual([]);
  });

  test('a fresh run validates, a local error and a repeat among its checks', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'grade-schema-'));
    try {
      const code = await gradeCli(
        ['--command', exactClient, '--scenario', 'bare-status', '--scenario', 'retry-after-header', '--out', dir],
        { out: () => undefined, err: () => undefined },
      );
      expect(code).toBe(0);
      const written = JSON.parse(await readFile(join(dir, 'checks.json'), 'utf8')) as Array<{ id: string }>;
      expect(problems(written)).toEqual([]);
      expect(written.map((check) => check.id)).toEqual(expect.arrayContaining(['local-error', 'no-repeat']));
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }, 120_000);

  test.each(scoreboardClients.map((client) => client.id))('the scoreboard’s published %s run validates', (id) => {
    expect(problems(JSON.parse(readFileSync(`public/grade/${id}/checks.json`, 'utf8')))).toEqual([]);
  });
});
