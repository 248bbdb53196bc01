/** The Ichabod mock's gate, in process: Origin and Host, batches, faults, bodies. */
import { describe, expect, test } from 'vitest';
import { ichabodMaxBodyBytes } from '../../../src/mock/servers/ichabod/server.ts';
import { bench, origin } from '../../harness/in-process-mock.ts';
import { countedPost } from '../../harness/endless-body.ts';
import { initializeBody, mcpHeaders } from '../../harness/raw-http.ts';

const key = { Authorization: 'Bearer ich_live_founder_3f9a1c' };
const endpoint = `${origin}/ichabod/mcp`;
const headers = { ...mcpHeaders, ...key, 'MCP-Protocol-Version': '2025-11-25' };
const toolsList = (id: number) => ({ jsonrpc: '2.0', id, method: 'tools/list', params: {} });

describe('the Ichabod gate', () => {
  test('refuses a foreign Origin with the specification’s 403, before the credential', async () => {
    const response = await bench().fetch(endpoint, {
      method: 'POST',
      headers: { ...headers, Origin: 'https://evil.example' },
      body: initializeBody,
    });
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ error: { code: -32600, message: 'Origin not allowed.' } });
  });

  test('serves its own origin', async () => {
    const response = await bench().fetch(endpoint, {
      method: 'POST',
      headers: { ...headers, Origin: origin },
      body: initializeBody,
    });
    expect(response.status).toBe(200);
  });

  test.each([`${origin}/ichabod/mcp`, `${origin}/ichabod/.well-known/oauth-protected-resource/mcp`])(
    'refuses a foreign Host at %s',
    async (url) => {
      const response = await bench().fetch(url, {
        method: 'POST',
        headers: { ...headers, Host: 'evil.example' },
        body: initializeBody,
      });
      expect(response.status).toBe(403);
    },
  );

  test.each([
    ['a batch', [toolsList(1), toolsList(2)]],
    ['an empty batch', []],
  ])('answers %s with -32600, not 202, and runs none of it', async (_, batch) => {
    const response = await bench().fetch(endpoint, { method: 'POST', headers, body: JSON.stringify(batch) });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ id: null, error: { code: -32600 } });
  });

  test('spends no injected fault on GET, OPTIONS or DELETE', async () => {
    const b = bench();
    b.mock.faults.add({ server: 'ichabod', entry: 'spec.protocol.parse-error', times: 1 });
    for (const method of ['GET', 'OPTIONS', 'DELETE']) await b.fetch(endpoint, { method, headers });
    expect(b.mock.faults.list()).toEqual([expect.objectContaining({ lasts: { kind: 'calls', times: 1 } })]);
    const posted = await b.fetch(endpoint, { method: 'POST', headers, body: JSON.stringify(toolsList(1)) });
    expect(posted.status).toBe(400);
    expect(b.mock.faults.list()).toEqual([]);
  });

  test('stops reading an MCP body at its limit and answers 413', async () => {
    const body = countedPost(headers);
    const response = (await bench().mock.handle(new Request(endpoint, body.init)))!;
    expect(response.status).toBe(413);
    expect(body.pulled()).toBeLessThan(ichabodMaxBodyBytes + 256 * 1024);
  });

  test('stops reading a token request at its limit', async () => {
    const body = countedPost({ 'Content-Type': 'application/x-www-form-urlencoded' });
    const response = (await bench().mock.handle(new Request(`${origin}/ichabod/oauth/token`, body.init)))!;
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error_description: 'The body is over 1 MiB.' });
    expect(body.pulled()).toBeLessThan(ichabodMaxBodyBytes + 256 * 1024);
  });
});
