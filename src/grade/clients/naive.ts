/**
 * The naive client as a command for the grader: the official SDK client over `createNaiveFetch`, every tool call
 * through `callToolNaively`. It repeats every refusal at once, with no wait, no catalog, no budget and no
 * idempotency key. Do not copy this one.
 *
 *   npm run grade -- --command "node src/grade/clients/naive.ts" --suite all
 */
import { Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import { callToolNaively, createNaiveFetch } from '../../client/index.ts';
import { readContext } from './read-context.ts';

const { url, context } = readContext();
const headers: Record<string, string> = context.credentials
  ? { Authorization: `Bearer ${context.credentials.bearer}` }
  : {};
const client = new Client({ name: 'atlas-naive', version: '1.0.0' }, { versionNegotiation: { mode: 'auto' } });
await client.connect(new StreamableHTTPClientTransport(url, { fetch: createNaiveFetch(), requestInit: { headers } }));
let failed = false;
for (const call of context.task.calls) {
  try {
    const result = await callToolNaively(client, { name: call.tool, arguments: call.arguments });
    failed ||= result.isError === true;
    console.log(JSON.stringify(result));
  } catch (error) {
    failed = true;
    console.error(error instanceof Error ? error.message : String(error));
  }
}
await client.close();
process.exitCode = failed ? 1 : 0;
