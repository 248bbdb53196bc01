import type { FetchLike } from '@modelcontextprotocol/client';
import type { Exchange } from '../mock/index.ts';

/** Headers the wire pane shows; the rest are noise for a reader. */
export const headersThatMatter = [
  'retry-after',
  'www-authenticate',
  'allow',
  'mcp-session-id',
  'mcp-protocol-version',
  'mcp-method',
  'mcp-name',
  'authorization',
  'origin',
  'x-mock-origin',
  'x-mock-host',
  'x-mock-cookie',
  'content-type',
  'accept',
];

/** A credential shown by its last four characters: the wire pane, like a log, never shows one whole. */
export const redact = (value: string): string =>
  value.replace(
    /^(Bearer\s+)?(.*)$/i,
    (_, scheme: string | undefined, secret: string) => `${scheme ?? ''}…${secret.slice(-4)}`,
  );

const pick = (headers: Headers): Record<string, string> =>
  Object.fromEntries(
    [...headers]
      .filter(([name]) => headersThatMatter.includes(name.toLowerCase()))
      .map(([name, value]) => [name, name.toLowerCase() === 'authorization' ? redact(value) : value]),
  );

/** A fetch that records every request and response (bodies read from clones) before handing it on. */
export function recordingFetch(fetch: FetchLike, onExchange: (exchange: Exchange) => void): FetchLike {
  return async (url, init) => {
    const request = new Request(url, init);
    const requestBody =
      request.method === 'GET' || request.method === 'HEAD' ? undefined : await request.clone().text();
    const response = await fetch(url, init);
    // A stream the server keeps open (a GET's event stream) is recorded as such, not read until it closes.
    const stream = request.method === 'GET' && response.headers.get('content-type')?.includes('text/event-stream');
    const responseBody = stream ? '(an event stream the server keeps open)' : await response.clone().text();
    onExchange({
      method: request.method,
      url: request.url,
      requestHeaders: pick(request.headers),
      requestBody: requestBody === '' ? undefined : requestBody,
      status: response.status,
      responseHeaders: pick(response.headers),
      responseBody,
    });
    return response;
  };
}
