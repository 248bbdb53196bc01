/**
 * `npm run conformance:client`: runs the reference client (src/grade/clients/reference-conformance.ts) under the
 * official MCP conformance suite's client mode, for the client scenarios that apply to it, and prints a table of
 * checks passed, failed and skipped. Exits non-zero when a check fails or the client exits with an error.
 */
import { spawn } from 'node:child_process';
import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * The suite's client scenarios a tool-calling client meets. Left out: elicitation (`elicitation-*`,
 * `sep-2322-client-request-state`) needs an elicitation handler, and `auth/*` an OAuth flow through the SDK's
 * `authProvider`; both are the application's, not the reference client's. `sep-2640-*` is an extension.
 */
const scenarios = [
  'initialize',
  'tools_call',
  'sse-retry',
  'request-metadata',
  'http-standard-headers',
  'http-custom-headers',
  'http-invalid-tool-headers',
  'json-schema-2020-12-preservation',
  'json-schema-ref-no-deref',
];

const command = 'node --import ./scripts/client-alias.ts src/grade/clients/reference-conformance.ts';

interface Check {
  id: string;
  status: string;
  errorMessage?: string;
}

/** Runs one scenario; resolves to its checks and whether the suite passed it overall. */
function runScenario(scenario: string, outputDir: string): Promise<{ checks: Check[]; passed: boolean }> {
  return new Promise((resolve) => {
    const child = spawn(
      'npx',
      ['conformance', 'client', '--command', command, '--scenario', scenario, '--output-dir', outputDir],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('close', (code) => {
      void (async () => {
        // The suite writes <output-dir>/<scenario>-<time>/checks.json (an `auth/` scenario one folder deeper).
        const [folder] = (await readdir(outputDir, { recursive: true })).filter((path) => path.endsWith(`checks.json`));
        const checks = folder
          ? (JSON.parse(await readFile(join(outputDir, folder), 'utf8')) as Check[])
          : [{ id: scenario, status: 'FAILURE', errorMessage: `no checks.json: ${output.slice(-300)}` }];
        resolve({ checks, passed: code === 0 && output.includes('OVERALL: PASSED') });
      })();
    });
  });
}

let failed = 0;
for (const scenario of scenarios) {
  const outputDir = await mkdtemp(join(tmpdir(), 'conformance-client-'));
  try {
    const { checks, passed } = await runScenario(scenario, outputDir);
    const count = (status: string) => checks.filter((check) => check.status === status).length;
    if (!passed) failed += 1;
    console.log(
      `${scenario.padEnd(34)} ${passed ? 'PASSED' : 'FAILED'}  passed ${count('SUCCESS')}, failed ${count('FAILURE')}, skipped ${count('SKIPPED')}, warnings ${count('WARNING')}`,
    );
    for (const check of checks.filter((candidate) => candidate.status === 'FAILURE')) {
      console.log(`    FAILURE ${check.id}: ${check.errorMessage ?? ''}`);
    }
  } finally {
    await rm(outputDir, { recursive: true, force: true });
  }
}
process.exitCode = failed > 0 ? 1 : 0;
