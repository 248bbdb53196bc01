/**
 * `npm run conformance`: runs the official MCP conformance suite (@modelcontextprotocol/conformance)
 * against the Node mock, for the scenarios that apply to each server and revision, and prints a
 * table of checks passed, failed and "not testable" (the suite's fixture tools, which these servers
 * do not have). Exits non-zero when a real check fails.
 */
import { spawn } from 'node:child_process';
import { createServer } from 'node:http';
import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { startMockHttpServer } from '../src/mock/node.ts';
import { ichabodDemoKeys } from '../src/mock/servers/ichabod/index.ts';

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
  // Ichabod takes no request without a key, and the suite sends none: it runs through a proxy that adds one.
  { server: 'ichabod', revision: '2025-11-25', scenarios: ['server-initialize', 'ping', 'tools-list'] },
  {
    server: 'clockford',
    revision: '2025-11-25',
    scenarios: ['server-initialize', 'server-session-lifecycle', 'ping', 'tools-list', 'dns-rebinding-protection'],
  },
  // Clockford speaks 2026-07-28 only to a signed-in caller: through the proxy, with a token.
  {
    server: 'clockford',
    revision: '2026-07-28',
    scenarios: ['server-stateless', 'http-header-validation', 'tools-list'],
  },
];

/**
 * Failures that are the documented behaviour of a server, not faults of the mock. Clockford's source
 * says an unknown tool comes back as a CallToolResult with isError (the SDK of its day did that), so
 * the suite's probe of an unlisted diagnostic tool reads as "executed".
 */
const expectedFailures: Record<string, string> = {
  'clockford 2026-07-28 sep-2575-server-rejects-undeclared-capability':
    'Clockford answers an unknown tool with an isError result, as its source documents.',
};

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

const clockfordToken = (
  (await (
    await fetch(`${origin}/clockford/oauth/token`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'account=alice&scope=town',
    })
  ).json()) as { access_token: string }
).access_token;

/** A loopback proxy that signs every request in (a demo key, a token), as a configured client would. */
const signingProxy = createServer((incoming, outgoing) => {
  void (async () => {
    const chunks: Buffer[] = [];
    for await (const chunk of incoming) chunks.push(chunk as Buffer);
    const headers = new Headers(incoming.headers as Record<string, string>);
    const credential = incoming.url?.startsWith('/ichabod/') ? ichabodDemoKeys.founder : clockfordToken;
    headers.set('Authorization', `Bearer ${credential}`);
    headers.delete('host');
    const response = await fetch(`${origin}${incoming.url ?? '/'}`, {
      method: incoming.method ?? 'GET',
      headers,
      ...(incoming.method === 'GET' || incoming.method === 'HEAD' ? {} : { body: Buffer.concat(chunks) }),
    });
    outgoing.writeHead(response.status, Object.fromEntries(response.headers));
    if (!response.body) return void outgoing.end();
    const body = Readable.fromWeb(response.body as NodeReadableStream<Uint8Array>);
    // An open event stream ends when the mock closes at the end of the run.
    body.on('error', () => outgoing.destroy());
    body.pipe(outgoing);
  })().catch(() => outgoing.destroy());
});
await new Promise<void>((resolve) => signingProxy.listen(0, '127.0.0.1', resolve));
const proxyAddress = signingProxy.address();
const proxyOrigin = typeof proxyAddress === 'object' && proxyAddress ? `http://127.0.0.1:${proxyAddress.port}` : origin;
let realFailures = 0;
try {
  for (const { server, revision, scenarios } of plan) {
    const signedIn = server === 'ichabod' || (server === 'clockford' && revision === '2026-07-28');
    for (const scenario of scenarios) {
      const base = signedIn ? proxyOrigin : origin;
      const checks = await runScenario(`${base}/${server}/mcp`, scenario, revision);
      const count = (status: string) => checks.filter((check) => check.status === status && !notTestable(check)).length;
      const failures = checks.filter((check) => check.status === 'FAILURE' && !notTestable(check));
      const expected = (check: Check) => expectedFailures[`${server} ${revision} ${check.id}`];
      realFailures += failures.filter((check) => !expected(check)).length;
      console.log(
        `${server.padEnd(10)} ${revision} ${scenario.padEnd(30)} passed ${count('SUCCESS')}, failed ${failures.length}, not testable ${checks.filter(notTestable).length}, warnings ${count('WARNING')}`,
      );
      for (const failure of failures) {
        const why = expected(failure);
        const detail = why ?? failure.errorMessage ?? failure.description ?? '';
        console.log(`    ${why ? 'EXPECTED' : 'FAILURE'} ${failure.id}: ${detail}`);
      }
    }
  }
} finally {
  signingProxy.close();
  signingProxy.closeAllConnections();
  await mockServer.close();
}
process.exitCode = realFailures > 0 ? 1 : 0;
