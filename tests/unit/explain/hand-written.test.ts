/**
 * Responses written by hand, as readers paste them (real-looking curl output with the headers real
 * servers add, HARs from a browser, what the official SDKs' errors print), not generated from the
 * catalog: each is named as the right entry, read in the right form, and decided as the client would.
 */
import { inspect } from 'node:util';
import { ProtocolError, SdkError, SdkErrorCode, SdkHttpError } from '@modelcontextprotocol/client';
import { StreamableHTTPError } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { McpError } from '@modelcontextprotocol/sdk/types.js';
import { describe, expect, test } from 'vitest';
import { entries } from '../../../src/client-data/entries.ts';
import type { Entry } from '../../../src/client/index.ts';
import { explainResponse, type Explanation } from '../../../src/client/explain/index.ts';
import { harEntry } from './render.ts';

type Ok = Extract<Explanation, { ok: true }>;
const crlf = (lines: string[]): string => lines.join('\r\n');
const now = () => Date.parse('Wed, 02 Dec 2026 04:00:05 GMT');

function explain(text: string, options: { server?: string; revision?: string; entries?: readonly Entry[] } = {}): Ok {
  const explanation = explainResponse(text, { entries, now, ...options });
  if (!explanation.ok) throw new Error(explanation.problem);
  return explanation;
}

const clockford429 = crlf([
  'HTTP/1.1 429 Too Many Requests',
  'Date: Wed, 02 Dec 2026 04:00:00 GMT',
  'Server: nginx/1.27.1',
  'Content-Type: text/plain; charset=utf-8',
  'Content-Length: 35',
  'Retry-After: 30',
  'Connection: keep-alive',
  '',
  'Too many requests. Try again later.',
]);

const clerkBusy = {
  content: [{ type: 'text', text: 'The clerk is busy. Try again in 4 seconds.' }],
  structuredContent: { say: 'The clerk is busy. Try again in 4 seconds.', retryAfterSeconds: 4 },
  isError: true,
};

const printed = (error: Error): string => inspect(error);

const cases: Array<{
  name: string;
  text: string;
  server?: string;
  revision?: string;
  form: Ok['form'];
  id?: string;
  action: string;
  waitMs?: number;
  note?: RegExp;
}> = [
  {
    name: 'curl -i of a Clockford 429',
    text: clockford429,
    form: 'http-response',
    id: 'clockford.http.rate-limited',
    action: 'retry-after',
    waitMs: 30_000,
  },
  {
    name: 'curl -v of the same 429',
    text: [
      '*   Trying 127.0.0.1:3929...',
      '* Connected to 127.0.0.1 (127.0.0.1) port 3929',
      '> POST /clockford/mcp HTTP/1.1',
      '> Host: 127.0.0.1:3929',
      '> Accept: application/json, text/event-stream',
      '> Content-Type: application/json',
      '> Content-Length: 58',
      '> ',
      '} [58 bytes data]',
      '< HTTP/1.1 429 Too Many Requests',
      '< Retry-After: 12',
      '< Content-Type: text/plain; charset=utf-8',
      '< Date: Wed, 02 Dec 2026 04:00:00 GMT',
      '< ',
      '{ [35 bytes data]',
      'Too many requests. Try again later.',
      '* Connection #0 to host 127.0.0.1 left intact',
    ].join('\n'),
    form: 'curl-verbose',
    id: 'clockford.http.rate-limited',
    action: 'retry-after',
    waitMs: 12_000,
  },
  {
    name: '100 Continue before the answer',
    text: crlf(['HTTP/1.1 100 Continue', '', clockford429]),
    form: 'http-response',
    id: 'clockford.http.rate-limited',
    action: 'retry-after',
    note: /the last, 429/,
  },
  {
    name: 'a redirect followed (curl -iL)',
    text: crlf(['HTTP/1.1 307 Temporary Redirect', 'Location: /clockford/mcp', 'Content-Length: 0', '', clockford429]),
    form: 'http-response',
    id: 'clockford.http.rate-limited',
    action: 'retry-after',
    note: /307 first/,
  },
  {
    name: 'HTTP/2 429 from Connect, JSON-RPC body',
    text: 'HTTP/2 429\ncontent-type: application/json\nx-request-id: 9f1c\n\n{"jsonrpc":"2.0","id":4,"error":{"code":-32603,"message":"Rate limit exceeded: more than 120 calls in the last minute."}}',
    form: 'http-response',
    id: 'connect.http.rate-limited',
    action: 'backoff',
  },
  {
    name: 'a HAR of a session: the failing entry is chosen',
    text: JSON.stringify({
      log: {
        version: '1.2',
        creator: { name: 'WebInspector', version: '537.36' },
        entries: [
          harEntry(200, { 'content-type': 'application/json' }, '{"jsonrpc":"2.0","id":1,"result":{"tools":[]}}'),
          harEntry(429, { 'retry-after': '7', 'content-type': 'text/plain' }, 'Too many requests. Try again later.'),
          harEntry(429, { 'retry-after': '6', 'content-type': 'text/plain' }, 'Too many requests. Try again later.'),
        ],
      },
    }),
    form: 'har',
    id: 'clockford.http.rate-limited',
    action: 'retry-after',
    waitMs: 7000,
    note: /HAR entry 2 of 3 .*the first that failed; 1 later ones failed too/,
  },
  {
    name: 'one HAR entry with a base64 body',
    text: JSON.stringify({
      ...harEntry(404, { 'content-type': 'application/json' }, ''),
      response: {
        status: 404,
        headers: [{ name: 'content-type', value: 'application/json' }],
        content: {
          mimeType: 'application/json',
          encoding: 'base64',
          text: btoa('{"jsonrpc":"2.0","id":null,"error":{"code":-32001,"message":"Session not found"}}'),
        },
      },
    }),
    revision: '2025-11-25',
    form: 'har',
    id: 'spec.http.session-not-found',
    action: 'reinitialize',
  },
  {
    name: 'a JSON-RPC -32022 with its data',
    text: '{"jsonrpc":"2.0","id":"a1","error":{"code":-32022,"message":"Unsupported protocol version: 2024-01-01","data":{"supported":["2026-07-28"],"requested":"2024-01-01"}}}',
    form: 'jsonrpc-message',
    id: 'spec.protocol.unsupported-version',
    action: 'fix-request',
  },
  {
    name: 'a CallToolResult: the clerk is busy',
    text: JSON.stringify(clerkBusy),
    form: 'tool-result',
    id: 'clockford.tool.clerk-busy',
    action: 'retry-after',
    waitMs: 4000,
  },
  {
    name: 'an SSE stream with a progress notification before the answer',
    text: `event: message\ndata: {"jsonrpc":"2.0","method":"notifications/progress","params":{"progressToken":1,"progress":1}}\n\nevent: message\nid: 2\ndata: ${JSON.stringify({ jsonrpc: '2.0', id: 3, result: clerkBusy })}\n\n`,
    form: 'sse-stream',
    id: 'clockford.tool.clerk-busy',
    action: 'retry-after',
    waitMs: 4000,
  },
  {
    name: 'v1 McpError printed',
    text: printed(new McpError(-32602, 'Tool no_such_tool not found')),
    server: 'rooms',
    revision: '2025-11-25',
    form: 'sdk-error',
    id: 'spec.protocol.unknown-tool',
    action: 'fix-request',
  },
  {
    name: 'v1 StreamableHTTPError printed (status only in code)',
    text: printed(new StreamableHTTPError(429, 'Error POSTing to endpoint: Too many requests. Try again later.')),
    form: 'sdk-error',
    id: 'clockford.http.rate-limited',
    action: 'retry-after',
    note: /not the headers/,
  },
  {
    name: 'v1 StreamableHTTPError as String(error): the status is inferred',
    text: String(new StreamableHTTPError(429, 'Error POSTing to endpoint: Too many requests. Try again later.')),
    form: 'sdk-error',
    id: 'clockford.http.rate-limited',
    action: 'retry-after',
    note: /names no status: 429/,
  },
  {
    name: 'v1 SSE transport error line',
    text: 'Error: Error POSTing to endpoint (HTTP 429): Too many requests. Try again later.',
    form: 'sdk-error',
    id: 'clockford.http.rate-limited',
    action: 'retry-after',
  },
  {
    name: 'v2 SdkHttpError printed',
    text: printed(
      new SdkHttpError(
        SdkErrorCode.ClientHttpNotImplemented,
        'Error POSTing to endpoint: Too many requests. Try again later.',
        { status: 429, statusText: 'Too Many Requests', text: 'Too many requests. Try again later.' },
      ),
    ),
    form: 'sdk-error',
    id: 'clockford.http.rate-limited',
    action: 'retry-after',
  },
  {
    name: 'v2 ProtocolError printed: a header mismatch',
    text: printed(
      new ProtocolError(
        -32020,
        'Bad Request: the request headers and body disagree: the Mcp-Name header names "get_page"',
      ),
    ),
    form: 'sdk-error',
    id: 'spec.protocol.header-mismatch',
    action: 'fix-request',
  },
  {
    name: 'a 403 insufficient_scope with its metadata',
    text: crlf([
      'HTTP/1.1 403 Forbidden',
      'WWW-Authenticate: Bearer error="insufficient_scope", scope="files:write", resource_metadata="https://files.example/.well-known/oauth-protected-resource"',
      'Content-Type: text/plain',
      '',
      'Forbidden',
    ]),
    form: 'http-response',
    id: 'spec.http.insufficient-scope',
    action: 'step-up-scope',
  },
  {
    name: 'a JSON-RPC batch answer: its error is read',
    text: '[{"jsonrpc":"2.0","id":1,"result":{}},{"jsonrpc":"2.0","id":2,"error":{"code":-32700,"message":"Parse error: Invalid JSON"}}]',
    form: 'jsonrpc-message',
    id: 'spec.protocol.parse-error',
    action: 'fix-request',
    note: /batch/,
  },
  {
    name: 'a raw 404 Method not found (2026-07-28)',
    text: 'HTTP/1.1 404 Not Found\ncontent-type: application/json\n\n{"jsonrpc":"2.0","id":9,"error":{"code":-32601,"message":"Method not found"}}',
    server: 'connect',
    revision: '2026-07-28',
    form: 'http-response',
    id: 'connect.protocol.method-not-found',
    action: 'fix-request',
  },
  {
    name: 'a 200 with a JSON-RPC error inside, over SSE (2025-11-25)',
    text: 'HTTP/1.1 200 OK\ncontent-type: text/event-stream\ncache-control: no-cache\n\nevent: message\ndata: {"jsonrpc":"2.0","id":5,"error":{"code":-32601,"message":"Method not found"}}\n\n',
    revision: '2025-11-25',
    form: 'http-response',
    id: 'spec.protocol.method-not-found-legacy',
    action: 'fix-request',
    note: /SSE/,
  },
];

describe('hand-written responses', () => {
  test('there are at least 20', () => expect(cases.length).toBeGreaterThanOrEqual(20));

  test.each(cases)('$name', ({ text, server, revision, form, id, action, waitMs, note }) => {
    const explanation = explain(text, { ...(server ? { server } : {}), ...(revision ? { revision } : {}) });
    expect(explanation.form).toBe(form);
    expect(explanation.matches[0]?.id, explanation.summary).toBe(id);
    expect(explanation.decision?.action).toBe(action);
    if (waitMs !== undefined) expect(explanation.wait?.ms).toBe(waitMs);
    if (note) expect(explanation.notes.join(' | ')).toMatch(note);
  });

  test('a server given as data: its own entry, and the wait its words name', () => {
    const acme: Entry = {
      id: 'acme.http.busy',
      server: 'acme',
      title: 'Busy',
      wire: [{ kind: 'http', status: 503, body: { type: 'text', text: 'Busy, retry in N seconds.' } }],
      placeholders: { N: { pattern: '\\d+' } },
      reaction: { kind: 'retry-after', waitFrom: 'say-seconds' },
    };
    const explanation = explain('HTTP/1.1 503 Service Unavailable\n\nBusy, retry in 9 seconds.', {
      entries: [...entries, acme],
      server: 'acme',
    });
    expect(explanation.matches[0]?.id).toBe('acme.http.busy');
    expect(explanation.wait).toMatchObject({ ms: 9000, from: 'say-seconds' });
  });

  test('a success is not an error, and an SDK-raised error has no entry', () => {
    const success = explain(
      '{"jsonrpc":"2.0","id":2,"result":{"tools":[{"name":"search_docs","inputSchema":{"type":"object"}}]}}',
    );
    expect(success.failure).toBeUndefined();
    expect(success.decision).toBeUndefined();
    expect(success.summary).toMatch(/not an error/);
    const closed = explain(printed(new SdkError(SdkErrorCode.ConnectionClosed, 'Connection closed')));
    expect(closed.decision).toBeUndefined();
    expect(closed.matches).toEqual([]);
  });
});

describe('input it cannot read', () => {
  const problem = (text: string, maxChars?: number): string => {
    const explanation = explainResponse(text, { entries, ...(maxChars ? { maxChars } : {}) });
    if (explanation.ok) throw new Error(`explained: ${explanation.summary}`);
    return explanation.problem;
  };
  test('empty, unknown and broken JSON inputs say what is expected', () => {
    expect(problem('   ')).toMatch(/empty.*Paste one of/s);
    expect(problem('hello, world')).toMatch(/not a form the explainer reads.*curl -i/s);
    expect(problem('{"jsonrpc": "2.0", "error": {')).toMatch(/not valid JSON/);
    expect(problem('{"hello":"world"}')).toMatch(/not a JSON-RPC message, a CallToolResult or a HAR/);
    expect(problem('{"log":{"entries":[]}}')).toMatch(/HAR has no entries/);
    expect(problem('event: ping\ndata: keepalive\n\n')).toMatch(/SSE stream has no data event/);
  });
  test('enormous input is refused at once, and a large one near the limit does not hang', () => {
    expect(problem('x'.repeat(1_000_001))).toMatch(/1,000,001 characters.*up to 1,000,000/);
    const started = performance.now();
    const big = `HTTP/1.1 429 Too Many Requests\n\n${'Too many requests. '.repeat(50_000)}`;
    expect(explainResponse(big, { entries }).ok).toBe(true);
    expect(problem(`{"a":"${'b'.repeat(900_000)}`)).toMatch(/not valid JSON/);
    expect(performance.now() - started).toBeLessThan(10_000);
  });
});
