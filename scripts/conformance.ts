/**
 * `npm run conformance`: runs the official MCP conformance suite (@modelcontextprotocol/conformance)
 * against the Node mock, for the scenarios that apply to each server and revision, and prints a
 * table of checks passed, failed and "not testable" (the suite's fixture tools, which these servers
 * do not have). Exits non-zero when a real check fails.
 */
import { spawn } from 'node:child_process';
import { startMockHttpServer } from '../src/mock/node.ts';

/** Which suite scenarios apply to which server, at which revision. */
const plan: Array<{ server: string; revision: '2025-11-25' | '2026-07-28'; scenarios: string[] }> = [
  {
    server: 'connect',
    revision: '2026-07-28',
    scenarios: [
      'server-stateless',
      'http-header-validation',
      'tools-list',
      'dns-rebinding-protection',
      'sep-2164-resource-not-found',
    ],
  },
  {
    server: 'rooms',
    revision: '2025-11-25',
    scenarios: ['server-initialize', 'server-session-lifecycle', 'ping', 'tools-list', 'dns-rebinding-protection'],
  },
  { server: 'ichabod', revision: '2025-11-25', scenarios: ['server-initialize', 'ping', 'tools-list'] },
  {
    server: 'clockford',
    revision: '2025-11-25',
    scenarios: ['server-initialize', 'server-session-lifecycle', 'ping', 'tools-list', 'dns-rebinding-protection'],
  },
];

interface Check {
  id: string;
  status: string;
  description?: string;
  errorMessage?: string;
}

function runScenario(url: string, scenario: string, revision: string): Promise<Check[]> {
  return new Promise((resolve) => {
    const child = spawn(
      'npx',
      ['conformance', 'server', '--url', url, '--scenario', scenario, '--spec-version', revision, '--verbose'],
      {
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('close', () => {
      // The verbose report is a JSON array printed between a line "[" and a line "]".
      const lines = output.split('\n');
      const start = lines.indexOf('[');
      const end = lines.indexOf(']', start);
      try {
        resolve(JSON.parse(lines.slice(start, end + 1).join('\n')) as Check[]);
      } catch {
        resolve([
          {
            id: scenario,
            status: 'FAILURE',
            errorMessage: `could not read the suite's output: ${output.slice(0, 300)}`,
          },
        ]);
      }
    });
  });
}

const notTestable = (check: Check) => check.errorMessage?.startsWith('Not testable') ?? false;

const mockServer = await startMockHttpServer({ port: 0 });
const { origin } = mockServer;
let realFailures = 0;
try {
  for (const { server, revision, scenarios } of plan) {
    for (const scenario of scenarios) {
      const checks = await runScenario(`${origin}/${server}/mcp`, scenario, revision);
      const count = (status: string) => checks.filter((check) => check.status === status && !notTestable(check)).length;
      const failures = checks.filter((check) => check.status === 'FAILURE' && !notTestable(check));
      realFailures += failures.length;
      console.log(
        `${server.padEnd(10)} ${revision} ${scenario.padEnd(30)} passed ${count('SUCCESS')}, failed ${failures.length}, not testable ${checks.filter(notTestable).length}, warnings ${count('WARNING')}`,
      );
      for (const failure of failures)
        console.log(`    FAILURE ${failure.id}: ${failure.errorMessage ?? failure.description ?? ''}`);
    }
  }
} finally {
  await mockServer.close();
}
process.exitCode = realFailures > 0 ? 1 : 0;
