/**
 * A refusal is a statement about the server's state: the mock keeps it until the state clears. Named waits count
 * down and end when they have passed on the mock's clock; what the source calls permanent holds until cleared; a
 * refused credential is refused again; limiters keep the waits they name; Connect counts refused requests.
 */
import { afterEach, describe, expect, test } from 'vitest';
import { getServer, unnamedFaultSeconds } from '../../../src/catalog/index.ts';
import { ManualClock } from '../../../src/mock/clock.ts';
import { createMockServers } from '../../../src/mock/handler.ts';
import { startMockHttpServer, type MockHttpServer } from '../../../src/mock/node.ts';
import { rollingWindow, tokenBucket } from '../../../src/mock/rate-limiter.ts';
import { RawMcpDriver } from '../../../src/mock/scenarios/index.ts';

const origin = 'http://mock.test';

function inProcess() {
  const clock = new ManualClock();
  const mock = createMockServers({ clock, origin });
  const fetch = async (url: string | URL, init?: RequestInit) =>
    (await mock.handle(new Request(url, init))) ?? new Response('none', { status: 404 });
  const driver = (server: 'clockford' | 'rooms' | 'ichabod' | 'connect', token?: string) => {
    // Clockford without sign-in speaks 2025-11-25 (a visitor's legacy session).
    const revision = server === 'clockford' ? '2025-11-25' : getServer(server).revisions[0]!;
    const made = new RawMcpDriver(fetch, `${origin}/${server}/mcp`, revision);
    made.token = token;
    return made;
  };
  return { clock, mock, driver };
}

/** `structuredContent` of a tool reply, or `{}`. */
const structured = (observation: { message?: { result?: unknown } | undefined }) =>
  (observation.message?.result as { structuredContent?: Record<string, unknown> } | undefined)?.structuredContent ?? {};

describe('an injected condition holds as long as the catalog says', () => {
  test('a named wait: every call before it has passed is refused with what is left of it; the first after is not', async () => {
    const { clock, mock, driver } = inProcess();
    mock.faults.add({ server: 'connect', entry: 'connect.http.transport-fault', holdSeconds: 10 });
    mock.faults.add({ server: 'clockford', entry: 'clockford.http.town-closed', retryAfterSeconds: 5 });
    const visitor = driver('clockford');
    const first = await visitor.rpc('tools/list');
    expect([first.status, first.headers.get('Retry-After')]).toEqual([503, '5']);
    clock.advance(2000);
    const second = await visitor.rpc('tools/list');
    expect([second.status, second.headers.get('Retry-After')]).toEqual([503, '3']);
    clock.advance(2999);
    expect((await visitor.rpc('tools/list')).headers.get('Retry-After')).toBe('1');
    clock.advance(1);
    expect((await visitor.initialize()).status).toBe(200);
    expect(mock.faults.list().map((fault) => fault.entry)).toEqual(['connect.http.transport-fault']);
  });

  test('a tool-level wait counts down in retryAfterSeconds too', async () => {
    const { clock, mock, driver } = inProcess();
    mock.faults.add({ server: 'clockford', entry: 'clockford.tool.clerk-busy' });
    const visitor = driver('clockford');
    await visitor.initialize();
    const seconds = async () => structured(await visitor.callTool('districts'))['retryAfterSeconds'];
    expect(await seconds()).toBe(3);
    clock.advance(1500);
    expect(await seconds()).toBe(2);
    clock.advance(1500);
    expect(await seconds()).toBeUndefined();
  });

  test('what the source calls permanent holds, whatever the clock says, until it is cleared', async () => {
    const { clock, mock, driver } = inProcess();
    mock.faults.add({ server: 'clockford', entry: 'clockford.tool.passport-closed' });
    // A new visitor each time: a session itself ends after a while.
    for (const hours of [0, 1, 24 * 30]) {
      clock.advance(hours * 3600_000);
      expect(structured(await driver('clockford').callTool('districts'))['say']).toMatch(/closed/);
    }
    expect(mock.faults.clear('clockford', 'clockford.tool.passport-closed')).toBe(1);
    expect(structured(await driver('clockford').callTool('districts'))['say']).toBe('Clockford has 17 districts.');
  });

  test('a refused credential is refused every time it is sent; a new one gets through', async () => {
    const { mock, driver } = inProcess();
    mock.faults.add({ server: 'ichabod', entry: 'ichabod.http.invalid-credentials' });
    const old = driver('ichabod', 'ich_live_founder_3f9a1c');
    const status = async (caller: RawMcpDriver) =>
      (await caller.callTool('list_matches', {}, { noSession: true })).status;
    expect(await status(old)).toBe(401);
    expect(await status(old)).toBe(401);
    expect(await status(driver('ichabod', 'ich_live_seeker_7b4e90'))).toBe(200);
  });

  test(`a fault that names no wait lasts ${unnamedFaultSeconds} s from its first reply`, async () => {
    const { clock, mock, driver } = inProcess();
    mock.faults.add({ server: 'connect', entry: 'connect.http.transport-fault' });
    const connect = driver('connect');
    expect((await connect.callTool('search_docs', { q: 'retry' })).status).toBe(503);
    clock.advance(unnamedFaultSeconds * 1000 - 1);
    expect((await connect.callTool('search_docs', { q: 'retry' })).status).toBe(503);
    clock.advance(1);
    expect((await connect.callTool('search_docs', { q: 'retry' })).status).toBe(200);
  });

  test('a one-shot fault answers exactly `times` calls', async () => {
    const { mock, driver } = inProcess();
    mock.faults.add({ server: 'connect', entry: 'connect.http.transport-fault', times: 2 });
    const connect = driver('connect');
    const statuses = [];
    for (let call = 0; call < 3; call += 1) statuses.push((await connect.callTool('search_docs', { q: 'x' })).status);
    expect(statuses).toEqual([503, 503, 200]);
  });

  test('a held call injected for a person becomes a real hold, decided in the hall', async () => {
    const { mock, driver } = inProcess();
    mock.faults.add({ server: 'clockford', entry: 'clockford.tool.held-probation' });
    const visitor = driver('clockford');
    await visitor.initialize();
    const call = { text: 'Lamps lit on Quay Street at six.' };
    const first = structured(await visitor.callTool('post_notice', call));
    const again = structured(await visitor.callTool('post_notice', call));
    expect(again['hold']).toEqual(first['hold']);
    expect(String(first['say'])).toMatch(/probation/);
  });
});

describe('limiters keep the waits they name', () => {
  test('a token bucket refuses for the whole seconds it named, though a token came back sooner', () => {
    const clock = new ManualClock();
    const bucket = tokenBucket(2, 10, 1, clock);
    expect([bucket.take('a'), bucket.take('a')]).toEqual([{ allowed: true }, { allowed: true }]);
    expect(bucket.take('a')).toEqual({ allowed: false, retryAfterSeconds: 1 });
    clock.advance(500);
    expect(bucket.take('a')).toEqual({ allowed: false, retryAfterSeconds: 1 });
    clock.advance(500);
    expect(bucket.take('a')).toEqual({ allowed: true });
  });

  test('a rolling window that counts refusals makes an immediate retry extend the lockout', () => {
    const clock = new ManualClock();
    const counting = rollingWindow(2, 10, clock, { countRefused: true });
    const plain = rollingWindow(2, 10, clock);
    for (const limiter of [counting, plain]) {
      limiter.take('a');
      clock.advance(1000);
      limiter.take('a');
    }
    // Two refusals at once: the counting window now needs them to age out too.
    for (let retry = 0; retry < 2; retry += 1) [counting, plain].forEach((limiter) => limiter.take('a'));
    clock.advance(9000);
    expect(plain.take('a')).toEqual({ allowed: true });
    expect(counting.take('a')).toMatchObject({ allowed: false });
  });
});

describe('the admin API of the Node mock', () => {
  let served: MockHttpServer | undefined;
  afterEach(async () => served?.close());

  const admin = async (path: string, init: RequestInit = {}) => {
    const response = await fetch(`${served!.origin}/__mock/${path}`, {
      ...init,
      headers: { 'Content-Type': 'application/json', ...init.headers },
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };
  const post = (path: string, body: unknown) => admin(path, { method: 'POST', body: JSON.stringify(body) });

  test('a condition holds for its wait on the mock clock, and POST /__mock/clock moves the clock past it', async () => {
    served = await startMockHttpServer({ port: 0, clock: new ManualClock() });
    const added = await post('faults', { server: 'clockford', entry: 'clockford.http.town-closed' });
    expect(added.status).toBe(201);
    expect(added.body['fault']).toMatchObject({ lasts: { kind: 'seconds', seconds: 30 }, retryAfterSeconds: 30 });
    const mcp = () =>
      fetch(`${served!.origin}/clockford/mcp`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json, text/event-stream' },
        body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'ping' }),
      });
    expect((await mcp()).headers.get('Retry-After')).toBe('30');
    expect((await admin('faults')).body['faults']).toEqual([
      expect.objectContaining({ until: expect.stringMatching(/Z$/) as unknown }),
    ]);
    expect((await post('clock', { advanceSeconds: 12 })).body).toMatchObject({ aheadMs: 12_000 });
    expect((await mcp()).headers.get('Retry-After')).toBe('18');
    await post('clock', { advanceSeconds: 18 });
    expect((await mcp()).status).not.toBe(503);
    expect((await admin('faults')).body['faults']).toEqual([]);
  });

  test('hold "until-cleared" holds until DELETE clears that entry', async () => {
    served = await startMockHttpServer({ port: 0, clock: new ManualClock() });
    await post('faults', { server: 'connect', entry: 'connect.http.transport-fault', hold: 'until-cleared' });
    await post('clock', { advanceSeconds: 86_400 });
    expect((await admin('faults')).body['faults']).toHaveLength(1);
    const cleared = await admin('faults?entry=connect.http.transport-fault', { method: 'DELETE' });
    expect(cleared.body).toEqual({ cleared: 1 });
  });

  test.each([
    [{ server: 'connect', entry: 'connect.http.transport-fault', times: 1, hold: 'until-cleared' }, /at most one of/],
    [{ server: 'connect', entry: 'connect.http.transport-fault', hold: 'forever' }, /hold must be "until-cleared"/],
    [{ server: 'connect', entry: 'connect.http.transport-fault', holdSeconds: -1 }, /holdSeconds must be/],
    [{ server: 'connect', entry: 'clockford.tool.clerk-busy' }, /belongs to clockford/],
  ])('a bad condition gets a 400 that names the problem: %j', async (body, message) => {
    served = await startMockHttpServer({ port: 0, clock: new ManualClock() });
    const answer = await post('faults', body);
    expect(answer.status).toBe(400);
    expect(String(answer.body['error'])).toMatch(message);
  });

  test('a bad clock move gets a 400 that says what to send', async () => {
    served = await startMockHttpServer({ port: 0, clock: new ManualClock() });
    const answer = await post('clock', { advanceSeconds: 'soon' });
    expect(answer.status).toBe(400);
    expect(String(answer.body['error'])).toMatch(/advanceSeconds must be a number/);
  });
});
