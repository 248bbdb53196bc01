/**
 * The reference client under the official conformance suite's client mode (`MCP_CONFORMANCE_SCENARIO`, the URL
 * as the last argument), for the suite's scenarios that apply to it: `initialize`, `tools_call`,
 * `request-metadata` and `sse-retry`. Its OAuth scenarios need an authorization-code flow this client leaves to
 * the application.
 *
 *   npx conformance client --command "node src/grade/clients/reference-conformance.ts" --scenario tools_call
 */
import { Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import { callToolResiliently, createQuietGate, createResilientFetch, createRetryBudget } from '../../client/index.ts';

const url = new URL(process.argv.at(-1) ?? '');
const scenario = process.env['MCP_CONFORMANCE_SCENARIO'] ?? 'initialize';
const shared = { budget: createRetryBudget(), gate: createQuietGate() };
const client = new Client({ name: 'atlas-reference', version: '1.0.0' }, { versionNegotiation: { mode: 'auto' } });
await client.connect(new StreamableHTTPClientTransport(url, { fetch: createResilientFetch(shared) }));
if (scenario !== 'initialize') {
  const { tools } = await client.listTools();
  const tool = tools.find((candidate) => candidate.name === 'add_numbers') ?? tools[0];
  if (tool) {
    const args = tool.name === 'add_numbers' ? { a: 2, b: 3 } : {};
    console.log(JSON.stringify(await callToolResiliently(client, { name: tool.name, arguments: args }, shared)));
  }
}
await client.close();
