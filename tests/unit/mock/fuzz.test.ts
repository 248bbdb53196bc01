/**
 * A property over generated requests to the real Node HTTP server: whatever a client or a web page
 * sends, the mock answers below 500, leaks no stack trace or internal message, lets no foreign Origin
 * or Host reach a server, and still answers ordinary calls afterwards.
 *
 * `FUZZ_RUNS` and `FUZZ_SEED` override the fixed run count and seed, to explore further by hand.
 */
import fc from 'fast-check';
import { Agent } from 'node:http';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { ManualClock } from '../../../src/mock/clock.ts';
import { startMockHttpServer, type MockHttpServer } from '../../../src/mock/node.ts';
import type { ClockfordServer } from '../../../src/mock/servers/clockford/server.ts';
import {
  fuzzRequest,
  foreignHosts,
  foreignOrigins,
  type FuzzRequest,
  type FuzzWorld,
} from '../../harness/request-arbitraries.ts';
import { initializeBody, mcpHeaders, rawRequest, type RawResponse } from '../../harness/raw-http.ts';

const runs = Number(process.env['FUZZ_RUNS'] ?? 3000);
const seed = Number(process.env['FUZZ_SEED'] ?? 20261130);

/** What only a crash or a leak would put in a body. */
const internals = [
  /^\s+at .+[:(].*\d+:\d+\)?$/m,
  /node:internal|file:\/\/|node_modules|\/src\/mock\//,
  /\b(TypeError|RangeError|ReferenceError|AssertionError)\b/,
  /Cannot read propert|is not a function|is not iterable|Maximum call stack|undefined is not/,
  /The mock failed/,
];

const clock = new ManualClock();
const agent = new Agent({ keepAlive: true, maxSockets: 4 });
let served: MockHttpServer;
let world: FuzzWorld;

/** Sends one request; while it is in flight, mock time runs fast, so a long-poll on the mock clock ends. */
async function send(request: FuzzRequest): Promise<RawResponse> {
  const fastTime = setInterval(() => clock.advance(1000), 10);
  return rawRequest(served.origin, {
    method: request.method,
    target: request.target,
    headers: request.headers,
    agent,
    streamMs: 50,
    deadlineMs: 10_000,
    ...(request.body === undefined ? {} : { body: request.body }),
  }).finally(() => clearInterval(fastTime));
}

/** True when the path (before any query) is a server's MCP endpoint or the admin API. */
const guardedPath = (target: string) =>
  /^\/(clockford|rooms|ichabod|connect)\/mcp(\?|$)|^\/__mock(\/|\?|$)/.test(target);

beforeAll(async () => {
  served = await startMockHttpServer({ port: 0, clock, adminToken: 'fuzz-admin-token' });
  const token = await rawRequest(served.origin, {
    method: 'POST',
    target: '/clockford/oauth/token',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: 'account=alice&expires_in=3600',
  });
  const clockfordToken = (JSON.parse(token.body) as { access_token: string }).access_token;
  const sessionIds: FuzzWorld['sessionIds'] = { clockford: [], rooms: [] };
  for (const [server, authorization] of [
    ['clockford', `Bearer ${clockfordToken}`],
    ['clockford', undefined],
    ['rooms', 'Bearer rk_agent_alpha_7f3a9c'],
    ['rooms', 'Bearer rk_agent_beta_91c2e4'],
  ] as const) {
    const opened = await rawRequest(served.origin, {
      method: 'POST',
      target: `/${server}/mcp`,
      headers: { ...mcpHeaders, ...(authorization ? { Authorization: authorization } : {}) },
      body: initializeBody,
    });
    sessionIds[server].push(String(opened.headers['mcp-session-id']));
  }
  world = {
    origin: served.origin,
    adminToken: 'fuzz-admin-token',
    clockfordToken,
    sessionIds,
  };
});

afterAll(async () => {
  agent.destroy();
  await served.close();
});

/** Puts back what the admin API and the hall may change, so that no run inherits a closed town or a 5xx fault. */
function restoreConditions(): void {
  served.mock.faults.clear();
  const clockford = served.mock.servers.find((server) => server.id === 'clockford') as ClockfordServer;
  clockford.hall.configure({ mode: 'open', signIn: 'optional', publicAddress: undefined });
}

describe('the Node mock under generated requests', () => {
  test(`answers ${runs} requests below 500, without internals, and never serves a foreign page`, async () => {
    await fc.assert(
      fc.asyncProperty(fuzzRequest(world), fc.integer({ min: 0, max: 500 }), async (request, elapsedMs) => {
        clock.advance(elapsedMs);
        const answer = await send(request);
        restoreConditions();
        expect(answer.status, answer.body).toBeLessThan(500);
        for (const pattern of internals) expect(answer.body).not.toMatch(pattern);
        const host = request.headers['Host'];
        if (host !== undefined && foreignHosts.includes(host)) {
          expect(answer.status, `foreign Host ${host}`).toBeGreaterThanOrEqual(400);
        }
        const origin = request.headers['Origin'];
        if (origin !== undefined && foreignOrigins.includes(origin) && guardedPath(request.target)) {
          expect(answer.status, `foreign Origin ${origin}`).toBeGreaterThanOrEqual(400);
        }
      }),
      { numRuns: runs, seed, endOnFailure: true },
    );
  }, 120_000);

  test('still answers an ordinary call on every server afterwards', async () => {
    // An hour later: the limiters have refilled and the fuzz's abandoned sessions have ended.
    clock.advance(3600 * 1000);
    const call = (target: string, headers: Record<string, string>, body: string) =>
      rawRequest(served.origin, { method: 'POST', target, headers: { ...mcpHeaders, ...headers }, body });
    expect((await call('/clockford/mcp', {}, initializeBody)).status).toBe(200);
    expect((await call('/rooms/mcp', { Authorization: 'Bearer rk_agent_alpha_7f3a9c' }, initializeBody)).status).toBe(
      200,
    );
    const ichabod = await call(
      '/ichabod/mcp',
      { Authorization: 'Bearer ich_live_founder_3f9a1c', 'MCP-Protocol-Version': '2025-11-25' },
      JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list', params: {} }),
    );
    expect(ichabod.status).toBe(200);
    expect(ichabod.body).toContain('get_rate_limits');
    const connect = await call(
      '/connect/mcp',
      { 'MCP-Protocol-Version': '2026-07-28', 'Mcp-Method': 'tools/list' },
      JSON.stringify({
        jsonrpc: '2.0',
        id: 1,
        method: 'tools/list',
        params: {
          _meta: {
            'io.modelcontextprotocol/protocolVersion': '2026-07-28',
            'io.modelcontextprotocol/clientInfo': { name: 'fuzz', version: '1.0.0' },
            'io.modelcontextprotocol/clientCapabilities': {},
          },
        },
      }),
    );
    expect(connect.status, connect.body).toBe(200);
    expect(connect.body).toContain('search_docs');
  });
});
