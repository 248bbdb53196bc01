/**
 * Every entry of a catalog part is a condition the generic mock holds as long as the catalog says: a named wait
 * counts down until the mock clock passes it, a permanent refusal holds until cleared, a refused credential is
 * refused again, a fault that names no wait lasts a moment.
 */
import { describe, expect, test } from 'vitest';
import { unnamedFaultSeconds } from '../../../../src/catalog/index.ts';
import type { RawMcpDriver } from '../../../../src/mock/scenarios/index.ts';
import { harbor, harborBench } from './harbor-bench.ts';

const lookup = (caller: RawMcpDriver) => caller.callTool('list_sailings', { port: 'NLRTM' });
const result = (observation: { message?: { result?: unknown } | undefined }) =>
  observation.message?.result as { isError?: boolean; structuredContent?: Record<string, unknown> } | undefined;

describe('an injected condition of a catalog part', () => {
  test('a named wait at the gate is refused with what is left of it until it has passed', async () => {
    const { clock, faults, driver } = harborBench();
    faults.add({ server: 'harbor', entry: 'harbor.http.schedules-updating' });
    const caller = driver();
    const retryAfter = async () => {
      const reply = await lookup(caller);
      return [reply.status, reply.headers.get('Retry-After')];
    };
    expect(await retryAfter()).toEqual([503, '20']);
    clock.advance(5000);
    expect(await retryAfter()).toEqual([503, '15']);
    clock.advance(14_999);
    expect(await retryAfter()).toEqual([503, '1']);
    clock.advance(1);
    expect(await retryAfter()).toEqual([200, null]);
  });

  test('a named wait in a tool counts down in retryAfterSeconds', async () => {
    const { clock, faults, driver } = harborBench();
    faults.add({ server: 'harbor', entry: 'harbor.tool.planner-busy' });
    const caller = driver('2025-11-25');
    const seconds = async () => result(await lookup(caller))?.structuredContent?.['retryAfterSeconds'];
    expect(await seconds()).toBe(5);
    clock.advance(3000);
    expect(await seconds()).toBe(2);
    clock.advance(2000);
    expect(await seconds()).toBeUndefined();
  });

  test('a permanent refusal holds, whatever the clock says, until it is cleared', async () => {
    const { clock, faults, driver } = harborBench();
    faults.add({ server: 'harbor', entry: 'harbor.tool.vessel-withdrawn' });
    for (const hours of [0, 1, 24 * 365]) {
      clock.advance(hours * 3600_000);
      expect(result(await lookup(driver()))?.structuredContent).toEqual({ code: 'vessel_withdrawn' });
    }
    expect(faults.clear('harbor', 'harbor.tool.vessel-withdrawn')).toBe(1);
    expect(result(await lookup(driver()))?.isError).toBeUndefined();
  });

  test('a refused credential is refused every time it is sent; a new one gets through', async () => {
    const { faults, driver } = harborBench();
    faults.add({ server: 'harbor', entry: 'harbor.http.unauthorized' });
    const signedIn = (token: string) => Object.assign(driver(), { token });
    expect((await lookup(signedIn('old-token'))).status).toBe(401);
    expect((await lookup(signedIn('old-token'))).status).toBe(401);
    expect((await lookup(signedIn('new-token'))).status).toBe(200);
  });

  test(`a fault that names no wait lasts ${unnamedFaultSeconds} s from its first reply`, async () => {
    const { clock, faults, driver } = harborBench();
    faults.add({ server: 'harbor', entry: 'harbor.protocol.store-timeout' });
    const caller = driver();
    expect((await lookup(caller)).message?.error?.code).toBe(-32603);
    clock.advance(unnamedFaultSeconds * 1000 - 1);
    expect((await lookup(caller)).message?.error?.code).toBe(-32603);
    clock.advance(1);
    expect((await lookup(caller)).status).toBe(200);
  });

  test('a refused credential in a tool is matched against the token the call carried', async () => {
    const withdrawn = harbor.entries.find((entry) => entry.id === 'harbor.tool.vessel-withdrawn')!;
    const revoked = { ...withdrawn, reaction: { kind: 'reauthenticate' as const } };
    const { faults, driver } = harborBench({
      ...harbor,
      entries: [...harbor.entries.filter((entry) => entry !== withdrawn), revoked],
    });
    faults.add({ server: 'harbor', entry: revoked.id });
    const signedIn = (token: string) => Object.assign(driver(), { token });
    expect(result(await lookup(signedIn('old-token')))?.isError).toBe(true);
    expect(result(await lookup(signedIn('old-token')))?.isError).toBe(true);
    expect(result(await lookup(signedIn('new-token')))?.isError).toBeUndefined();
  });

  test('reset clears the server’s conditions and its limiters', async () => {
    const { faults, driver, server } = harborBench();
    for (let call = 0; call < 10; call += 1) await lookup(driver());
    expect(result(await lookup(driver()))?.isError).toBe(true);
    faults.add({ server: 'harbor', entry: 'harbor.tool.vessel-withdrawn' });
    server.reset();
    expect(faults.list()).toEqual([]);
    expect(result(await lookup(driver()))?.isError).toBeUndefined();
  });
});
