import { describe, expect, test } from 'vitest';
import { answeredWith, callOf, namedWaitMs } from '../../../src/grade/answers.ts';
import type { WireExchange } from '../../../src/grade/wire-record.ts';

const exchange = (fields: Partial<WireExchange>): WireExchange => ({
  n: 1,
  at: 1000,
  endAt: 1000,
  method: 'POST',
  path: '/clockford/mcp',
  requestHeaders: {},
  requestBody: '',
  status: 200,
  responseHeaders: {},
  responseBody: '',
  ...fields,
});

const toolReply = (result: Record<string, unknown>) =>
  exchange({
    responseHeaders: { 'content-type': 'text/event-stream' },
    responseBody: `event: message\ndata: ${JSON.stringify({ jsonrpc: '2.0', id: 1, result })}\n\n`,
  });

const call = (name: string, args: Record<string, unknown>) =>
  exchange({
    requestBody: JSON.stringify({ jsonrpc: '2.0', id: 7, method: 'tools/call', params: { name, arguments: args } }),
  });

describe('answeredWith', () => {
  test('knows an HTTP answer by its status and the text the catalog quotes', () => {
    const lost = exchange({ status: 404, responseBody: 'Session not found. Start a new one with initialize.' });
    expect(answeredWith(lost, 'clockford.http.session-not-found')).toBe(true);
    expect(answeredWith({ ...lost, responseBody: 'Not here.' }, 'clockford.http.session-not-found')).toBe(false);
    expect(answeredWith({ ...lost, lost: true }, 'clockford.http.session-not-found')).toBe(false);
  });

  test('knows a tool reply by its text, and by the structured keys the catalog names', () => {
    const busy = {
      content: [{ type: 'text', text: 'The clerk is busy. Try again in 2 seconds.' }],
      isError: true,
      structuredContent: { say: 'The clerk is busy. Try again in 2 seconds.', retryAfterSeconds: 2 },
    };
    expect(answeredWith(toolReply(busy), 'clockford.tool.clerk-busy')).toBe(true);
    const sent = {
      content: [{ type: 'text', text: 'Sent message m_1 to kitchen.' }],
      structuredContent: { message: { id: 'm_1' } },
    };
    expect(answeredWith(toolReply(sent), 'rooms.tool.idempotent-replay')).toBe(false);
    expect(
      answeredWith(toolReply({ ...sent, structuredContent: { replayed: true } }), 'rooms.tool.idempotent-replay'),
    ).toBe(true);
  });
});

describe('namedWaitMs', () => {
  test('reads Retry-After in seconds and as an HTTP date', () => {
    expect(namedWaitMs(exchange({ responseHeaders: { 'retry-after': '3' } }), 'retry-after-header', 0)).toBe(3000);
    const zero = Date.UTC(2026, 6, 28, 9, 0, 0);
    const date = new Date(zero + 1000 + 5000).toUTCString();
    expect(namedWaitMs(exchange({ responseHeaders: { 'retry-after': date } }), 'retry-after-header', zero)).toBe(5000);
  });

  test('reads retryAfterSeconds, a reset time and the seconds in words', () => {
    expect(
      namedWaitMs(toolReply({ content: [], structuredContent: { retryAfterSeconds: 2 } }), 'retry-after-seconds', 0),
    ).toBe(2000);
    const zero = Date.UTC(2026, 6, 28, 9, 0, 0);
    const resets = new Date(zero + 1000 + 2000).toISOString();
    const limited = {
      content: [
        {
          type: 'text',
          text: `{ "error": "rate_limited", "message": "Rate limit exceeded (100 per hour). Resets at ${resets}." }`,
        },
      ],
      isError: true,
    };
    expect(namedWaitMs(toolReply(limited), 'resets-at', zero)).toBe(2000);
    const words = {
      content: [{ type: 'text', text: 'rate_limited: Too many messages — Try again in 1 second.' }],
      isError: true,
    };
    expect(namedWaitMs(toolReply(words), 'say-seconds', 0)).toBe(1000);
  });

  test('is undefined where the answer names no wait', () => {
    expect(namedWaitMs(exchange({}), 'retry-after-header', 0)).toBeUndefined();
    expect(namedWaitMs(toolReply({ content: [] }), 'retry-after-seconds', 0)).toBeUndefined();
  });
});

describe('callOf', () => {
  test('the same tool and arguments are the same call, whatever idempotency key they carry', () => {
    const first = call('send_message', { room: 'kitchen', body: 'hi', idempotency_key: 'a' });
    const again = call('send_message', { body: 'hi', room: 'kitchen', idempotency_key: 'b' });
    expect(callOf(first, 'idempotency_key')).toBe(callOf(again, 'idempotency_key'));
    expect(callOf(first)).not.toBe(callOf(again));
    expect(callOf(call('send_message', { room: 'hall', body: 'hi' }))).not.toBe(callOf(first, 'idempotency_key'));
  });

  test('a request that is not a tool call is its JSON-RPC method, or its HTTP method and path', () => {
    expect(callOf(exchange({ requestBody: '{"jsonrpc":"2.0","id":1,"method":"server/discover"}' }))).toBe(
      'server/discover',
    );
    expect(callOf(exchange({ method: 'GET', path: '/clockford/mcp?x=1', requestBody: '' }))).toBe('GET /clockford/mcp');
  });
});
