/**
 * The reference client under the official conformance suite's client mode (`MCP_CONFORMANCE_SCENARIO`, an optional
 * `MCP_CONFORMANCE_CONTEXT`, the URL as the last argument), used as a reader uses the package. The suite's servers
 * are none the catalog names, so the client gets the specification's entries and the fallback for the rest. It
 * connects, and past `initialize` lists the tools and makes the calls the scenario asks for: those the context names,
 * the schema echo, else `add_numbers` or the first tool. The scenarios for elicitation and OAuth test what this client
 * leaves to the application (an elicitation handler, the SDK's `authProvider`).
 *
 *   npx conformance client --command "node --import ./scripts/client-alias.ts src/grade/clients/reference-conformance.ts" --scenario tools_call
 */
import { Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import { createResilientClient, isMcpClientError } from 'mcp-error-atlas-client';
import { entries } from 'mcp-error-atlas-client/entries';

interface ToolCall {
  name: string;
  arguments: Record<string, unknown>;
}

interface ConformanceContext {
  toolCalls?: Array<{ name: string; arguments?: Record<string, unknown> }>;
}

const url = new URL(process.argv.at(-1) ?? '');
const scenario = process.env['MCP_CONFORMANCE_SCENARIO'] ?? 'initialize';
const context = JSON.parse(process.env['MCP_CONFORMANCE_CONTEXT'] ?? '{}') as ConformanceContext;

const atlas = createResilientClient({ entries: entries.filter((entry) => entry.server === 'spec') });
const client = new Client({ name: 'atlas-reference', version: '1.0.0' }, { versionNegotiation: { mode: 'auto' } });
await client.connect(new StreamableHTTPClientTransport(url, { fetch: atlas.fetch }));

/** What each scenario asks of the client once connected: the calls to make, after listing the tools. */
function callsFor(tools: Array<{ name: string; inputSchema: unknown }>): ToolCall[] {
  if (context.toolCalls) return context.toolCalls.map((call) => ({ name: call.name, arguments: call.arguments ?? {} }));
  switch (scenario) {
    case 'json-schema-ref-no-deref':
      return [];
    case 'json-schema-2020-12-preservation': {
      // Hands the focal tool's inputSchema back verbatim, so the suite sees what the client kept of it.
      const focal = tools.find((tool) => tool.name === 'json_schema_2020_12_tool');
      return focal ? [{ name: 'json_schema_echo', arguments: { schema: focal.inputSchema } }] : [];
    }
    default: {
      const tool = tools.find((candidate) => candidate.name === 'add_numbers') ?? tools[0];
      return tool ? [{ name: tool.name, arguments: tool.name === 'add_numbers' ? { a: 2, b: 3 } : {} }] : [];
    }
  }
}

if (scenario !== 'initialize') {
  const { tools } = await client.listTools();
  for (const call of callsFor(tools)) {
    try {
      console.log(JSON.stringify(await atlas.callTool(client, call)));
    } catch (error) {
      if (!isMcpClientError(error)) throw error;
      console.error(`${call.name}: ${error.code}: ${error.message}`);
      process.exitCode = 1;
    }
  }
}
await client.close();
