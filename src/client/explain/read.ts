/**
 * Reads what a reader pasted into an `Observed`: detects its form, and says what was expected when
 * it is none of them.
 */
import { isHar, readHar } from './har.ts';
import { looksLikeCurlVerbose, looksLikeHttp, readCurlVerbose, readHttpText } from './http-text.ts';
import { isSseText, messageOf, parseJsonText, rpcErrorIn, toolResultIn } from './message.ts';
import { looksLikeSdkError, readSdkError } from './sdk-text.ts';
import type { InputForm, Observed } from './types.ts';

/** How each form is named to a person. */
export const formLabels: Readonly<Record<InputForm, string>> = {
  'curl-verbose': 'curl -v output',
  'http-response': 'an HTTP response (curl -i or raw)',
  har: 'a HAR entry',
  'jsonrpc-message': 'a JSON-RPC message',
  'tool-result': 'a CallToolResult',
  'sdk-error': 'the text of an SDK error',
  'sse-stream': 'an SSE stream',
};

/** What the explainer accepts, for the message an unreadable input gets. */
export const expected =
  'Paste one of: curl -i or curl -v output, a raw HTTP response (status line, headers, blank line, body), a HAR file or entry, a JSON-RPC message, a CallToolResult, an SSE stream (event: message / data: {…}), or the text an official SDK error printed (MCP error -32602: …, SdkHttpError: Error POSTing to endpoint: …).';

function jsonProblem(text: string): string {
  try {
    JSON.parse(text);
    return '';
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

function readJson(text: string): Observed | { problem: string } {
  const json = parseJsonText(text);
  if (json === undefined)
    return { problem: `This looks like JSON but is not valid JSON (${jsonProblem(text.trim())}). ${expected}` };
  if (isHar(json)) return readHar(json);
  const message = Array.isArray(json) ? messageOf(text) : json;
  const isToolResult = toolResultIn(message) !== undefined && !('result' in (message as object));
  if (
    message === undefined ||
    (rpcErrorIn(message) === undefined && toolResultIn(message) === undefined && !isResult(message))
  )
    return { problem: `This JSON is not a JSON-RPC message, a CallToolResult or a HAR. ${expected}` };
  return {
    form: isToolResult ? 'tool-result' : 'jsonrpc-message',
    notes: Array.isArray(json) ? ['a batch: its first error is read'] : [],
    message,
  };
}

const isResult = (message: unknown): boolean => typeof message === 'object' && message !== null && 'result' in message;

function withMessage(observed: Observed): Observed {
  if (observed.message !== undefined || !observed.body) return observed;
  const message = messageOf(observed.body);
  if (isSseText(observed.body)) observed.notes.push('the body is an SSE stream: its response event is read');
  return message === undefined ? observed : { ...observed, message };
}

/** Detects the form of the text and reads it; `problem` says what was expected when nothing fits. */
export function readInput(text: string): Observed | { problem: string } {
  const trimmed = text.trim();
  let read: Observed | { problem: string } | undefined;
  if (looksLikeCurlVerbose(text)) read = readCurlVerbose(text);
  else if (looksLikeHttp(text)) read = readHttpText(text);
  else if (/^[{[]/.test(trimmed)) read = readJson(trimmed);
  else if (isSseText(trimmed)) read = { form: 'sse-stream', notes: [], body: trimmed };
  else if (looksLikeSdkError(text)) read = readSdkError(text);
  if (read === undefined) return { problem: `This is not a form the explainer reads. ${expected}` };
  if ('problem' in read) return read;
  const observed = withMessage(read);
  if (observed.form === 'sse-stream' && observed.message === undefined)
    return { problem: `This SSE stream has no data event holding a JSON-RPC message. ${expected}` };
  return observed;
}
