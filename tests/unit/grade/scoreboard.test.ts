/**
 * The scoreboard's runs (`public/grade/<client>/checks.json`, written by `npm run grade:scoreboard`) are real runs
 * of today's scenarios: a scenario or check added or changed without running the scoreboard again fails here. And
 * they say what the issue promised: the reference client passes everything it reaches; the naive and curl clients
 * fail where their behaviour says they must.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { whatToAdd } from '../../../src/grade/report/advice.ts';
import { checksToAdd, scoreboardRows, sdkRowsOf } from '../../../src/grade/report/scoreboard-runs.ts';
import { scoreboardClients } from '../../../src/grade/scoreboard.ts';
import { scenarioOf } from '../../../src/grade/scenarios/index.ts';

const rows = scoreboardRows();
const row = (id: string) => rows.find((candidate) => candidate.client.id === id)!;
const statusOf = (id: string, scenario: string, check: string) =>
  row(id).checks?.find((record) => record.scenario === scenario && record.id === check)?.status;

describe('the scoreboard', () => {
  test.each(scoreboardClients.map((client) => client.id))(
    '%s: a run of every scenario and check it should have',
    (id) => {
      const { client, checks } = row(id);
      expect(checks, `run npm run grade:scoreboard -- ${id}`).toBeDefined();
      const expected = client.scenarios.flatMap((scenario) =>
        scenarioOf(scenario).checks.map((check) => `${scenario}/${check}`),
      );
      expect(checks!.map((record) => `${record.scenario}/${record.id}`)).toEqual(expected);
    },
  );

  test.each(scoreboardClients.map((client) => client.id))(
    '%s: its published run names no path of this checkout',
    (id) => {
      for (const file of ['checks.json', 'report.html']) {
        expect(readFileSync(`public/grade/${id}/${file}`, 'utf8').includes(process.cwd()), file).toBe(false);
      }
    },
  );

  test('the official SDK clients’ rows say in one line what their users must add', () => {
    const lines = sdkRowsOf(rows).map((sdk) => whatToAdd(checksToAdd(sdk)));
    expect(lines).toHaveLength(2);
    for (const line of lines) expect(line).toMatch(/^Its users must add [^\n]+\.$/);
    expect(lines[0]).toContain('wait out the wait the server names');
  });

  test('the reference client passes every check', () => {
    expect(
      row('reference')
        .checks!.filter((record) => record.status !== 'pass')
        .map((record) => `${record.scenario}/${record.id}: ${record.summary}`),
    ).toEqual([]);
  });

  test('the naive client fails every check it reaches, except reading an answer as one (it repeats only refusals) and ending on a bare status (it gives up)', () => {
    const reached = row('naive').checks!.filter((record) => record.status !== 'not-reached');
    expect(reached.filter((record) => record.status === 'pass').map((record) => record.id)).toEqual([
      'local-error',
      'reads-answer',
      'reads-answer',
    ]);
    // It does end on the 403 with no body, but only after sending the same call into it again and again.
    expect(statusOf('naive', 'bare-status', 'no-repeat')).toBe('fail');
  });

  test('a 4xx with no body: the reference and the official SDK clients end on it and send nothing into it again', () => {
    for (const id of ['reference', 'sdk-v2', 'sdk-v1']) {
      expect([statusOf(id, 'bare-status', 'local-error'), statusOf(id, 'bare-status', 'no-repeat')], id).toEqual([
        'pass',
        'pass',
      ]);
    }
  });

  test('the curl client goes on past a refused initialize into the same 403, and fails no-repeat for it', () => {
    expect(statusOf('curl', 'refused-initialize', 'no-repeat')).toBe('fail');
    expect(statusOf('curl', 'fix-request-http', 'no-repeat')).toBe('fail');
  });

  test('the curl client honours Retry-After on HTTP and fails what needs reading a tool result, a token or a key', () => {
    expect(statusOf('curl', 'retry-after-header', 'honours-named-wait')).toBe('pass');
    expect(statusOf('curl', 'wait-for-room', 'honours-named-wait')).toBe('pass');
    expect(statusOf('curl', 'retry-after-seconds', 'honours-named-wait')).toBe('fail');
    expect(statusOf('curl', 'backoff-transient', 'jittered-backoff')).toBe('fail');
    for (const scenario of [
      'call-first',
      'held-call',
      'expired-token',
      'insufficient-scope',
      'session-lost',
      'fall-back',
      'lost-reply',
    ] as const) {
      expect(statusOf('curl', scenario, scenarioOf(scenario).checks[0] as string)).toBe('fail');
    }
    for (const scenario of [
      'fix-request-tool',
      'stop',
      'carry-on',
      'ask-person',
      'not-an-error',
      'replay-ok',
    ] as const) {
      expect(statusOf('curl', scenario, scenarioOf(scenario).checks[0] as string)).toBe('pass');
    }
  });
});
