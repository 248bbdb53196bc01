/**
 * A `ToolCaller` for the reference client that starts from what a scenario already observed: its
 * first call returns (or throws) that answer without sending anything, and every later call sends
 * the same request again through the scenario's driver. So the client reacts to the failure the
 * reader triggered, and its repeats are real requests to the mock.
 */
import {
  ProtocolError,
  SdkErrorCode,
  SdkHttpError,
  type CallToolRequest,
  type CallToolResult,
} from '@modelcontextprotocol/client';
import type { ToolCaller } from '../client/index.ts';
import type { Observation, RawMcpDriver } from '../mock/index.ts';

/** What a scenario's last request came back with: an observation, or the error the client's fetch threw. */
export type FirstAnswer = { observation: Observation } | { thrown: unknown };

/** The `CallToolResult` an observation carries, or the SDK error a client would have seen instead. */
export function resultOf(observation: Observation): CallToolResult {
  const { message } = observation;
  if (message?.error) throw new ProtocolError(message.error.code, message.error.message, message.error.data);
  if (observation.status >= 200 && observation.status < 300) {
    const result = message?.result as Partial<CallToolResult> | undefined;
    return { content: [], ...result };
  }
  throw new SdkHttpError(SdkErrorCode.ClientHttpNotImplemented, `HTTP ${observation.status}`, {
    status: observation.status,
    statusText: '',
    text: observation.body,
  });
}

/** The tool and arguments of the scenario's call (its last request), when it was a `tools/call`. */
export function scenarioCallParams(driver: RawMcpDriver): CallToolRequest['params'] | undefined {
  const body = driver.lastRequest?.init.body;
  if (typeof body !== 'string') return undefined;
  try {
    const message = JSON.parse(body) as { method?: unknown; params?: { name?: unknown; arguments?: unknown } };
    if (message.method !== 'tools/call' || typeof message.params?.name !== 'string') return undefined;
    const args = message.params.arguments;
    return {
      name: message.params.name,
      arguments: typeof args === 'object' && args !== null ? (args as Record<string, unknown>) : {},
    };
  } catch {
    return undefined;
  }
}

/**
 * A caller whose first answer is `first` and whose later calls repeat the scenario's call: the request the
 * driver had sent last when the client first called, not whatever it sent since (a hold's polls, a new
 * session's initialize). A call of another tool (one the server asked for first) is made as it is.
 */
export function primedCaller(first: FirstAnswer, driver: () => RawMcpDriver): ToolCaller {
  let call: RawMcpDriver['lastRequest'];
  let scenarioTool: string | undefined;
  let primed = true;
  return {
    // The revision the client reads failures by: the one the scenario's connection speaks.
    getNegotiatedProtocolVersion: () => driver().revision,
    callTool: async (params) => {
      if (primed) {
        primed = false;
        call = lastRequestOf(driver);
        scenarioTool = params.name;
        if ('thrown' in first) throw first.thrown;
        return resultOf(first.observation);
      }
      if (params.name !== scenarioTool) return resultOf(await driver().callTool(params.name, params.arguments ?? {}));
      return resultOf(await driver().resend(call));
    },
  };
}

function lastRequestOf(driver: () => RawMcpDriver): RawMcpDriver['lastRequest'] {
  try {
    return driver().lastRequest;
  } catch {
    return undefined; // No request yet: a repeat will say so.
  }
}
