/**
 * The official TypeScript SDK client, v1 (`@modelcontextprotocol/sdk`, the registry's `latest`), used as its
 * README shows (`new Client`, `StreamableHTTPClientTransport`, `connect`, `callTool`), with no wrapper. It speaks
 * up to 2025-11-25, so the scoreboard runs it on the scenarios of servers that speak that revision.
 *
 *   npm run grade -- --command "node src/grade/clients/sdk-v1.ts" --suite all
 */
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { readContext } from './read-context.ts';

const { url, context } = readContext();
const headers: Record<string, string> = context.credentials
  ? { Authorization: `Bearer ${context.credentials.bearer}` }
  : {};
const client = new Client({ name: 'example-client', version: '1.0.0' });
await client.connect(new StreamableHTTPClientTransport(url, { requestInit: { headers } }));
let failed = false;
for (const call of context.task.calls) {
  try {
    const result = await client.callTool({ name: call.tool, arguments: call.arguments });
    failed ||= result.isError === true;
    console.log(JSON.stringify(result));
  } catch (error) {
    failed = true;
    console.error(error instanceof Error ? error.message : String(error));
  }
}
await client.close();
process.exitCode = failed ? 1 : 0;
