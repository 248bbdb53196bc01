/**
 * What a tool of a mock built from a catalog answers: an injected condition first, then a full tool-level limit,
 * then a write repeated with its idempotency key (replayed), then a short plausible answer.
 */
import { fromJsonSchema, McpServer, type CallToolResult } from '@modelcontextprotocol/server';
import type { ErrorEntry, Server } from '../../catalog/index.ts';
import type { FaultTable } from '../faults.ts';
import { toolResult } from '../wire.ts';
import type { PartLimiters } from './part-limiters.ts';
import { idempotencyKeyOf, inputSchemaOf, plausibleAnswer, toolsOf, type CatalogTool } from './tool-set.ts';

/** A tool with its argument schema compiled once, not per request. */
export interface PreparedTool {
  tool: CatalogTool;
  inputSchema: ReturnType<typeof fromJsonSchema<Record<string, unknown>>>;
}

/** Compiles the argument schemas of a server's tools; throws naming a tool whose schema does not compile. */
export const prepareTools = (server: Server): PreparedTool[] =>
  toolsOf(server).map((tool) => {
    try {
      return { tool, inputSchema: fromJsonSchema<Record<string, unknown>>(inputSchemaOf(tool)) };
    } catch (error) {
      const why = error instanceof Error ? error.message : String(error);
      throw new Error(`${server.id}: the inputSchema of the tool "${tool.name}" is not a JSON Schema: ${why}`, {
        cause: error,
      });
    }
  });

/** The first answer of each write, by tool and idempotency key, so a repeat is replayed, not done twice. */
export class Receipts {
  readonly #answers = new Map<string, CallToolResult>();
  #issued = 0;

  find(tool: string, key: string): CallToolResult | undefined {
    return this.#answers.get(`${tool}\n${key}`);
  }

  /** A new receipt number for a write. */
  issue(): string {
    this.#issued += 1;
    return `r-${this.#issued}`;
  }

  keep(tool: string, key: string, answer: CallToolResult): void {
    this.#answers.set(`${tool}\n${key}`, answer);
  }

  reset(): void {
    this.#answers.clear();
    this.#issued = 0;
  }
}

/** What every tool of one server shares, outside the per-request SDK server. */
export interface ToolState {
  serverId: string;
  faults: FaultTable;
  limiters: PartLimiters;
  receipts: Receipts;
  /** The entry a replayed write answers with; without one it repeats its first answer. */
  replay: ErrorEntry | undefined;
}

/** Who is calling: the address limits count per, and the credential a refused one is matched against. */
export interface Caller {
  address: string;
  credential: string | undefined;
}

/** The answer of one tool call. */
export function answerCall(
  state: ToolState,
  tool: CatalogTool,
  args: Record<string, unknown>,
  caller: Caller,
): CallToolResult {
  const injected = state.faults.take(state.serverId, 'tool-call', { credential: caller.credential });
  if (injected) return toolResult(injected.entry, injected.values);
  const refusal = state.limiters.refusal('tool-call', caller.address);
  if (refusal) return toolResult(refusal.entry, refusal.values);
  const keyName = tool.readOnly ? undefined : idempotencyKeyOf(tool);
  const key = keyName === undefined ? undefined : args[keyName];
  if (typeof key !== 'string') return answerOf(tool, args, state.receipts.issue());
  const first = state.receipts.find(tool.name, key);
  if (first) return state.replay ? toolResult(state.replay) : first;
  const answer = answerOf(tool, args, state.receipts.issue());
  state.receipts.keep(tool.name, key, answer);
  return answer;
}

const answerOf = (tool: CatalogTool, args: Record<string, unknown>, receipt: string): CallToolResult => ({
  content: [{ type: 'text', text: plausibleAnswer(tool, args, receipt) }],
});

/** The SDK server of one request, serving the prepared tools for `caller`. */
export function buildToolServer(server: Server, tools: readonly PreparedTool[], state: ToolState, caller: Caller) {
  const mcp = new McpServer({ name: server.id, version: '1.0.0' });
  for (const { tool, inputSchema } of tools) {
    mcp.registerTool(
      tool.name,
      {
        description: tool.description,
        inputSchema,
        annotations: { readOnlyHint: tool.readOnly, ...(tool.readOnly ? { idempotentHint: true } : {}) },
      },
      (args) => answerCall(state, tool, args, caller),
    );
  }
  return mcp;
}
