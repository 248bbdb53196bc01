import { describe, expect, test } from 'vitest';
import { callName, displayBody, exchangeLine } from '../../../src/playground/describe-event.ts';
import { parseArguments } from '../../../src/playground/manual-call.ts';
import { redact } from '../../../src/playground/recording-fetch.ts';
import { readMessage } from '../../../src/mock/scenarios/index.ts';

const exchange = (requestBody: string | undefined, status = 429) => ({
  method: 'POST',
  url: 'http://mock.test/clockford/mcp',
  requestHeaders: {},
  requestBody,
  status,
  responseHeaders: {},
  responseBody: '',
});

describe('describe-event', () => {
  test('names the call a request makes', () => {
    const call = JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name: 'broadcast' } });
    expect(exchangeLine(exchange(call))).toBe('POST /clockford/mcp (tools/call broadcast) → 429');
    expect(callName(exchange('[{"method":"ping"},{"method":"ping"}]'))).toBe('batch of 2: ping');
    expect(callName(exchange('{not json'))).toBe('not JSON');
    expect(callName(exchange(undefined))).toBeUndefined();
  });

  test('pretty-prints JSON and the first event of an SSE body, and cuts long bodies', () => {
    expect(displayBody('{"a":1}')).toBe('{\n  "a": 1\n}');
    expect(displayBody('event: message\ndata: {"a":1}\n\n')).toBe('(text/event-stream)\n{\n  "a": 1\n}');
    expect(displayBody('Too large.')).toBe('Too large.');
    expect(displayBody('x'.repeat(50), 10)).toBe(`${'x'.repeat(10)}\n… 40 more characters`);
  });
});

describe('the wire pane', () => {
  test('never shows a credential whole', () => {
    expect(redact('Bearer eyJhbGciOiJIUzI1NiJ9.secret.sig-abcd')).toBe('Bearer …abcd');
    expect(redact('rk_agent_alpha_7f3a9c')).toBe('…3a9c');
  });
});

describe('arguments a reader types', () => {
  test('are read as a JSON object', () => {
    expect(parseArguments('{"q": "retry"}')).toEqual({ q: 'retry' });
    expect(parseArguments('  ')).toEqual({});
  });

  test('get a message that says what to fix', () => {
    expect(() => parseArguments('{"q": ')).toThrow(/not JSON .*Write an object such as/);
    expect(() => parseArguments('[1, 2]')).toThrow(/must be a JSON object/);
    expect(() => parseArguments('"text"')).toThrow(/must be a JSON object/);
  });

  test('offer the chosen tool’s own example, not another tool’s', () => {
    const example = '{"question":"question"}';
    expect(() => parseArguments('{"q": ', example)).toThrow(`Write an object such as ${example}.`);
    expect(() => parseArguments('[1]', example)).toThrow(`such as ${example}, not a list`);
    expect(() => parseArguments('{"q": ')).toThrow('Write an object such as {}.');
  });
});

describe('readMessage', () => {
  test('reads a JSON-RPC message from JSON or from the first SSE event, and nothing else', () => {
    const error = { jsonrpc: '2.0', id: 1, error: { code: -32602, message: 'Bad' } };
    expect(readMessage(JSON.stringify(error), 'application/json')).toEqual(error);
    expect(readMessage(`event: message\ndata: ${JSON.stringify(error)}\n\n`, 'text/event-stream')).toEqual(error);
    expect(readMessage('{"error":"not_found"}', 'application/json')).toBeUndefined();
    expect(readMessage('[{"jsonrpc":"2.0"}]', 'application/json')).toBeUndefined();
    expect(readMessage('Not JSON', 'text/plain')).toBeUndefined();
  });
});
