/**
 * The SDK client without its OAuth flow, on the server's copy of the core, as the browser build bundles it (both
 * plugins): built here, then run
 * against an in-process SDK server beside the SDK as installed. What the playground's clients meet (a call, a 401, a
 * 403 asking for a scope) must end the same in both; only an OAuth provider, which no playground client passes, is
 * refused, saying why.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import * as installed from '@modelcontextprotocol/client';
import { McpServer, createMcpHandler } from '@modelcontextprotocol/server';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import * as z from 'zod';
import { sdkClientWithoutOAuth, sdkOAuthPlan, withoutOAuthSource } from '../../../src/build/sdk-client-oauth.ts';
import { sharedSdkCore } from '../../../src/build/shared-sdk-core.ts';
import { oauthLeftOut } from '../../../src/mock/browser-shims/no-oauth.ts';

type Sdk = Pick<typeof installed, 'Client' | 'StreamableHTTPClientTransport'>;

const handler = createMcpHandler(() => {
  const server = new McpServer({ name: 'echo-town', version: '1.0.0' });
  server.registerTool('echo', { description: 'Echo', inputSchema: z.object({ text: z.string() }) }, ({ text }) => ({
    content: [{ type: 'text', text }],
  }));
  return server;
});

/** The server, but its `tools/call` answers `refusal` when one is given. */
const serve =
  (refusal?: () => Response) =>
  (url: string | URL, init?: RequestInit): Promise<Response> =>
    refusal && typeof init?.body === 'string' && init.body.includes('"tools/call"')
      ? Promise.resolve(refusal())
      : handler.fetch(new Request(url, init));

const unauthorized = () =>
  new Response('{"error":"invalid_token"}', { status: 401, headers: { 'WWW-Authenticate': 'Bearer realm="town"' } });
const insufficientScope = () =>
  new Response(null, {
    status: 403,
    headers: { 'WWW-Authenticate': 'Bearer error="insufficient_scope", scope="town:post"' },
  });

/** What a call ends in: its text, or the error's name and message. */
async function callEnds(sdk: Sdk, refusal?: () => Response): Promise<string> {
  const client = new sdk.Client({ name: 'atlas-test', version: '1.0.0' });
  await client.connect(
    new sdk.StreamableHTTPClientTransport(new URL('http://echo.test/mcp'), { fetch: serve(refusal) }),
  );
  try {
    const result = await client.callTool({ name: 'echo', arguments: { text: 'hello' } });
    return JSON.stringify(result.content);
  } catch (error) {
    return error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  } finally {
    await client.close();
  }
}

let outDir: string;
let bundled: Sdk;
let bundledCode: string;

beforeAll(async () => {
  outDir = mkdtempSync(join(tmpdir(), 'atlas-sdk-oauth-'));
  await build({
    configFile: false,
    logLevel: 'silent',
    plugins: [
      sdkClientWithoutOAuth(),
      // As in the browser build: the client's core comes from the server's copy.
      sharedSdkCore(),
      {
        name: 'test-entry',
        resolveId: (id) => (id === 'test-entry' ? '\0test-entry' : null),
        load: (id) =>
          id === '\0test-entry'
            ? "export { Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';"
            : null,
      },
    ],
    build: {
      outDir,
      emptyOutDir: true,
      minify: false,
      rolldownOptions: {
        input: 'test-entry',
        preserveEntrySignatures: 'strict',
        // Only the client's own package is bundled, as the browser build bundles it; the rest loads as installed.
        external: (id) =>
          /^[@\w]/.test(id) && !/^@modelcontextprotocol\/(client|server)$/.test(id) && id !== 'test-entry',
        output: { format: 'es', entryFileNames: 'sdk.mjs' },
      },
    },
  });
  bundledCode = readFileSync(join(outDir, 'sdk.mjs'), 'utf8');
  bundled = (await import(pathToFileURL(join(outDir, 'sdk.mjs')).href)) as Sdk;
}, 120_000);

afterAll(() => rmSync(outDir, { recursive: true, force: true }));

describe('sdkOAuthPlan', () => {
  test('finds the OAuth flow in the installed client and keeps what a transport without it calls', () => {
    const plan = sdkOAuthPlan();
    expect(plan, 'the client package has a public-<hash>.mjs chunk with an auth.ts region').toBeDefined();
    const leftOut = plan!.leftOut.map(({ local }) => local);
    expect(leftOut).toEqual(expect.arrayContaining(['auth', 'adaptOAuthProvider', 'exchangeAuthorization']));
    expect(plan!.kept.map(({ local }) => local)).toEqual(
      expect.arrayContaining(['Client', 'UnauthorizedError', 'isOAuthClientProvider', 'extractWWWAuthenticateParams']),
    );
  });

  test('stands in for every name the chunk exports, under the same letters', () => {
    const plan = sdkOAuthPlan()!;
    const source = withoutOAuthSource(plan, 'stand-ins.ts');
    const exported = [
      ...[...source.matchAll(/export \{([^}]*)\}/g)].flatMap((match) =>
        match[1]!.split(',').map((name) => name.trim()),
      ),
      ...[...source.matchAll(/export const (\w+)/g)].map((match) => match[1]!),
    ];
    expect(exported.sort()).toEqual([...plan.kept, ...plan.leftOut].map(({ exported: letter }) => letter).sort());
  });
});

describe('the SDK client built without its OAuth flow', () => {
  test('leaves the flow out of the bundle', () => {
    const original = readFileSync(sdkOAuthPlan()!.publicFile, 'utf8');
    for (const flow of ['code_challenge_method', 'registration_endpoint'])
      expect(original.includes(flow) && !bundledCode.includes(flow), flow).toBe(true);
  });

  test('calls a tool as the installed SDK does', async () => {
    expect(await callEnds(bundled)).toBe('[{"type":"text","text":"hello"}]');
    expect(await callEnds(bundled)).toBe(await callEnds(installed));
  });

  test('ends a 401 and a 403 asking for a scope in the same errors as the installed SDK', async () => {
    for (const refusal of [unauthorized, insufficientScope]) {
      const ends = await callEnds(bundled, refusal);
      expect(ends).toMatch(/Error/);
      expect(ends).toBe(await callEnds(installed, refusal));
    }
  });

  test('refuses an OAuth provider, saying what to do', () => {
    const provider = { tokens: () => undefined, clientInformation: () => undefined };
    expect(
      () =>
        new bundled.StreamableHTTPClientTransport(new URL('http://echo.test/mcp'), {
          authProvider: provider as never,
        }),
    ).toThrow(/leaves its OAuth flow out \(adaptOAuthProvider\): sign in with an Authorization header/);
  });
});

test('a stand-in throws, naming the function', () => {
  expect(() => oauthLeftOut('auth')()).toThrow(/OAuth flow out \(auth\)/);
});
