/**
 * The concrete reply one wire form of an entry describes, with every placeholder filled by its
 * example: what the copy-as snippets send and expect. Written from the catalog alone.
 */
import { fillJson, fillText, type CatalogEntry, type Wire } from '../../catalog/index.ts';

export interface ExampleReply {
  status: number;
  /** The headers that matter (`Retry-After`, `WWW-Authenticate`, `Allow`), filled, then `Content-Type` when there is a body. */
  headers: Record<string, string>;
  /** The body as text, or `undefined` for none. */
  body?: string;
  /** The body as JSON, when it is JSON. */
  json?: unknown;
}

/** The request id an example reply answers. */
export const exampleRequestId = 1;

/** The reply of one wire form, as the mock sends it, for a request with id `exampleRequestId`. */
export function exampleReply(entry: Pick<CatalogEntry, 'placeholders'>, wire: Wire): ExampleReply {
  const text = (quoted: string) => fillText(quoted, entry.placeholders);
  const json = (quoted: unknown) => fillJson(quoted, entry.placeholders);
  const asJson = (status: number, value: unknown, headers: Record<string, string> = {}): ExampleReply => ({
    status,
    headers: { ...headers, 'Content-Type': 'application/json' },
    body: JSON.stringify(value),
    json: value,
  });
  switch (wire.kind) {
    case 'http': {
      const headers = Object.fromEntries(Object.entries(wire.headers).map(([name, value]) => [name, text(value)]));
      const { body } = wire;
      if (body.type === 'empty') return { status: wire.status, headers };
      if (body.type === 'text')
        return {
          status: wire.status,
          // Plain text, unless the wire form names its own type (an SSE stream's `text/event-stream`), as the mock sends it.
          headers: { 'Content-Type': 'text/plain; charset=utf-8', ...headers },
          body: text(body.text),
        };
      if (body.type === 'json') return asJson(wire.status, json(body.json), headers);
      return asJson(
        wire.status,
        { jsonrpc: '2.0', id: null, error: { code: body.code, message: text(body.message) } },
        headers,
      );
    }
    case 'jsonrpc-error':
      return asJson(wire.httpStatus, {
        jsonrpc: '2.0',
        id: exampleRequestId,
        error: {
          code: wire.code,
          message: text(wire.message),
          ...(wire.data === undefined ? {} : { data: json(wire.data) }),
        },
      });
    case 'tool-result':
      return asJson(200, {
        jsonrpc: '2.0',
        id: exampleRequestId,
        result: {
          content: [{ type: 'text', text: text(wire.text) }],
          ...(wire.isError ? { isError: true } : {}),
          ...(wire.structuredContent ? { structuredContent: json(wire.structuredContent) } : {}),
        },
      });
  }
}

const reasons: Record<number, string> = {
  200: 'OK',
  202: 'Accepted',
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  406: 'Not Acceptable',
  409: 'Conflict',
  413: 'Content Too Large',
  415: 'Unsupported Media Type',
  422: 'Unprocessable Content',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
};

/** `HTTP/1.1 429 Too Many Requests`, then the headers, a blank line and the body (JSON indented). */
export function replyText(reply: ExampleReply): string {
  const status = `HTTP/1.1 ${reply.status}${reasons[reply.status] ? ` ${reasons[reply.status]}` : ''}`;
  const headers = Object.entries(reply.headers).map(([name, value]) => `${name}: ${value}`);
  const body = reply.json === undefined ? reply.body : JSON.stringify(reply.json, null, 2);
  return [status, ...headers, ...(body === undefined ? [] : ['', body])].join('\n');
}
