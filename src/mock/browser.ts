/**
 * The mock servers in the page: an MSW service worker hands every request under `/clockford/`,
 * `/rooms/`, `/ichabod/` and `/connect/` to the in-page mock; everything else passes through.
 * The worker script lives in the playground's own folder and is registered with that scope,
 * so no other page of the site is ever controlled by a service worker.
 */
import { http } from 'msw';
import { setupWorker } from 'msw/browser';
import type { Clock } from './clock.ts';
import { createMockServers, type MockServers } from './handler.ts';
import { sequentialIds } from './ids.ts';

/** Where the MSW worker script is served, and the scope it controls. */
export const workerScript = '/playground/mockServiceWorker.js';
export const workerScope = '/playground/';

export interface BrowserMock {
  mock: MockServers;
  stop(): Promise<void>;
}

/**
 * Starts the worker and resolves once it controls the page, so the first call already reaches the mock.
 * Call it once per page; later calls return the same mock (or the same failure: MSW cannot start again in a
 * page where a start failed, since its page-wide patches stay in place, so the page must be reloaded).
 */
export function startBrowserMock(options: { clock?: Clock } = {}): Promise<BrowserMock> {
  started ??= (async () => {
    // Ids from a counter: the playground's runs replay exactly, and nothing in a page is a secret anyway.
    const mock = createMockServers({
      origin: window.location.origin,
      ids: sequentialIds(),
      ...(options.clock ? { clock: options.clock } : {}),
    });
    const handlers = mock.servers.map((server) =>
      http.all(`${server.mountPath}/*`, async ({ request }) => mock.handle(request)),
    );
    const worker = setupWorker(...handlers);
    await worker.start({
      serviceWorker: { url: workerScript, options: { scope: workerScope } },
      onUnhandledFrame: 'bypass',
      quiet: true,
    });
    return { mock, stop: async () => void (await worker.stop()) };
  })();
  return started;
}

let started: Promise<BrowserMock> | undefined;
