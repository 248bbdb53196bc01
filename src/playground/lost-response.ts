/**
 * Whether an answer the playground saw is a request's SSE stream that ended before the response (what
 * `spec.http.stream-broken` describes): a `200` with `text/event-stream` and no JSON-RPC response for the request's
 * id. That is no answer at all, though its status says 200. A notification's answer (no id: a `202`, even an empty
 * `200` stream) never is.
 */
import { readStream } from '../client/broken-stream.ts';
import { asRecord, parseJson } from '../client/failure.ts';
import type { Observation } from '../mock/index.ts';

/** Whether `observation`, the answer to the request whose body was `sent`, lost its response. */
export function lostResponse(observation: Observation, sent: RequestInit['body'] | undefined): boolean {
  const type = observation.headers.get('content-type')?.split(';')[0]?.trim().toLowerCase();
  if (observation.status !== 200 || type !== 'text/event-stream' || typeof sent !== 'string') return false;
  const id = asRecord(parseJson(sent))?.['id'];
  if (typeof id !== 'string' && typeof id !== 'number') return false;
  return !readStream(observation.body, id).answered;
}
