/** Rooms' tools state the bounds their handlers check, so a client and the playground's reader see them. */
import { expect, test } from 'vitest';
import { readMessage } from '../../../src/mock/scenarios/index.ts';
import { roomsSizes } from '../../../src/mock/servers/rooms/budgets.ts';
import { roomsDemoKeys } from '../../../src/mock/servers/rooms/server.ts';
import { describeProperties } from '../../../src/playground/schema-example.ts';
import { bench, origin } from '../../harness/in-process-mock.ts';
import { initializeBody, mcpHeaders } from '../../harness/raw-http.ts';

test('read_messages and wait_for_messages name the largest page and the longest wait', async () => {
  const b = bench();
  const endpoint = `${origin}/rooms/mcp`;
  const key = { Authorization: `Bearer ${roomsDemoKeys.agentAlpha}` };
  const opened = await b.fetch(endpoint, { method: 'POST', headers: { ...mcpHeaders, ...key }, body: initializeBody });
  const headers = {
    ...mcpHeaders,
    ...key,
    'Mcp-Session-Id': opened.headers.get('Mcp-Session-Id')!,
    'MCP-Protocol-Version': '2025-11-25',
  };
  const listed = await b.fetch(endpoint, {
    method: 'POST',
    headers,
    body: JSON.stringify({ jsonrpc: '2.0', id: 2, method: 'tools/list', params: {} }),
  });
  const message = readMessage(await listed.text(), listed.headers.get('Content-Type') ?? '') as {
    result: { tools: Array<{ name: string; inputSchema: Parameters<typeof describeProperties>[0] }> };
  };
  const lines = (name: string) =>
    describeProperties(message.result.tools.find((tool) => tool.name === name)?.inputSchema);
  expect(lines('read_messages')).toContain(`limit (number, optional, 1 to ${roomsSizes.readPage.max})`);
  expect(lines('wait_for_messages')).toEqual(
    expect.arrayContaining([
      `limit (number, optional, 1 to ${roomsSizes.waitPage})`,
      `timeout_s (number, optional, 0 to ${roomsSizes.waitTimeout.max})`,
    ]),
  );
});
