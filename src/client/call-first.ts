/**
 * `call-first`: the server names another call to make first (Rooms: "Call join_room first if you
 * have not joined this room."). The client makes that call with the arguments of the refused call
 * it shares (`room`), then repeats the refused call once; a first call that fails ends the call.
 */
import type { CallToolRequest, CallToolRequestOptions, CallToolResult, Client } from '@modelcontextprotocol/client';
import type { Decision } from './decision.ts';
import { endedBy, errorForDecision, type EndOfCall } from './decision-error.ts';
import type { McpClientError } from './errors.ts';
import { failureFromToolResult, serverWordsOf } from './failure.ts';
import { failureFromError } from './sdk-failure.ts';

type Params = CallToolRequest['params'];

/** What `makeFirstCall` needs besides the decision. */
export interface FirstCallOptions {
  /** Makes the first call the app's own way; the client then repeats the refused call once. */
  onCallFirst?: ((call: Params, decision: Decision) => Promise<void>) | undefined;
  /** Arguments the client adds to a first call it makes itself, by tool: `{ join_room: { invite: 'inv_…' } }`. */
  callFirstArguments?: Readonly<Record<string, Record<string, unknown>>> | undefined;
  requestOptions?: CallToolRequestOptions;
  end?: EndOfCall;
}

/**
 * The first call a `call-first` decision names: its tool, with the arguments of the refused call it
 * carries, and any the app adds for that tool.
 *
 * @example
 * firstCallFor({ action: 'call-first', callFirst: { tool: 'join_room', carry: ['room'] }, reason: '…' },
 *   { name: 'send_message', arguments: { room: 'kitchen', body: 'hello' } })
 * // { name: 'join_room', arguments: { room: 'kitchen' } }
 */
export function firstCallFor(
  decision: Decision,
  refused: Params,
  added: FirstCallOptions['callFirstArguments'] = {},
): Params | undefined {
  if (!decision.callFirst) return undefined;
  const { tool, carry } = decision.callFirst;
  const carried = Object.fromEntries(
    carry.flatMap((name) => (refused.arguments?.[name] === undefined ? [] : [[name, refused.arguments[name]]])),
  );
  return { name: tool, arguments: { ...carried, ...added[tool] } };
}

/** The repeat met the same answer after the first call went through: not repeated a second time. */
export function callFirstAgainError(decision: Decision, end: EndOfCall = {}): McpClientError {
  const said = decision.serverWords ? `"${decision.serverWords}"` : decision.reason;
  return endedBy(
    'repeated-once',
    `Refused again after the call made first: ${said}${decision.entryId ? ` (${decision.entryId})` : ''}. Not repeating it a second time.`,
    decision,
    end,
  );
}

/**
 * Makes the first call of a `call-first` decision, through `onCallFirst` or through the client
 * itself. Throws when there is no call to make (code `decision`), or when the first call answers
 * with an error (code `first-call-failed`, its words in the message).
 */
export async function makeFirstCall(
  client: Pick<Client, 'callTool'>,
  decision: Decision,
  refused: Params,
  options: FirstCallOptions = {},
): Promise<void> {
  const end = { result: options.end?.result, cause: options.end?.cause };
  const call = firstCallFor(decision, refused, options.callFirstArguments);
  if (!call) throw errorForDecision(decision, end);
  if (options.onCallFirst) return options.onCallFirst(call, decision);
  let result: CallToolResult | undefined;
  let words: string | undefined;
  try {
    result = await client.callTool(call, options.requestOptions);
    if (!result.isError) return;
    words = serverWordsOf(failureFromToolResult(result));
  } catch (error) {
    const failure = failureFromError(error);
    words = failure ? serverWordsOf(failure) : error instanceof Error ? error.message : String(error);
  }
  throw endedBy(
    'first-call-failed',
    `Called ${call.name} first, as the server asked${decision.entryId ? ` (${decision.entryId})` : ''}; it answered "${words ?? 'an error'}". Not repeating ${refused.name}.`,
    decision,
    end,
  );
}
