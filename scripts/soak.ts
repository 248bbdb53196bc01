/**
 * The Node mock's soak check, for `npm run bench` (`-- --soak` runs only it): over real HTTP, on a manual
 * clock, it opens and abandons 5,000 sessions on each stateful server (Clockford's 2025-11-25 sessions and
 * Rooms'), in waves of 25 new loopback addresses as the per-address caps allow, moving the clock past the
 * idle expiry between waves (so only expiry, not the caps, can free them); then drives 100,000 mixed requests (tool calls on all four servers, REST,
 * refusals); and prints the heap after a full GC at the start and the end, which must stay within 2x.
 * Then the gate's throughput: the same tool call, under the same concurrency, through the mock's Connect
 * (the Node layer, the gate and its SDK server) and through the same SDK server bare, behind the same
 * Node adapter.
 */
import { getRequestListener } from '@hono/node-server';
import { createMcpHandler } from '@modelcontextprotocol/server';
import { Agent, createServer, request } from 'node:http';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { ManualClock } from '../src/mock/index.ts';
import { startMockHttpServer } from '../src/mock/node.ts';
import { buildConnectServer } from '../src/mock/servers/connect/index.ts';

setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;

const sessionsPerServer = 5_000;
const addressesPerWave = 25;
const sessionsPerAddress = 20;
const mixedRequests = 100_000;
const throughputRequests = 2_000;
/** Rounds of the throughput comparison, alternating the two servers; the median of each is printed. */
const throughputRounds = 5;
const concurrency = 16;

interface Sent {
  path: string;
  headers?: Record<string, string>;
  body?: string;
  method?: string;
}

/** One request over `agent`; resolves with the status and the session id, once the whole answer is read. */
function send(origin: string, agent: Agent, sent: Sent): Promise<{ status: number; sessionId: string | undefined }> {
  const { hostname, port } = new URL(origin);
  return new Promise((resolve, reject) => {
    const outgoing = request(
      { host: hostname, port, method: sent.method ?? 'POST', path: sent.path, headers: sent.headers ?? {}, agent },
      (incoming) => {
        incoming.resume();
        incoming.on('end', () =>
          resolve({ status: incoming.statusCode ?? 0, sessionId: incoming.headers['mcp-session-id'] as string }),
        );
        incoming.on('error', reject);
      },
    );
    outgoing.on('error', reject);
    outgoing.end(sent.body);
  });
}

/** Runs `count` requests, `concurrency` at a time; returns the statuses seen and the time taken. */
async function drive(count: number, next: (index: number) => Promise<{ status: number }>) {
  const statuses = new Map<number, number>();
  let issued = 0;
  const start = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (issued < count) {
        const { status } = await next(issued++);
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
      }
    }),
  );
  return { statuses, seconds: (performance.now() - start) / 1000 };
}

const heapAfterGc = (): number => {
  gc();
  gc();
  return process.memoryUsage().heapUsed;
};
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const statusList = (statuses: Map<number, number>) =>
  [...statuses]
    .sort(([a], [b]) => a - b)
    .map(([status, n]) => `${status}: ${n}`)
    .join(', ');

const json = { 'Content-Type': 'application/json', Accept: 'application/json, text/event-stream' };
const legacy = { ...json, 'MCP-Protocol-Version': '2025-11-25' };
const initialize = JSON.stringify({
  jsonrpc: '2.0',
  id: 1,
  method: 'initialize',
  params: { protocolVersion: '2025-11-25', capabilities: {}, clientInfo: { name: 'soak', version: '1.0.0' } },
});
const envelope = {
  'io.modelcontextprotocol/protocolVersion': '2026-07-28',
  'io.modelcontextprotocol/clientInfo': { name: 'soak', version: '1.0.0' },
  'io.modelcontextprotocol/clientCapabilities': {},
};
const call = (name: string, args: Record<string, unknown>, meta = false) =>
  JSON.stringify({
    jsonrpc: '2.0',
    id: 2,
    method: 'tools/call',
    params: { name, arguments: args, ...(meta ? { _meta: envelope } : {}) },
  });
const searchDocs: Sent = {
  path: '/connect/mcp',
  headers: { ...json, 'MCP-Protocol-Version': '2026-07-28', 'Mcp-Method': 'tools/call', 'Mcp-Name': 'search_docs' },
  body: call('search_docs', { q: 'retry' }, true),
};
const roomsKey = { Authorization: 'Bearer rk_agent_alpha_7f3a9c' };

/** Opens and abandons sessions on Clockford and Rooms, in waves the per-address caps allow. */
async function abandonSessions(origin: string, clock: ManualClock): Promise<Map<number, number>> {
  const statuses = new Map<number, number>();
  const perWave = addressesPerWave * sessionsPerAddress;
  for (let wave = 0; wave < sessionsPerServer / perWave; wave += 1) {
    await Promise.all(
      Array.from({ length: addressesPerWave }, async (_, slot) => {
        const agent = new Agent({ keepAlive: true, maxSockets: 1, localAddress: `127.0.${wave + 1}.${slot + 1}` });
        for (let opened = 0; opened < sessionsPerAddress; opened += 1) {
          for (const [path, headers] of [
            ['/clockford/mcp', json],
            ['/rooms/mcp', { ...json, ...roomsKey }],
          ] as const) {
            const { status } = await send(origin, agent, { path, headers, body: initialize });
            statuses.set(status, (statuses.get(status) ?? 0) + 1);
          }
        }
        agent.destroy();
      }),
    );
    // Past the idle expiry (30 minutes on both servers): the next wave's first initialize sweeps this one.
    clock.advance(31 * 60 * 1000);
  }
  return statuses;
}

/** The mixed load: tool calls on all four servers, REST reads, and refusals, over one agent. */
async function mixedLoad(origin: string, clock: ManualClock) {
  const agent = new Agent({ keepAlive: true, maxSockets: concurrency });
  const clockford = await send(origin, agent, { path: '/clockford/mcp', headers: json, body: initialize });
  const rooms = await send(origin, agent, { path: '/rooms/mcp', headers: { ...json, ...roomsKey }, body: initialize });
  if (!clockford.sessionId || !rooms.sessionId) {
    throw new Error(`no session to drive the load in (Clockford ${clockford.status}, Rooms ${rooms.status})`);
  }
  const inRooms = { ...legacy, ...roomsKey, 'Mcp-Session-Id': rooms.sessionId };
  await send(origin, agent, {
    path: '/rooms/mcp',
    headers: inRooms,
    body: call('join_room', { room: 'kitchen', invite: 'kitchen-open-door' }),
  });
  const mix: Sent[] = [
    searchDocs,
    {
      path: '/clockford/mcp',
      headers: { ...legacy, 'Mcp-Session-Id': clockford.sessionId },
      body: call('districts', {}),
    },
    { path: '/rooms/mcp', headers: inRooms, body: call('read_messages', { room: 'kitchen', limit: 5 }) },
    { path: '/rooms/mcp', headers: inRooms, body: call('send_message', { room: 'kitchen', body: 'Soak.' }) },
    {
      path: '/ichabod/mcp',
      headers: { ...legacy, Authorization: 'Bearer ich_live_founder_3f9a1c' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 3, method: 'tools/list', params: {} }),
    },
    { method: 'GET', path: '/connect/api/public/search?q=retry&limit=3' },
    { method: 'GET', path: '/rooms/api/rooms', headers: { Authorization: 'Bearer rk_user_ada_42d8b1' } },
    { path: '/rooms/mcp', headers: { ...json, Origin: 'https://evil.example' }, body: initialize },
    { path: '/clockford/../__mock/reset', headers: json },
    { method: 'GET', path: '/clockford/status' },
  ];
  const result = await drive(mixedRequests, (index) => {
    // Mock time runs at a pace the rate limits allow: 200 ms a request.
    clock.advance(200);
    return send(origin, agent, mix[index % mix.length]!);
  });
  agent.destroy();
  return result;
}

/** Connect's own SDK server without its gate, behind the same Node adapter: the throughput baseline. */
async function startBareServer(): Promise<{ origin: string; close: () => void }> {
  const handler = createMcpHandler(() => buildConnectServer(), { legacy: 'reject' });
  const listener = getRequestListener((request) => handler.fetch(request), { overrideGlobalObjects: false });
  const server = createServer((incoming, outgoing) => void listener(incoming, outgoing));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return { origin: `http://127.0.0.1:${port}`, close: () => (server.close(), server.closeAllConnections()) };
}

async function throughput(origin: string, clock?: ManualClock) {
  const agent = new Agent({ keepAlive: true, maxSockets: concurrency });
  const result = await drive(throughputRequests, () => {
    clock?.advance(600);
    return send(origin, agent, searchDocs);
  });
  agent.destroy();
  // A refusal is cheaper than a call: a rate that counts any would flatter the gate.
  if (result.statuses.size !== 1 || !result.statuses.has(200)) {
    throw new Error(`the throughput calls were not all answered 200 (${statusList(result.statuses)})`);
  }
  return { ...result, perSecond: throughputRequests / result.seconds };
}

/** Runs the soak and the throughput comparison; prints them; returns the verdicts for bench's budgets. */
export async function runSoak(): Promise<Array<{ ok: boolean; text: string }>> {
  try {
    return await soak();
  } catch (error) {
    return [{ ok: false, text: `soak: could not finish: ${error instanceof Error ? error.message : String(error)}` }];
  }
}

async function soak(): Promise<Array<{ ok: boolean; text: string }>> {
  const clock = new ManualClock();
  const mock = await startMockHttpServer({ port: 0, clock });
  try {
    console.log(`\nSoak: the Node mock at ${mock.origin}, manual clock, ${concurrency} requests at a time.`);
    await mixedLoadWarmUp(mock.origin, clock);
    const startHeap = heapAfterGc();
    console.log(`  heap after GC, start:  ${mb(startHeap)}`);
    let time = performance.now();
    const opened = await abandonSessions(mock.origin, clock);
    console.log(
      `  ${sessionsPerServer} sessions opened and abandoned on Clockford and on Rooms in ${((performance.now() - time) / 1000).toFixed(1)} s (${statusList(opened)}); heap after GC ${mb(heapAfterGc())}`,
    );
    time = performance.now();
    const mixed = await mixedLoad(mock.origin, clock);
    console.log(
      `  ${mixedRequests} mixed requests in ${mixed.seconds.toFixed(1)} s, ${(mixedRequests / mixed.seconds).toFixed(0)}/s (${statusList(mixed.statuses)})`,
    );
    // Past every idle expiry; one initialize each sweeps what is left.
    clock.advance(31 * 60 * 1000);
    const agent = new Agent({ keepAlive: false });
    await send(mock.origin, agent, { path: '/clockford/mcp', headers: json, body: initialize });
    await send(mock.origin, agent, { path: '/rooms/mcp', headers: { ...json, ...roomsKey }, body: initialize });
    const endHeap = heapAfterGc();
    console.log(`  heap after GC, end:    ${mb(endHeap)} (${(endHeap / startHeap).toFixed(2)}x the start)`);

    const bare = await startBareServer();
    try {
      // Alternating rounds, after a warm-up of each, so that neither side has the JIT or a quiet machine to itself.
      await throughput(mock.origin, clock);
      await throughput(bare.origin);
      const gated: number[] = [];
      const baseline: number[] = [];
      for (let round = 0; round < throughputRounds; round += 1) {
        gated.push((await throughput(mock.origin, clock)).perSecond);
        baseline.push((await throughput(bare.origin)).perSecond);
      }
      const median = (rates: number[]) => [...rates].sort((a, b) => a - b)[Math.floor(rates.length / 2)]!;
      console.log(
        `  throughput, tools/call search_docs, median of ${throughputRounds} alternating rounds of ${throughputRequests}: mock (Node layer, gate, SDK server) ${median(gated).toFixed(0)}/s, the same SDK server bare ${median(baseline).toFixed(0)}/s: ${(median(gated) / median(baseline)).toFixed(2)}x`,
      );
    } finally {
      bare.close();
    }
    const no5xx = [opened, mixed.statuses].every((statuses) => [...statuses.keys()].every((status) => status < 500));
    return [
      { ok: endHeap <= 2 * startHeap, text: `soak: heap after GC ${mb(endHeap)} <= 2x start ${mb(startHeap)}` },
      { ok: no5xx, text: 'soak: no 5xx while sessions were abandoned and 100k mixed requests ran' },
    ];
  } finally {
    await mock.close();
  }
}

/** A few of each request first, so the start heap already holds the modules and caches a request loads. */
async function mixedLoadWarmUp(origin: string, clock: ManualClock): Promise<void> {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  for (let round = 0; round < 20; round += 1) {
    clock.advance(1000);
    await send(origin, agent, searchDocs);
    await send(origin, agent, { path: '/clockford/mcp', headers: json, body: initialize });
    await send(origin, agent, { path: '/rooms/mcp', headers: { ...json, ...roomsKey }, body: initialize });
  }
  clock.advance(31 * 60 * 1000);
  agent.destroy();
}
