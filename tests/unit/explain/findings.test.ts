/**
 * Each finding, both ways: present on a response that has the problem, absent on the same response
 * without it. The link of each is checked too (an entry's id, or a specification's address).
 */
import { inspect } from 'node:util';
import { SdkError, SdkErrorCode } from '@modelcontextprotocol/client';
import { McpError } from '@modelcontextprotocol/sdk/types.js';
import { describe, expect, test } from 'vitest';
import { entries } from '../../../src/client-data/entries.ts';
import { explainResponse, type Finding, type FindingId } from '../../../src/client/explain/index.ts';
import { harEntry } from './render.ts';

const now = () => Date.parse('Wed, 02 Dec 2026 04:10:00 GMT');

function findings(text: string, options: { server?: string; revision?: string } = {}): Finding[] {
  const explanation = explainResponse(text, { entries, now, ...options });
  if (!explanation.ok) throw new Error(explanation.problem);
  return explanation.findings;
}
const ids = (text: string, options?: { server?: string; revision?: string }): FindingId[] =>
  findings(text, options).map((finding) => finding.id);
const finding = (text: string, id: FindingId): Finding | undefined => findings(text).find((found) => found.id === id);

const result = (isError: boolean, text: string, structuredContent?: Record<string, unknown>) =>
  JSON.stringify({
    jsonrpc: '2.0',
    id: 1,
    result: { content: [{ type: 'text', text }], isError, ...(structuredContent ? { structuredContent } : {}) },
  });
const rpc = (code: number, message: string, data?: unknown) =>
  JSON.stringify({ jsonrpc: '2.0', id: 1, error: { code, message, ...(data === undefined ? {} : { data }) } });
const http = (status: number, headers: string[], body: string) =>
  [`HTTP/1.1 ${status}`, ...headers, '', body].join('\r\n');

describe('findings', () => {
  test('a rate limit hidden in a 200 isError result', () => {
    const hidden = http(
      200,
      ['Content-Type: application/json'],
      result(true, 'The clerk is busy. Try again in 3 seconds.', {
        say: 'The clerk is busy. Try again in 3 seconds.',
        retryAfterSeconds: 3,
      }),
    );
    expect(finding(hidden, 'rate-limit-in-result')?.link).toEqual({ kind: 'entry', id: 'clockford.tool.clerk-busy' });
    expect(ids(result(true, 'Quota exceeded for this API key.'))).toContain('rate-limit-in-result');
    expect(ids(result(true, 'Room not found: r-42.'))).not.toContain('rate-limit-in-result');
    expect(ids(result(false, 'Rate limits are 120 calls a minute.'))).not.toContain('rate-limit-in-result');
    expect(ids(http(429, ['Retry-After: 3'], 'Too many requests. Try again later.'))).not.toContain(
      'rate-limit-in-result',
    );
  });

  test('a Retry-After HTTP-date and clock skew, measured against Date', () => {
    const dated = http(
      429,
      ['Date: Wed, 02 Dec 2026 04:00:00 GMT', 'Retry-After: Wed, 02 Dec 2026 04:00:30 GMT'],
      'Too many requests. Try again later.',
    );
    const found = finding(dated, 'retry-after-date');
    expect(found?.message).toMatch(/own Date it asks for 30 s; against this clock now, 0 s .*differ by 600 s/);
    expect(found?.link).toMatchObject({ kind: 'spec', url: expect.stringContaining('rfc9110') as string });
    const explanation = explainResponse(dated, { entries, now });
    expect(explanation.ok && explanation.wait?.ms).toBe(30_000);
    expect(
      finding(
        http(429, ['Retry-After: Wed, 02 Dec 2026 04:00:30 GMT'], 'Too many requests. Try again later.'),
        'retry-after-date',
      )?.message,
    ).toMatch(/no Date header/);
    expect(
      ids(http(429, ['Date: Wed, 02 Dec 2026 04:00:00 GMT', 'Retry-After: 30'], 'Too many requests. Try again later.')),
    ).not.toContain('retry-after-date');
  });

  test('retryAfterMs beside Retry-After, and which wins', () => {
    const both = http(
      429,
      ['Retry-After: 5', 'Content-Type: application/json'],
      rpc(-32023, 'Rate limited', { retryAfterMs: 2000 }),
    );
    const found = finding(both, 'retry-after-ms');
    expect(found?.message).toMatch(
      /retryAfterMs: 2000 beside Retry-After: 5\. Under SEP-3304 .* retryAfterMs wins; a client that does not know the proposal reads Retry-After: 5 instead\..*disagree/,
    );
    expect(found?.link).toMatchObject({ kind: 'spec', url: expect.stringContaining('3304') as string });
    expect(finding(rpc(-32023, 'Rate limited', { retryAfterMs: 2000 }), 'retry-after-ms')?.message).toMatch(/alone/);
    expect(
      ids(
        http(
          429,
          ['Retry-After: 5', 'Content-Type: application/json'],
          rpc(-32023, 'Rate limited', { retryAfterSeconds: 5 }),
        ),
      ),
    ).not.toContain('retry-after-ms');
  });

  test('a 4xx with no JSON-RPC body is a local error', () => {
    expect(ids(http(401, [], ''))).toContain('local-error');
    expect(
      finding(
        http(413, ['Content-Type: text/html'], '<html><body>413 Request Entity Too Large</body></html>'),
        'local-error',
      )?.message,
    ).toMatch(/HTTP 413 with a body that is not a JSON-RPC message/);
    expect(ids(http(400, ['Content-Type: application/json'], rpc(-32602, 'Invalid params')))).not.toContain(
      'local-error',
    );
    expect(ids(http(503, [], 'Service Unavailable'))).not.toContain('local-error');
  });

  test('a code from before the 2026 renumbering, or in the legacy range', () => {
    expect(finding(rpc(-32004, 'Unsupported protocol version'), 'legacy-code')?.message).toMatch(
      /-32004 is one of the codes \(-32001, -32003, -32004\) used before the 2026 renumbering/,
    );
    expect(finding(rpc(-32010, 'Quota'), 'legacy-code')?.message).not.toMatch(/renumbering/);
    const session = http(404, ['Content-Type: application/json'], rpc(-32001, 'Session not found'));
    expect(finding(session, 'legacy-code')?.link).toEqual({ kind: 'entry', id: 'spec.http.session-not-found' });
    expect(ids(rpc(-32602, 'Invalid params'))).not.toContain('legacy-code');
    expect(ids(rpc(-32022, 'Unsupported protocol version: x'))).not.toContain('legacy-code');
  });

  test('a server’s own code inside the range the specification reserves', () => {
    expect(finding(rpc(-32050, 'Quota exhausted'), 'reserved-code')?.severity).toBe('wrong');
    // -32020..-32022 are the specification's own (its entries hold them), so they are no finding.
    for (const code of [-32020, -32021, -32022]) expect(ids(rpc(code, 'x'))).not.toContain('reserved-code');
    expect(ids(rpc(-31999, 'An application code'))).not.toContain('reserved-code');
  });

  test('-32000 Connection closed, which the SDK raises', () => {
    expect(ids(inspect(new McpError(-32000, 'Connection closed')))).toEqual(['sdk-raised']);
    expect(ids(inspect(new SdkError(SdkErrorCode.ConnectionClosed, 'Connection closed')))).toEqual(['sdk-raised']);
    const fromServer = ids(inspect(new McpError(-32000, 'Bad Request: No valid session ID provided')));
    expect(fromServer).not.toContain('sdk-raised');
    expect(fromServer).toContain('legacy-code');
  });

  test('an Mcp-Name header that disagrees with the body', () => {
    const har = (name: string) =>
      JSON.stringify(
        harEntry(
          400,
          { 'content-type': 'application/json' },
          rpc(
            -32020,
            'Bad Request: the request headers and body disagree: the body carries params.name="search_docs" but the Mcp-Name header names "get_page"',
          ),
          {
            headers: { 'mcp-name': name, 'mcp-method': 'tools/call', 'mcp-protocol-version': '2026-07-28' },
            body: JSON.stringify({
              jsonrpc: '2.0',
              id: 1,
              method: 'tools/call',
              params: { name: 'search_docs', arguments: {} },
            }),
          },
        ),
      );
    expect(finding(har('get_page'), 'mcp-name-mismatch')?.link).toEqual({
      kind: 'entry',
      id: 'spec.protocol.header-mismatch',
    });
    expect(ids(har('search_docs'))).not.toContain('mcp-name-mismatch');
    expect(ids(har(`=?base64?${btoa('search_docs')}?=`))).not.toContain('mcp-name-mismatch');
  });

  test('insufficient_scope with no resource_metadata', () => {
    const challenge = (value: string) => http(403, [`WWW-Authenticate: ${value}`], 'Forbidden');
    expect(ids(challenge('Bearer error="insufficient_scope", scope="files:write"'))).toContain(
      'scope-without-metadata',
    );
    expect(
      ids(
        challenge(
          'Bearer error="insufficient_scope", scope="files:write", resource_metadata="https://f.example/.well-known/oauth-protected-resource"',
        ),
      ),
    ).not.toContain('scope-without-metadata');
    expect(ids(challenge('Bearer error="invalid_token"'))).not.toContain('scope-without-metadata');
  });

  test('a catalog reply: only what is true of it (a 429 in plain text is a local error to the SDK)', () => {
    expect(
      ids(
        http(429, ['Retry-After: 30', 'Content-Type: text/plain'], 'Too many requests. Try again later.').replace(
          '429',
          '429 Too Many Requests',
        ),
      ),
    ).toEqual(['local-error']);
    expect(ids(rpc(-32602, 'Tool no_such_tool not found'))).toEqual([]);
  });
});
