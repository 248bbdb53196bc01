/** The admin API over real HTTP: closed to web pages, JSON only, behind a token when one is set. */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startMockHttpServer, type MockHttpServer } from '../../../src/mock/node.ts';
import { rawRequest } from '../../harness/raw-http.ts';

const fault = JSON.stringify({ server: 'clockford', entry: 'clockford.tool.clerk-busy', times: 1 });
const json = { 'Content-Type': 'application/json' };

describe('the admin API without a token', () => {
  let served: MockHttpServer;
  beforeAll(async () => void (served = await startMockHttpServer({ port: 0 })));
  afterAll(() => served.close());

  test('refuses a text/plain POST, as a no-cors page would send it, and injects nothing', async () => {
    const answer = await rawRequest(served.origin, {
      method: 'POST',
      target: '/__mock/faults',
      headers: { 'Content-Type': 'text/plain' },
      body: fault,
    });
    expect(answer.status).toBe(415);
    expect(answer.body).toContain('application/json');
    expect(served.mock.faults.list()).toEqual([]);
  });

  test('refuses a reset from another origin, and from a page that rebound its name to this machine', async () => {
    served.mock.faults.add({ server: 'rooms', entry: 'rooms.tool.upstream', times: 1 });
    for (const headers of [
      { ...json, Origin: 'https://evil.example' },
      { ...json, Host: 'evil.example:3929', Origin: 'http://evil.example:3929' },
      { ...json, Host: 'evil.example:3929' },
    ]) {
      const answer = await rawRequest(served.origin, { method: 'POST', target: '/__mock/reset', headers });
      expect(answer.status, JSON.stringify(headers)).toBe(403);
    }
    expect(served.mock.faults.list()).toHaveLength(1);
    served.mock.faults.clear();
  });

  test('serves JSON from no Origin and from the mock’s own', async () => {
    const plain = await rawRequest(served.origin, {
      method: 'POST',
      target: '/__mock/faults',
      headers: json,
      body: fault,
    });
    expect(plain.status).toBe(201);
    const own = await rawRequest(served.origin, {
      method: 'POST',
      target: '/__mock/reset',
      headers: { ...json, Origin: served.origin },
    });
    expect(own.status).toBe(200);
    expect(served.mock.faults.list()).toEqual([]);
  });

  test('refuses a body over its limit with 413', async () => {
    const answer = await rawRequest(served.origin, {
      method: 'POST',
      target: '/__mock/faults',
      headers: json,
      body: JSON.stringify({ server: 'clockford', entry: 'x'.repeat(20_000), times: 1 }),
    });
    expect(answer.status).toBe(413);
  });

  test.each([
    ['connect', 'connect.http.not-found-public'],
    ['connect', 'connect.tool.tool-error'],
    ['connect', 'connect.http.out-of-range'],
    ['rooms', 'rooms.http.cross-site'],
  ])('refuses a %s fault that can never fire (%s) with a 400 saying why', async (server, entry) => {
    const answer = await rawRequest(served.origin, {
      method: 'POST',
      target: '/__mock/faults',
      headers: json,
      body: JSON.stringify({ server, entry, times: 1 }),
    });
    expect(answer.status).toBe(400);
    expect(answer.body).toContain('can never fire');
    expect(served.mock.faults.list()).toEqual([]);
  });

  test('accepts the same specification entry where the server can serve it', async () => {
    const answer = await rawRequest(served.origin, {
      method: 'POST',
      target: '/__mock/faults',
      headers: json,
      body: JSON.stringify({ server: 'rooms', entry: 'spec.http.session-id-ignored', times: 1 }),
    });
    expect(answer.status).toBe(201);
    served.mock.faults.clear();
  });
});

describe('the admin API with --admin-token', () => {
  let served: MockHttpServer;
  beforeAll(async () => void (served = await startMockHttpServer({ port: 0, adminToken: 'correct-horse' })));
  afterAll(() => served.close());

  test.each([
    ['no token', {}],
    ['a wrong token', { Authorization: 'Bearer battery-staple' }],
    ['the token, not as a bearer', { Authorization: 'correct-horse' }],
  ])('refuses %s with 401', async (_, headers: Record<string, string>) => {
    const listed = await rawRequest(served.origin, { target: '/__mock/faults', headers });
    expect(listed.status).toBe(401);
    expect(listed.headers['www-authenticate']).toMatch(/^Bearer/);
    const injected = await rawRequest(served.origin, {
      method: 'POST',
      target: '/__mock/faults',
      headers: { ...json, ...headers },
      body: fault,
    });
    expect(injected.status).toBe(401);
    expect(served.mock.faults.list()).toEqual([]);
  });

  test('serves the bearer of the token', async () => {
    const answer = await rawRequest(served.origin, {
      method: 'POST',
      target: '/__mock/faults',
      headers: { ...json, Authorization: 'Bearer correct-horse' },
      body: fault,
    });
    expect(answer.status).toBe(201);
    expect(served.mock.faults.list()).toHaveLength(1);
  });
});
