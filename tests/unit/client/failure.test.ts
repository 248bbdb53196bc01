import { ProtocolError, SdkErrorCode, SdkHttpError } from '@modelcontextprotocol/client';
import { describe, expect, test } from 'vitest';
import { failureFromResponse, failureFromToolResult, serverWordsOf } from '../../../src/client/failure.ts';
import { failureFromError } from '../../../src/client/sdk-failure.ts';

describe('failureFromResponse', () => {
  test('reads status, headers and body, leaving the response unread for the SDK', async () => {
    const response = new Response('Too many requests. Try again later.', {
      status: 429,
      headers: { 'Retry-After': '3' },
    });
    const failure = await failureFromResponse(response);
    expect(failure).toMatchObject({ kind: 'http', status: 429, body: 'Too many requests. Try again later.' });
    expect(failure.headers?.get('retry-after')).toBe('3');
    expect(response.bodyUsed).toBe(false);
    expect(await response.text()).toBe('Too many requests. Try again later.');
  });
});

describe('failureFromError', () => {
  test('reads a ProtocolError as a JSON-RPC error', () => {
    expect(failureFromError(new ProtocolError(-32602, 'Tool nope not found'))).toEqual({
      kind: 'jsonrpc-error',
      code: -32602,
      message: 'Tool nope not found',
      data: undefined,
    });
  });

  test('reads an SdkHttpError as an HTTP failure without headers', () => {
    const error = new SdkHttpError(SdkErrorCode.ClientHttpNotImplemented, 'Error POSTing to endpoint: Too large.', {
      status: 413,
      statusText: '',
      text: 'Too large.',
    });
    expect(failureFromError(error)).toEqual({ kind: 'http', status: 413, body: 'Too large.' });
  });

  test('reads nothing from an error that is no answer of the server', () => {
    expect(failureFromError(new TypeError('fetch failed'))).toBeUndefined();
  });
});

describe('serverWordsOf', () => {
  test('reads a tool’s say before its text', () => {
    const failure = failureFromToolResult({
      content: [
        { type: 'text', text: 'The clerk is busy. Try again in 3 seconds.' },
        { type: 'text', text: 'footstep 12' },
      ],
      structuredContent: { say: 'The clerk is busy. Try again in 3 seconds.', retryAfterSeconds: 3 },
      isError: true,
    });
    expect(failure.text).toBe('The clerk is busy. Try again in 3 seconds.\nfootstep 12');
    expect(serverWordsOf(failure)).toBe('The clerk is busy. Try again in 3 seconds.');
  });

  test('reads the message of a JSON tool text', () => {
    const text = '{ "error": "forbidden", "message": "post_role requires a Founder profile." }';
    expect(serverWordsOf({ kind: 'tool-result', isError: true, text })).toBe('post_role requires a Founder profile.');
  });

  test('reads the message of a JSON or JSON-RPC body, and a plain-text body as it is', () => {
    const rest = JSON.stringify({ error: { code: 'forbidden', message: 'You are not a member of room "kitchen".' } });
    expect(serverWordsOf({ kind: 'http', status: 403, body: rest })).toBe('You are not a member of room "kitchen".');
    const rpc = JSON.stringify({ jsonrpc: '2.0', id: null, error: { code: -32600, message: 'Origin not allowed.' } });
    expect(serverWordsOf({ kind: 'http', status: 403, body: rpc })).toBe('Origin not allowed.');
    expect(serverWordsOf({ kind: 'http', status: 404, body: JSON.stringify({ error: 'not_found' }) })).toBe(
      'not_found',
    );
    expect(serverWordsOf({ kind: 'http', status: 413, body: 'Too large.\n' })).toBe('Too large.');
    expect(serverWordsOf({ kind: 'http', status: 405, body: '' })).toBeUndefined();
  });
});
