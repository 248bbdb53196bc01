/**
 * Stand-ins for MSW's WebSocket and XMLHttpRequest interceptors, used in the playground's browser build only (see
 * `astro.config.mjs`).
 *
 * `setupWorker` always builds a WebSocket interceptor, and its fallback mode (a page with no service worker) an
 * XMLHttpRequest one beside the fetch one: about 10 kB of the playground's JavaScript, gzipped. Nothing in the
 * playground opens a WebSocket or sends an XMLHttpRequest: the reference client, the naive one and the SDK's
 * Streamable HTTP transport all use `fetch`. Each stand-in is an interceptor that never suits its environment, so
 * MSW applies it as a no-op and the page's `WebSocket` and `XMLHttpRequest` stay the browser's own, unmocked.
 */
import { Interceptor, type HttpRequestEventMap } from '@mswjs/interceptors';

/** An interceptor that never applies: `predicate` says the environment does not suit it. */
abstract class NoInterceptor extends Interceptor<HttpRequestEventMap> {
  protected predicate(): boolean {
    return false;
  }

  protected setup(): void {}
}

/** In place of `@mswjs/interceptors/WebSocket`: the page's WebSockets are left alone. */
export class WebSocketInterceptor extends NoInterceptor {
  static override readonly symbol = Symbol('atlas: no WebSocket interceptor');
}

/** In place of `@mswjs/interceptors/XMLHttpRequest`: the page's XMLHttpRequests are left alone. */
export class XMLHttpRequestInterceptor extends NoInterceptor {
  static override readonly symbol = Symbol('atlas: no XMLHttpRequest interceptor');
}

/**
 * MSW's WebSocket handlers test a connection with `instanceof` against these; with no WebSocket interceptor there is
 * never a connection, so nothing is ever one of them.
 */
export class WebSocketClientConnection {}
export class WebSocketServerConnection {}
