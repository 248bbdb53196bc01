/**
 * A broken response stream: the server answered a request with `200` and `text/event-stream`, and the stream ended
 * before it carried the request's JSON-RPC response. The SDK waits for that response until its timeout; the fetch
 * reads the stream to its end first, so it can tell.
 *
 * - At 2025-11-25 a stream whose events carry IDs is resumable: the SDK resumes it itself (a GET with
 *   `Last-Event-ID`), so the fetch hands it on as it came.
 * - Otherwise, and always at 2026-07-28 (SEP-2575: "clients MUST re-issue it as a new request with a new request
 *   ID"), the fetch throws a `BrokenStreamError`. The SDK rejects the call with it, and `callTool` decides it from
 *   the entries like any transport fault, then repeats the call; the SDK gives the repeat a new id.
 *
 * A notification's answer is never read here (it has no id to answer; an empty `202`, or even an empty `200`
 * stream, is not an error), nor a `subscriptions/listen` stream, which stays open and never answers.
 */
import type { HttpFailure } from './decision.ts';
import { asRecord } from './failure.ts';

/** The request a POST carried, as far as this check needs it. */
export interface SentRequest {
  method?: string | undefined;
  requestId?: string | number | undefined;
}

/** Thrown by the fetch for a stream that ended without its response and cannot be resumed. */
export class BrokenStreamError extends Error {
  override name = 'BrokenStreamError';
  /** The response as a failure the entries can describe: its status, headers and what the stream carried. */
  readonly failure: HttpFailure;
  /** The protocol revision the request named (`MCP-Protocol-Version`), if any. */
  readonly revision: string | undefined;

  constructor(failure: HttpFailure, revision: string | undefined) {
    super('The SSE stream ended before it carried the response to the request.');
    this.failure = failure;
    this.revision = revision;
  }
}

/** The `BrokenStreamError` an error is, or was caused by (the SDK may wrap it). */
export function brokenStreamOf(error: unknown): BrokenStreamError | undefined {
  for (let current: unknown = error, depth = 0; current instanceof Error && depth < 4; depth++) {
    if (current instanceof BrokenStreamError) return current;
    current = current.cause;
  }
  return undefined;
}

/** What an SSE body carried: whether the response to `requestId` was among its events, and whether any event had an id. */
export function readStream(text: string, requestId: string | number): { answered: boolean; resumable: boolean } {
  let answered = false;
  let resumable = false;
  for (const block of text.split(/\r\n\r\n|\n\n|\r\r/)) {
    const lines = block.split(/\r\n|\n|\r/);
    if (lines.some((line) => /^id:\s*\S/.test(line))) resumable = true;
    const data = lines
      .filter((line) => line.startsWith('data:'))
      .map((line) => line.slice(5).replace(/^ /, ''))
      .join('\n');
    let message: Record<string, unknown> | undefined;
    try {
      message = data === '' ? undefined : asRecord(JSON.parse(data));
    } catch {
      message = undefined;
    }
    if (message?.['id'] === requestId && ('result' in message || 'error' in message)) answered = true;
  }
  return { answered, resumable };
}

const isLegacy = (revision: string | undefined): boolean => revision === undefined || revision < '2026-07-28';

/**
 * The response to hand the SDK for a successful POST: the response itself, or, for a request answered with an SSE
 * stream, the stream read to its end. Throws a `BrokenStreamError` when that stream ended without the response and
 * cannot be resumed.
 */
export async function settleStream(
  response: Response,
  request: SentRequest,
  revision: string | undefined,
): Promise<Response> {
  const type = response.headers.get('content-type')?.split(';')[0]?.trim().toLowerCase();
  const { requestId, method } = request;
  if (type !== 'text/event-stream' || requestId === undefined || method === 'subscriptions/listen') return response;
  const text = await response.text();
  const { answered, resumable } = readStream(text, requestId);
  if (answered || (resumable && isLegacy(revision))) {
    return new Response(text, { status: response.status, statusText: response.statusText, headers: response.headers });
  }
  throw new BrokenStreamError(
    { kind: 'http', status: response.status, headers: response.headers, body: text },
    revision,
  );
}
