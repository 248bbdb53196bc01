/**
 * The official TypeScript SDK client, v2 (`@modelcontextprotocol/client`), used as its documentation shows
 * ("Connect to a server": `new Client`, `StreamableHTTPClientTransport`, `connect`, `callTool`), with no wrapper.
 * A bearer token, where the context gives one, goes in the transport's `requestInit` headers.
 *
 *   npm run grade -- --command "node src/grade/clients/sdk-v2.ts" --suite all
 */
import { Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import { readContext } from './read-context.ts';

const { url, context } = readContext();
const headers: Record<string, string> = context.credentials
  ? { Authorization: `Bearer ${context.credentials.bearer}` }
  : {};
const client = new Client({ name: 'my-client', version: '1.0.0' });
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
