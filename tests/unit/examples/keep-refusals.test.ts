/**
 * `src/examples/keep-refusals.ts`, the one-file remedy the SDK reality table offers: both official SDK clients,
 * given its `fetch`, against the in-process mock. The SDK's error loses the Retry-After; the remedy has it.
 */
import { Client as ClientV2, StreamableHTTPClientTransport as TransportV2 } from '@modelcontextprotocol/client';
import { Client as ClientV1 } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport as TransportV1 } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { describe, expect, test } from 'vitest';
import { keepRefusals, retryAfterMs } from '../../../src/examples/keep-refusals.ts';
import { bench, clockfordToken, origin } from '../../harness/in-process-mock.ts';

const sdks = {
  v2: (url: URL, options: { fetch: typeof fetch; requestInit: RequestInit }) => {
    const client = new ClientV2({ name: 'remedy', version: '1.0.0' });
    return { client, connect: () => client.connect(new TransportV2(url, options)) };
  },
  v1: (url: URL, options: { fetch: typeof fetch; requestInit: RequestInit }) => {
    const client = new ClientV1({ name: 'remedy', version: '1.0.0' });
    return { client, connect: () => client.connect(new TransportV1(url, options)) };
  },
};

describe.each(Object.entries(sdks))('the remedy with SDK %s', (_name, make) => {
  test('recovers the status and the wait of a 429 the SDK’s error drops', { timeout: 60_000 }, async () => {
    const b = bench();
    const token = await clockfordToken(b);
    const keep = keepRefusals(b.fetch);
    const { client, connect } = make(new URL(`${origin}/clockford/mcp`), {
      fetch: keep.fetch,
      requestInit: { headers: { Authorization: `Bearer ${token}` } },
    });
    await connect();
    expect(keep.lastRefusal()).toBeUndefined();
    b.mock.faults.add({ server: 'clockford', entry: 'clockford.http.rate-limited', times: 1, retryAfterSeconds: 3 });

    const error = await client.callTool({ name: 'districts', arguments: {} }).then(
      () => undefined,
      (thrown: unknown) => thrown,
    );

    expect(error).toBeInstanceOf(Error);
    expect(JSON.stringify(error)).not.toContain('"3"');
    expect(keep.lastRefusal()).toMatchObject({ status: 429, retryAfter: '3', retryAfterMs: 3000 });
    expect(keep.lastRefusal()!.request).toMatch(/^POST http:\/\/mock\.test\/clockford\/mcp/);

    await client.callTool({ name: 'districts', arguments: {} });
    expect(keep.lastRefusal()).toBeUndefined();
    await client.close();
  });
});

describe('retryAfterMs', () => {
  test('reads delay-seconds', () => {
    expect(retryAfterMs('30', null)).toBe(30_000);
  });

  test('measures an HTTP-date from the reply’s own Date, not the local clock', () => {
    const skewedNow = Date.parse('Wed, 02 Dec 2026 10:00:00 GMT');
    expect(retryAfterMs('Wed, 02 Dec 2026 12:00:30 GMT', 'Wed, 02 Dec 2026 12:00:00 GMT', skewedNow)).toBe(30_000);
    expect(retryAfterMs('Wed, 02 Dec 2026 10:00:30 GMT', null, skewedNow)).toBe(30_000);
  });

  test('gives no wait for a value that is neither, and none below zero', () => {
    expect(retryAfterMs('soon', null)).toBeUndefined();
    expect(retryAfterMs('Wed, 02 Dec 2026 09:00:00 GMT', 'Wed, 02 Dec 2026 10:00:00 GMT')).toBe(0);
  });
});
