/**
 * The reference client wired to the official SDK client, as a reader's program starts: one
 * reference client for one server, the SDK client connected through its fetch, a tool called
 * through its callTool. `node quick-start.ts [endpoint] [query]`, against `npm run mock` by default
 * (an empty query shows a refusal).
 */
import { Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import { createResilientClient, isMcpClientError } from 'mcp-error-atlas-client';
import { entries } from 'mcp-error-atlas-client/entries';

const [endpoint = 'http://127.0.0.1:3929/connect/mcp', q = 'retry'] = process.argv.slice(2);

// One reference client per server: its fetch and callTool share one quiet gate and one retry budget.
const atlas = createResilientClient({
  server: 'connect',
  entries,
  hooks: {
    onDecision: ({ layer, attempt, decision }) =>
      console.error(`${layer} #${attempt}: ${decision.entryId ?? 'no entry'}: ${decision.reason}`),
  },
});

const client = new Client({ name: 'my-agent', version: '1.0.0' }, { versionNegotiation: { mode: 'auto' } });
await client.connect(new StreamableHTTPClientTransport(new URL(endpoint), { fetch: atlas.fetch }));
try {
  const result = await atlas.callTool(client, { name: 'search_docs', arguments: { q } });
  console.log(JSON.stringify(result.content));
} catch (error) {
  if (!isMcpClientError(error)) throw error;
  console.error(`Not done (${error.code}): ${error.message}`);
  process.exitCode = 1;
} finally {
  await client.close();
}
