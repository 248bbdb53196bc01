/**
 * `src/examples/protocol-revisions.ts`, the program the "Protocol revisions" guide shows, run
 * against the in-process Clockford and Connect mocks on a manual clock.
 */
import { describe, expect, test } from 'vitest';
import type { EntryId } from '../../../src/catalog/index.ts';
import { isMcpClientError, type McpClientError } from 'mcp-error-atlas-client';
import { connectAtAnyRevision } from '../../../src/examples/protocol-revisions.ts';
import { bench, clockfordToken, origin, type Bench } from '../../harness/in-process-mock.ts';

const town = `${origin}/clockford/mcp`;
const halfAnHourAndAMinute = 31 * 60 * 1000;

const initializations = (b: Bench): number => b.requests.filter((request) => request.rpcMethod === 'initialize').length;
const isFixRequestError = (error: unknown): boolean =>
  isMcpClientError(error, 'decision') && error.decision?.action === 'fix-request';
const io = ({ fetch, sleep, now }: Bench) => ({ fetch, clock: { sleep, now } });
const fault = (b: Bench, entry: EntryId) => () => b.mock.faults.add({ server: 'clockford', entry, times: 1 });

describe('the protocol revisions example', () => {
  test('speaks 2025-11-25 with a session to Clockford without sign-in, and 2026-07-28 without a session signed in', async () => {
    const legacy = await connectAtAnyRevision({ endpoint: town, ...io(bench()) });
    expect(legacy.revision()).toBe('2025-11-25');
    expect(legacy.sessionId()).toMatch(/\S/);
    const b = bench();
    const modern = await connectAtAnyRevision({ endpoint: town, token: await clockfordToken(b), ...io(b) });
    expect(modern.revision()).toBe('2026-07-28');
    expect(modern.sessionId()).toBeUndefined();
  });

  test('re-initializes once when a legacy session ends, and repeats the call in the new session', async () => {
    const b = bench();
    const client = await connectAtAnyRevision({ endpoint: town, ...io(b) });
    const first = client.sessionId();
    b.clock.advance(halfAnHourAndAMinute);
    const result = await client.callTool('districts');
    expect(result.isError ?? false).toBe(false);
    expect(initializations(b)).toBe(2);
    expect(client.sessionId()).not.toBe(first);
    const calls = b.callsOf('districts');
    expect(calls.map((call) => call.status)).toEqual([404, 200]);
    expect(calls.map((call) => call.headers.get('mcp-session-id'))).toEqual([first, client.sessionId()]);
  });

  test('does not re-initialize on a 2026-07-28 404, which means an unknown method', async () => {
    const b = bench();
    const client = await connectAtAnyRevision({ endpoint: town, token: await clockfordToken(b), ...io(b) });
    b.beforeNextCall('districts', fault(b, 'spec.protocol.method-not-found'));
    const error = await client.callTool('districts').catch((caught: unknown) => caught);
    expect(isFixRequestError(error)).toBe(true);
    expect((error as McpClientError).entryId).toBe('spec.protocol.method-not-found');
    expect(initializations(b)).toBe(0);
    expect(b.requests.filter((request) => request.rpcMethod === 'server/discover')).toHaveLength(1);
    expect(b.callsOf('districts')).toHaveLength(1);
  });

  test('has no session to lose at 2026-07-28: an idle half hour changes nothing', async () => {
    const b = bench();
    const client = await connectAtAnyRevision({ endpoint: town, token: await clockfordToken(b), ...io(b) });
    b.clock.advance(halfAnHourAndAMinute);
    const result = await client.callTool('districts');
    expect(result.isError ?? false).toBe(false);
    expect(b.callsOf('districts').map((call) => call.status)).toEqual([200]);
    expect(initializations(b)).toBe(0);
  });

  test('sends the method and name headers at 2026-07-28, and the session id only at 2025-11-25', async () => {
    const b = bench();
    await (
      await connectAtAnyRevision({ endpoint: town, token: await clockfordToken(b), ...io(b) })
    ).callTool('districts');
    await (await connectAtAnyRevision({ endpoint: town, ...io(b) })).callTool('districts');
    const [modern, legacy] = b.callsOf('districts').map(({ headers }) => ({
      version: headers.get('mcp-protocol-version'),
      method: headers.get('mcp-method'),
      name: headers.get('mcp-name'),
      session: headers.get('mcp-session-id'),
    }));
    expect(modern).toEqual({ version: '2026-07-28', method: 'tools/call', name: 'districts', session: null });
    expect(legacy).toMatchObject({ version: '2025-11-25', method: null, name: null });
    expect(legacy?.session).toMatch(/\S/);
  });

  test('lets the SDK answer a -32020 by re-listing the tools and sending the call once more, and no more', async () => {
    const b = bench();
    const client = await connectAtAnyRevision({ endpoint: town, token: await clockfordToken(b), ...io(b) });
    const mismatch = fault(b, 'spec.protocol.header-mismatch');
    b.beforeNextCall('districts', () => {
      mismatch();
      b.beforeNextCall('districts', mismatch);
    });
    const error = await client.callTool('districts').catch((caught: unknown) => caught);
    expect(isFixRequestError(error)).toBe(true);
    expect(b.callsOf('districts').map((call) => call.status)).toEqual([400, 400]);
    const methods = b.requests.flatMap(({ rpcMethod }) =>
      rpcMethod === undefined || rpcMethod === 'server/discover' ? [] : [rpcMethod],
    );
    expect(methods).toEqual(['tools/call', 'tools/list', 'tools/call']);
  });

  test('does not retry a -32021: the client lacks a capability the tool needs', async () => {
    const b = bench();
    const client = await connectAtAnyRevision({ endpoint: `${origin}/connect/mcp`, server: 'connect', ...io(b) });
    const error = await client.callTool('choose_docs_version').catch((caught: unknown) => caught);
    expect(isFixRequestError(error)).toBe(true);
    expect((error as McpClientError).entryId).toBe('spec.protocol.missing-client-capability');
    expect(b.callsOf('choose_docs_version')).toHaveLength(1);
  });

  test('negotiates 2026-07-28 with Connect, which answers a 2025-11-25 initialize with -32022 and the versions it supports', async () => {
    const b = bench();
    const client = await connectAtAnyRevision({ endpoint: `${origin}/connect/mcp`, server: 'connect', ...io(b) });
    expect(client.revision()).toBe('2026-07-28');
    expect(initializations(b)).toBe(0);
    const initialize = await b.fetch(`${origin}/connect/mcp`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json, text/event-stream' },
      body: JSON.stringify({
        jsonrpc: '2.0',
        id: 1,
        method: 'initialize',
        params: { protocolVersion: '2025-11-25', capabilities: {}, clientInfo: { name: 'old', version: '1.0.0' } },
      }),
    });
    expect(initialize.status).toBe(400);
    const { error } = (await initialize.json()) as { error: { code: number; data: { supported: string[] } } };
    expect(error.code).toBe(-32022);
    expect(error.data.supported).toEqual(['2026-07-28']);
  });
});
