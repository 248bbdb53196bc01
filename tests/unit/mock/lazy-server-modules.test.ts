/**
 * The page's registry, where each seed server's module loads on first use (`seed-modules-lazy.ts`, which the browser
 * build puts in place of `seed-modules.ts`): here the same swap is made for this file, so the registry, the mock's
 * handler and a run are tested as the page has them.
 */
import { describe, expect, test, vi } from 'vitest';
import { getEntry } from '../../../src/catalog/index.ts';
import { createMockServers } from '../../../src/mock/handler.ts';
import { sequentialIds } from '../../../src/mock/ids.ts';
import { RawMcpDriver } from '../../../src/mock/scenarios/index.ts';
import {
  isModuleLoaded,
  loadHostModuleOf,
  loadServerModule,
  moduleOf,
  mountedServerIds,
} from '../../../src/mock/servers/registry.ts';
import { seedModuleLoaders } from '../../../src/mock/servers/seed-modules-lazy.ts';
import type * as SeedModules from '../../../src/mock/servers/seed-modules.ts';
import { runInProcess } from '../../../src/playground/in-process.ts';

vi.mock('../../../src/mock/servers/seed-modules.ts', () => import('../../../src/mock/servers/seed-modules-lazy.ts'));

const origin = 'http://mock.test';
describe('the registry in the page', () => {
  test('lists the same seed modules as Node’s, each loaded on demand', async () => {
    const { seedModules } = await vi.importActual<typeof SeedModules>('../../../src/mock/servers/seed-modules.ts');
    expect(Object.keys(seedModuleLoaders).sort()).toEqual(seedModules.map((module) => module.id).sort());
    for (const module of seedModules) expect(await seedModuleLoaders[module.id]!()).toBe(module);
  });

  test('has no seed module until one is loaded, and says how to load it', async () => {
    expect(isModuleLoaded('ichabod')).toBe(false);
    expect(() => moduleOf('ichabod')).toThrow('The module of "ichabod" is not loaded yet: await loadServerModule');
    const module = await loadServerModule('ichabod');
    expect(module.id).toBe('ichabod');
    expect(moduleOf('ichabod')).toBe(module);
    expect(isModuleLoaded('ichabod')).toBe(true);
  });

  test('builds a server on its first request, and only that one', async () => {
    const mock = createMockServers({ origin, ids: sequentialIds() });
    const built = () => mock.servers.map((server) => server.id);
    expect(built()).not.toContain('rooms');
    const fetch = async (url: string | URL, init?: RequestInit) =>
      (await mock.handle(new Request(url, init))) ?? new Response('none', { status: 404 });
    const driver = () => new RawMcpDriver(fetch, `${origin}/rooms/mcp`, '2025-11-25');
    // Two requests at once: the one server is built once.
    const [first, second] = await Promise.all([driver().initialize(), driver().initialize()]);
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(built().filter((id) => id === 'rooms')).toEqual(['rooms']);
    expect(mountedServerIds()).toEqual(expect.arrayContaining(built()));
  }, 30_000);

  test('runs an entry once its host’s module is loaded, as the page’s session does', async () => {
    const entry = getEntry('connect.http.rate-limited');
    expect(isModuleLoaded('connect')).toBe(false);
    await loadHostModuleOf(entry);
    const result = await runInProcess({ entry, policy: 'reference', seed: 1 });
    const urls = result.events.flatMap((event) => (event.kind === 'exchange' ? [event.exchange.url] : []));
    expect(urls.some((url) => url.startsWith(`${origin}/connect/`))).toBe(true);
    expect(result.outcome.status).toBe('success');
  }, 60_000);
});
