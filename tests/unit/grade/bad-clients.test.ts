/**
 * Clients that misbehave get a clear verdict per scenario, and the grader neither hangs nor leaves a process or a
 * port behind: a client that never connects, hangs, floods, crashes, ignores SIGTERM, prints garbage, is not found,
 * or leaves a child running.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { runScenario, type RunLimits } from '../../../src/grade/run-scenario.ts';
import { scenarioOf } from '../../../src/grade/scenarios/index.ts';

const limits: RunLimits = { connectSeconds: 1, maxRequests: 40, deadlineSeconds: 3, graceMs: 300 };
const node = `"${process.execPath}"`;

/** Runs `command` on one scenario with short limits. */
async function runBad(command: string) {
  const { record } = await runScenario('fix-request-tool', scenarioOf('fix-request-tool'), command, 1, limits);
  return record;
}

/** Whether a process is still alive (a zombie waiting to be reaped is not). */
function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch {
    return false;
  }
  try {
    return !/^\d+ \(.*\) Z/.test(readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return false;
  }
}

async function portClosed(url: string): Promise<boolean> {
  try {
    await fetch(url, { method: 'POST', signal: AbortSignal.timeout(1000) });
    return false;
  } catch {
    return true;
  }
}

// Each test starts a client process and a mock: a timeout for a loaded machine.
describe.concurrent('a client that misbehaves', { timeout: 60_000 }, () => {
  test('never connects: "did not connect within 1 s", and it is stopped', async () => {
    // The URL comes as the last argument; the comment leaves it unread.
    const record = await runBad('sleep 30 #');
    expect(record.verdict).toEqual({ kind: 'no-connection', says: 'did not connect within 1 s' });
    expect(record.exit?.stoppedByGrader).toBe(true);
    expect(await portClosed(record.url)).toBe(true);
  });

  test('hangs after its first request: stopped at the deadline', async () => {
    const record = await runBad(
      `${node} -e "fetch(process.argv[1], { method: 'POST', body: '{}' }).then(() => setInterval(() => {}, 1000))"`,
    );
    expect(record.verdict.kind).toBe('timed-out');
    expect(record.verdict.says).toContain('deadline of 3 s');
    expect(record.exchanges).toHaveLength(1);
  });

  test('ignores SIGTERM: killed after the grace period', async () => {
    const started = performance.now();
    const stubborn = `${node} -e "process.on('SIGTERM', () => {}); console.log(process.pid); setInterval(() => {}, 1000)"`;
    const record = await runBad(stubborn);
    expect(record.verdict.kind).toBe('no-connection');
    expect(performance.now() - started).toBeLessThan(5000);
    const pid = Number(record.exit?.stdout.trim());
    for (let tries = 0; tries < 20 && alive(pid); tries += 1) await new Promise((resolve) => setTimeout(resolve, 50));
    expect(alive(pid)).toBe(false);
  });

  test('floods the mock: stopped at the request cap, the flood bounded', async () => {
    const flood = `${node} -e "for (;;) await fetch(process.argv[1], { method: 'POST', body: '{}' }).catch(() => {})" --input-type=module`;
    const record = await runBad(flood);
    expect(record.verdict.kind).toBe('flooded');
    expect(record.verdict.says).toMatch(/^flooded the mock: 40 requests in/);
    expect(record.exchanges).toHaveLength(40);
    expect(await portClosed(record.url)).toBe(true);
  });

  test('crashes: the signal that ended it', async () => {
    const record = await runBad(`${node} -e "process.kill(process.pid, 'SIGSEGV')"`);
    expect(record.verdict).toMatchObject({ kind: 'killed-by-signal' });
    expect(record.verdict.says).toMatch(/^ended by SIGSEGV/);
  });

  test('exits with an error code: the code', async () => {
    const record = await runBad('exit 3');
    expect(record.verdict.kind).toBe('exited-with-error');
    expect(record.verdict.says).toMatch(/^exited with code 3/);
  });

  test('is not found: exit 127, said so', async () => {
    const record = await runBad('no-such-client-command-anywhere');
    expect(record.verdict).toEqual({ kind: 'exited-with-error', says: 'the command was not found (exit 127)' });
  });

  test('prints garbage and sends garbage: recorded, not read as a verdict', async () => {
    const garbage = `${node} -e "process.stdout.write(Buffer.from([0xff, 0xfe, 0, 1, 2])); fetch(process.argv[1], { method: 'POST', body: Buffer.from([0xff, 0, 0x7b]) }).then(() => process.exit(0))"`;
    const record = await runBad(garbage);
    expect(record.verdict.kind).toBe('finished');
    expect(record.exchanges).toHaveLength(1);
    expect(record.exchanges[0]!.status).toBeGreaterThanOrEqual(400);
  });

  test('leaves a child running: the child goes with it', async () => {
    const record = await runBad('sleep 60 & echo $!; exit 0');
    const pid = Number(record.exit?.stdout.trim());
    expect(pid).toBeGreaterThan(0);
    for (let tries = 0; tries < 20 && alive(pid); tries += 1) await new Promise((resolve) => setTimeout(resolve, 50));
    expect(alive(pid)).toBe(false);
  });

  test('hangs holding a child: both are gone after the deadline', async () => {
    const record = await runBad(
      `sleep 60 & echo $!; ${node} -e "fetch(process.argv[1], { method: 'POST', body: '{}' }).then(() => setInterval(() => {}, 1000))" "$1"; wait`,
    );
    expect(record.verdict.kind).toBe('timed-out');
    const pid = Number(record.exit?.stdout.trim());
    for (let tries = 0; tries < 20 && alive(pid); tries += 1) await new Promise((resolve) => setTimeout(resolve, 50));
    expect(alive(pid)).toBe(false);
  });
});

describe('a client whose child leaves its process group and holds the output open', () => {
  test('does not hold the grader', async () => {
    const started = performance.now();
    const record = await runBad(
      `${node} -e "require('node:child_process').spawn('sleep', ['3'], { detached: true, stdio: ['ignore', 'inherit', 'inherit'] }).unref()"`,
    );
    expect(record.verdict.kind).toBe('finished');
    expect(performance.now() - started).toBeLessThan(2900);
  });
});

describe('a command that cannot be started', () => {
  test('gets a verdict that says why (a context too large for the environment)', async () => {
    const scenario = scenarioOf('fix-request-tool');
    const huge = {
      ...scenario,
      prepare: () => ({
        context: {
          task: {
            kind: 'call-tools' as const,
            calls: [{ tool: 'search_docs', arguments: { q: 'x'.repeat(200_000) } }],
            says: '',
          },
        },
      }),
    };
    const { record } = await runScenario('fix-request-tool', huge, 'true', 1, limits);
    expect(record.verdict.kind).toBe('not-started');
    expect(record.verdict.says).toContain('E2BIG');
    expect(await portClosed(record.url)).toBe(true);
  });
});
