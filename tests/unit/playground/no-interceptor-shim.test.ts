import { BatchInterceptor } from '@mswjs/interceptors';
import { expect, test } from 'vitest';
import {
  WebSocketClientConnection,
  WebSocketInterceptor,
  WebSocketServerConnection,
  XMLHttpRequestInterceptor,
} from '../../../src/mock/browser-shims/no-interceptor.ts';

test('the stand-in interceptors apply as no-ops: the page’s WebSocket and XMLHttpRequest stay its own', () => {
  const webSocket = globalThis.WebSocket;
  const xhr = (globalThis as { XMLHttpRequest?: unknown }).XMLHttpRequest;
  const batch = new BatchInterceptor({
    name: 'test',
    interceptors: [new WebSocketInterceptor(), new XMLHttpRequestInterceptor()],
  });
  batch.apply();
  batch.on('request', () => undefined);
  expect(globalThis.WebSocket).toBe(webSocket);
  expect((globalThis as { XMLHttpRequest?: unknown }).XMLHttpRequest).toBe(xhr);
  batch.dispose();
});

test('with no WebSocket interceptor nothing is ever a connection', () => {
  expect({} instanceof WebSocketClientConnection).toBe(false);
  expect({} instanceof WebSocketServerConnection).toBe(false);
});
