/**
 * The mock servers in the page: MSW hands every request under a mounted server's path (`/clockford/`, `/rooms/`, …)
 * to the in-page mock; everything else passes through.
 *
 * It runs in one of two ways, and says which:
 * - `service-worker`: MSW's worker script, served from the playground's own folder and registered with that scope,
 *   so no other page of the site is ever controlled by a service worker. The requests show in the browser's
 *   network panel.
 * - `in-page`: MSW intercepts the page's own `fetch`. It is used where a page gets no service worker (not a secure
 *   context, or a browser without them), and where the worker started but does not control this tab (a tab opened
 *   while the worker was being replaced): a page is checked with a probe request before the mock is called ready,
 *   so the playground never claims a mock it does not have.
 */
import { FetchInterceptor } from '@mswjs/interceptors/fetch';
import { http, type RequestHandler } from 'msw';
import { setupWorker } from 'msw/browser';
import { defineNetwork, InterceptorSource } from 'msw/experimental';
import { servers as catalogServers } from '../catalog/index.ts';
import { withBase } from '../base-path.ts';
import type { Clock } from './clock.ts';
import { createMockServers, type MockServers } from './handler.ts';
import { sequentialIds } from './ids.ts';

/**
 * Where the MSW worker script is served, and the scope it controls: the playground's folder, under the site's base
 * path. The mock's own routes (`/clockford/mcp`, …) stay at the origin's root: both ways answer them inside the
 * browser before any request reaches the network, so they never collide with a host's paths.
 */
export const workerScript = withBase('/playground/mockServiceWorker.js');
export const workerScope = withBase('/playground/');

/** A request only the page's mock answers, with `probeHeader`: the static host answers it 404. */
export const probePath = `${workerScope}__mock/ready`;
const probeHeader = 'x-atlas-mock';

export type MockMode = 'service-worker' | 'in-page';

/** Where a start has got to, for a page to show while it waits (a slow network makes each step take a while). */
export type MockStartStep = 'worker' | 'check' | 'in-page';

export interface BrowserMock {
  mock: MockServers;
  mode: MockMode;
  stop(): Promise<void>;
}

/** Whether this page can have a service worker at all: a secure context whose browser offers them. */
export const serviceWorkersOffered = (): boolean =>
  window.isSecureContext && 'serviceWorker' in navigator && navigator.serviceWorker !== undefined;

/** True when the probe reached the mock, so the page's requests do. */
async function mockAnswers(): Promise<boolean> {
  try {
    const response = await fetch(probePath, { cache: 'no-store' });
    return response.headers.get(probeHeader) === 'ready';
  } catch {
    return false;
  }
}

/** Resolves true once a service worker controls this tab, waiting up to `ms` for a new one to claim it. */
function controlled(ms = 2000): Promise<boolean> {
  const { serviceWorker } = navigator;
  if (serviceWorker.controller !== null) return Promise.resolve(true);
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      serviceWorker.removeEventListener('controllerchange', done);
      resolve(serviceWorker.controller !== null);
    };
    const timer = setTimeout(done, ms);
    serviceWorker.addEventListener('controllerchange', done);
  });
}

/** The worker's way: resolves to its stop once it controls this tab, or undefined (and stopped) when it does not. */
async function startWorker(
  handlers: RequestHandler[],
  onStep: (step: MockStartStep) => void,
): Promise<(() => Promise<void>) | undefined> {
  onStep('worker');
  const worker = setupWorker(...handlers);
  await worker.start({
    serviceWorker: { url: workerScript, options: { scope: workerScope } },
    onUnhandledFrame: 'bypass',
    quiet: true,
  });
  const stop = async () => void (await worker.stop());
  onStep('check');
  if ((await controlled()) && (await mockAnswers())) return stop;
  await stop();
  // The registration this tab could not use is dropped, so the next load registers afresh.
  await (await navigator.serviceWorker.getRegistration(workerScope))?.unregister();
  return undefined;
}

/** The in-page way: MSW patches the page's `fetch`. */
async function startInPage(handlers: RequestHandler[]): Promise<() => Promise<void>> {
  const network = defineNetwork({
    sources: [new InterceptorSource({ interceptors: [new FetchInterceptor()] })],
    handlers,
    onUnhandledFrame: 'bypass',
  });
  network.enable();
  if (!(await mockAnswers())) throw new Error('the page’s own fetch could not be intercepted');
  return () => Promise.resolve(network.disable());
}

/**
 * Starts the mock and resolves once the page's requests reach it, so the first call already does.
 * Call it once per page; later calls return the same mock (or the same failure: MSW cannot start again in a
 * page where a start failed, since its page-wide patches stay in place, so the page must be reloaded).
 */
export function startBrowserMock(
  options: { clock?: Clock; onStep?: (step: MockStartStep) => void } = {},
): Promise<BrowserMock> {
  const onStep = options.onStep ?? (() => undefined);
  started ??= (async () => {
    // Ids from a counter: the playground's runs replay exactly, and nothing in a page is a secret anyway.
    const mock = createMockServers({
      origin: window.location.origin,
      ids: sequentialIds(),
      ...(options.clock ? { clock: options.clock } : {}),
    });
    const handlers = [
      http.get(probePath, () => new Response(null, { status: 204, headers: { [probeHeader]: 'ready' } })),
      // Every mounted server's path, built or not: a server is built on its first request.
      ...catalogServers.flatMap(({ mountPath }) =>
        mountPath === undefined ? [] : [http.all(`${mountPath}/*`, async ({ request }) => mock.handle(request))],
      ),
    ];
    // A worker that cannot register (a browser set to refuse them) leaves the in-page way.
    const workerStop = serviceWorkersOffered() ? await startWorker(handlers, onStep).catch(() => undefined) : undefined;
    if (workerStop) return { mock, mode: 'service-worker', stop: workerStop };
    onStep('in-page');
    return { mock, mode: 'in-page', stop: await startInPage(handlers) };
  })();
  return started;
}

let started: Promise<BrowserMock> | undefined;
