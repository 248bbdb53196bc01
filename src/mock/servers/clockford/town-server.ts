/**
 * The town's MCP server, from the official SDK: every tool registered with its zod schema, so
 * `tools/list`, unknown tools and arguments outside a schema are the SDK's own business. The town
 * answers those protocol refusals as the source shows them — a `CallToolResult` with
 * `isError: true` and only text, beginning `MCP error -32602: ` — with the SDK's own words inside.
 */
import { McpServer, ProtocolError, ProtocolErrorCode, type CallToolResult } from '@modelcontextprotocol/server';
import { getEntry } from '../../../catalog/index.ts';
import { toolResult } from '../../wire.ts';
import { runErrand, type TownTool } from './errand.ts';
import type { Caller, Town } from './town-state.ts';
import { beaconTools } from './tools-beacons.ts';
import { directoryTools } from './tools-directory.ts';
import { parcelTools } from './tools-parcels.ts';
import { passportTools } from './tools-passport.ts';
import { postOfficeTools } from './tools-post-office.ts';
import { switchboardTools } from './tools-switchboard.ts';

/** Every tool the town has built; tools designed but not built are not registered. */
export const townTools: readonly TownTool[] = [
  ...directoryTools,
  ...passportTools,
  ...switchboardTools,
  ...postOfficeTools,
  ...parcelTools,
  ...beaconTools,
];

/** The revisions the town speaks; the SDK names them when it refuses another. */
export const townRevisions = ['2026-07-28', '2025-11-25'];

/** The prefix of the SDK's own text for arguments outside a tool's schema. */
const sdkValidationPrefix = 'Input validation error: ';

type ToolsCallHandler = (request: unknown, ctx: unknown) => Promise<CallToolResult>;

/**
 * Wraps the SDK's own `tools/call` handler: the SDK still looks the tool up and validates its
 * arguments; the town only rewrites the two protocol refusals into the source's form.
 */
function answerProtocolRefusalsAsResults(server: McpServer): void {
  // `_getRequestHandler` is the protocol's protected accessor for a registered handler.
  const sdkToolsCall = (
    server.server as unknown as { _getRequestHandler(method: string): ToolsCallHandler | undefined }
  )._getRequestHandler('tools/call');
  if (!sdkToolsCall) throw new Error('Clockford mock: the SDK registered no tools/call handler.');
  server.server.setRequestHandler('tools/call', async (request, ctx) => {
    const name = request.params.name;
    try {
      const result = await sdkToolsCall(request, ctx);
      const text = result.content[0]?.type === 'text' ? result.content[0].text : undefined;
      if (result.isError === true && result.structuredContent === undefined && text?.startsWith(sdkValidationPrefix)) {
        return toolResult(getEntry('clockford.protocol.input-validation'), {
          '...': text.slice(sdkValidationPrefix.length),
        });
      }
      return result;
    } catch (error) {
      const unknown = !townTools.some((tool) => tool.name === name);
      const invalidParams: number = ProtocolErrorCode.InvalidParams;
      if (error instanceof ProtocolError && error.code === invalidParams && unknown) {
        return toolResult(getEntry('clockford.protocol.unknown-tool'), { NAME: name });
      }
      throw error;
    }
  });
}

/** Builds the town's SDK server for one caller: per request (2026-07-28) or per session (2025-11-25). */
export function buildTownServer(town: Town, caller: () => Caller): McpServer {
  const server = new McpServer(
    { name: 'clockford', title: 'Clockford', version: '1.0.0' },
    {
      supportedProtocolVersions: townRevisions,
      instructions: 'A town for agents. Read say; honour retryAfterSeconds.',
    },
  );
  for (const tool of townTools) {
    server.registerTool(
      tool.name,
      // A tool that changes nothing says so, so a client (and the playground's scorecard) can tell reads from writes.
      { description: tool.description, inputSchema: tool.input, annotations: { readOnlyHint: !tool.writes } },
      (args: Record<string, unknown>) => runErrand(town, caller(), tool, args),
    );
  }
  answerProtocolRefusalsAsResults(server);
  return server;
}
