/**
 * Reads a `Failure` off an error the SDK threw. The one part of reading failures that needs the SDK's
 * classes at run time, kept apart from `failure.ts` so that reading a response pulls in no SDK code.
 */
import { ProtocolError, SdkHttpError } from '@modelcontextprotocol/client';
import type { Failure } from './decision.ts';

/**
 * The failure a thrown SDK error describes: a `ProtocolError` (a JSON-RPC error) or an
 * `SdkHttpError` (status and body, no headers). Anything else (a network error, a timeout) is not a
 * failure the catalog describes: `undefined`.
 */
export function failureFromError(error: unknown): Failure | undefined {
  if (error instanceof ProtocolError) {
    return { kind: 'jsonrpc-error', code: error.code, message: error.message, data: error.data };
  }
  if (error instanceof SdkHttpError) {
    const text = error.data['text'];
    return { kind: 'http', status: error.status, body: typeof text === 'string' ? text : '' };
  }
  return undefined;
}
