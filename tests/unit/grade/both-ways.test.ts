/**
 * Every check, both ways: a purpose-built client that reacts exactly as the catalog says passes every check of
 * every scenario, and the same client with exactly one thing wrong (`ATLAS_FLAW=<check>`) fails that check and no
 * other. These run real processes against the mock in real time (the client under test is another process, so
 * its waits are real); the scenarios keep their named waits to a second or two.
 */
import { describe, expect, test } from 'vitest';
import { checks, type CheckId } from '../../../src/grade/checks/index.ts';
import { grade } from '../../../src/grade/grade.ts';
import { scenarioIds, scenarioOf } from '../../../src/grade/scenarios/index.ts';

const exactClient = (flaw?: CheckId) =>
  `${flaw ? `ATLAS_FLAW=${flaw} ` : ''}"${process.execPath}" tests/unit/grade/clients/exact-client.ts`;

/** A flaw that takes away what another check judges leaves that check not reached (never failed). */
const takesAway: Partial<Record<CheckId, CheckId[]>> = {
  // No backoff at all: there is no backoff whose jitter could be judged.
  'backs-off': ['jittered-backoff'],
};

const describeCheck = (check: { scenario: string; id: string; status: string; summary: string }) =>
  `${check.scenario}/${check.id}: ${check.status}: ${check.summary}`;

describe('the grader, with a client that gets everything right', () => {
  test('passes every check of every scenario', async () => {
    const results = await grade({ command: exactClient(), scenarios: scenarioIds });
    const notPassed = results.flatMap((result) => result.checks).filter((check) => check.status !== 'pass');
    expect(notPassed.map(describeCheck)).toEqual([]);
  }, 300_000);
});

// One after another: clients started all at once on a busy machine blur the very timings some checks judge.
describe('the grader, with a client that gets exactly one thing wrong', () => {
  test.each(Object.keys(checks) as CheckId[])(
    '%s: fails that check, and no other',
    async (flaw) => {
      const scenarios = scenarioIds.filter((id) => (scenarioOf(id).checks as readonly string[]).includes(flaw));
      const results = await grade({ command: exactClient(flaw), scenarios });
      const all = results.flatMap((result) => result.checks);
      expect(all.filter((check) => check.id === flaw && check.status === 'fail').length).toBeGreaterThan(0);
      const others = all.filter((check) => check.id !== flaw);
      expect(others.filter((check) => check.status === 'fail').map(describeCheck)).toEqual([]);
      const allowed = takesAway[flaw] ?? [];
      expect(
        others.filter((check) => check.status !== 'pass' && !allowed.includes(check.id)).map(describeCheck),
      ).toEqual([]);
    },
    300_000,
  );
});
