/**
 * The reference client as a reader gets it: packed, installed into a scratch project from the
 * tarball, type-checked with `tsc --strict`, and run against the Node mock (`npm run mock`), as are
 * the site's examples and the single-file module. This catches a missing file, a stray dependency
 * and a broken type before a reader does.
 */
import { execFile } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { clientModules, explainModules, packClient, type PackedClient } from '../../scripts/pack-client.ts';
import { clientPackage } from '../../src/build/client-package.ts';
import { startMockHttpServer, type MockHttpServer } from '../../src/mock/node.ts';

const root = fileURLToPath(new URL('../../', import.meta.url));
const run = promisify(execFile);
const sdkVersion = (
  JSON.parse(readFileSync(join(root, 'node_modules/@modelcontextprotocol/client/package.json'), 'utf8')) as {
    version: string;
  }
).version;
/** The programs of `src/examples/` a reader runs as they are: each takes the endpoint as its first argument. */
const programs = {
  'quick-start.ts': '/connect/mcp',
  'resilient-client.ts': '/connect/mcp',
  'idempotent-write.ts': '/rooms/mcp',
  'protocol-revisions.ts': '/clockford/mcp',
} as const;

let work: string;
let scratch: string;
let packed: PackedClient;
let mock: MockHttpServer;

/** Runs `node <file> ...args` in the scratch project: its exit code and output. */
const node = (file: string, ...args: string[]) =>
  run(process.execPath, [file, ...args], { cwd: scratch }).then(
    ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
    (error: { code: number; stdout: string; stderr: string }) => error,
  );

beforeAll(async () => {
  work = mkdtempSync(join(tmpdir(), 'atlas-package-'));
  scratch = join(work, 'scratch');
  packed = await packClient(join(work, 'site'));
  cpSync(join(root, 'src/examples'), join(scratch, 'examples'), { recursive: true });
  writeFileSync(join(scratch, 'package.json'), '{ "name": "scratch", "private": true, "type": "module" }\n');
  writeFileSync(
    join(scratch, 'tsconfig.json'),
    JSON.stringify({
      compilerOptions: {
        strict: true,
        target: 'es2022',
        module: 'nodenext',
        moduleResolution: 'nodenext',
        allowImportingTsExtensions: true,
        noEmit: true,
        types: ['node'],
        typeRoots: [join(root, 'node_modules/@types')],
      },
      include: ['examples/*.ts'],
    }),
  );
  // From the file, as a reader would; the npm cache has the SDK (the network is the fallback).
  const install = [
    'install',
    '--no-audit',
    '--no-fund',
    '--loglevel=error',
    packed.tarball,
    `@modelcontextprotocol/client@${sdkVersion}`,
  ];
  await run('npm', [...install, '--offline'], { cwd: scratch }).catch(() =>
    run('npm', [...install, '--prefer-offline'], { cwd: scratch }),
  );
  mock = await startMockHttpServer({ port: 0 });
}, 300_000);

afterAll(async () => {
  await mock?.close();
  rmSync(work, { recursive: true, force: true });
});

/**
 * Each test here starts a process (tsc, node on an example): sized for a machine with other heavy work beside it,
 * where tsc on the tarball has taken over a minute and an example over 5 s.
 */
const processTimeout = 120_000;

describe('the packed client', { timeout: processTimeout }, () => {
  test('holds an ES module and its types for every module, the entries, a README and a licence', () => {
    const files = packed.files.map((file) => file.path);
    const modules = [...clientModules(), ...explainModules()].map((file) => file.replace(/\.ts$/, ''));
    expect(files.sort()).toEqual(
      [
        ...modules.flatMap((module) => [`${module}.js`, `${module}.d.ts`]),
        'entries.js',
        'entries.d.ts',
        'package.json',
        'README.md',
        'LICENSE',
      ].sort(),
    );
  });

  test('depends on the official SDK client alone, and imports nothing else', () => {
    const installed = join(scratch, 'node_modules', clientPackage.name);
    const manifest = JSON.parse(readFileSync(join(installed, 'package.json'), 'utf8')) as Record<string, unknown>;
    expect(manifest['dependencies']).toBeUndefined();
    expect(manifest['peerDependencies']).toEqual({ '@modelcontextprotocol/client': clientPackage.sdkRange });
    const specifiers = readdirSync(installed)
      .filter((file) => file.endsWith('.js'))
      .flatMap((file) => [...readFileSync(join(installed, file), 'utf8').matchAll(/\bfrom\s+['"]([^'"]+)['"]/g)])
      .map((match) => match[1]!);
    expect(new Set(specifiers.filter((specifier) => !/^\.\/[\w-]+\.js$/.test(specifier)))).toEqual(
      new Set(['@modelcontextprotocol/client']),
    );
    const vendored = readFileSync(packed.module, 'utf8');
    expect(new Set([...vendored.matchAll(/\bfrom\s+['"]([^'"]+)['"]/g)].map((match) => match[1]))).toEqual(
      new Set(['@modelcontextprotocol/client']),
    );
  });

  test('type-checks the examples, installed from the tarball, with tsc --strict', async () => {
    const tsc = join(root, 'node_modules/typescript/bin/tsc');
    const checked = await run(process.execPath, [tsc, '-p', join(scratch, 'tsconfig.json')]).then(
      () => '',
      (error: { stdout: string }) => error.stdout,
    );
    expect(checked).toBe('');
  }, 300_000);

  test.each(Object.entries(programs))(
    'runs examples/%s against the Node mock',
    async (file, path) => {
      const { code, stdout, stderr } = await node(join('examples', file), `${mock.origin}${path}`);
      expect(code, stderr).toBe(0);
      expect(stdout).not.toBe('');
    },
    60_000,
  );

  test('explains a response through mcp-error-atlas-client/explain, with the packed entries', async () => {
    const program = `
      import { entries } from '${clientPackage.name}/entries';
      import { explainResponse } from '${clientPackage.name}/explain';
      const explanation = explainResponse('HTTP/1.1 429 Too Many Requests\\nRetry-After: 4\\n\\nToo many requests. Try again later.', { entries });
      console.log(explanation.ok ? explanation.matches[0].id + ' ' + explanation.wait.ms : explanation.problem);
    `;
    writeFileSync(join(scratch, 'explain.mjs'), program);
    const { code, stdout, stderr } = await node('explain.mjs');
    expect(code, stderr).toBe(0);
    expect(stdout.trim()).toBe('clockford.http.rate-limited 4000');
  });

  test('runs the single-file module as vendored, with no entries: the fallback', async () => {
    cpSync(packed.module, join(scratch, 'vendor', clientPackage.module));
    const program = `
      import { Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
      import { createResilientClient } from './vendor/${clientPackage.module}';
      const atlas = createResilientClient();
      const client = new Client({ name: 'vendored', version: '1.0.0' }, { versionNegotiation: { mode: 'auto' } });
      await client.connect(new StreamableHTTPClientTransport(new URL(process.argv[2]), { fetch: atlas.fetch }));
      const result = await atlas.callTool(client, { name: 'search_docs', arguments: { q: 'retry' } });
      console.log(result.isError ? 'refused' : 'answered');
      await client.close();
    `;
    writeFileSync(join(scratch, 'vendored.mjs'), program);
    mock.mock.faults.add({ server: 'connect', entry: 'connect.http.transport-fault', times: 1 });
    const { code, stdout, stderr } = await node('vendored.mjs', `${mock.origin}/connect/mcp`);
    expect(code, stderr).toBe(0);
    expect(stdout.trim()).toBe('answered');
  }, 60_000);
});
