/**
 * HTTP responses as text: `curl -i` output and raw HTTP (a status line, headers, a blank line, the
 * body), several in a row (`100 Continue`, redirects: the last is the answer), and `curl -v`, whose
 * response lines start with `< `, request lines with `> ` and notes with `* `.
 */
import type { Observed, ObservedRequest } from './types.ts';

const statusLine = /^HTTP\/\d(?:\.\d)?\s+(\d{3})(?:\s.*)?$/;
const headerLine = /^([!#$%&'*+.^_`|~0-9A-Za-z-]+):\s?(.*)$/;

/** Whether the text starts (after blank lines) like an HTTP response. */
export function looksLikeHttp(text: string): boolean {
  return statusLine.test(text.trimStart().split('\n', 1)[0]?.trim() ?? '');
}

/** Whether the text is `curl -v` output: a response line that starts with `< HTTP/`. */
export function looksLikeCurlVerbose(text: string): boolean {
  return /^< HTTP\/\d/m.test(text);
}

interface Message {
  status: number;
  headers: Headers;
  body: string;
}

function addHeader(headers: Headers, line: string): void {
  const match = headerLine.exec(line);
  if (match?.[1] && match[2] !== undefined) headers.append(match[1], match[2].trim());
}

/** Splits raw HTTP text into its responses, each with its head and body. */
function splitResponses(lines: readonly string[]): Message[] {
  const messages: Message[] = [];
  let current: Message | undefined;
  let inHead = false;
  const body: string[] = [];
  const close = (): void => {
    if (current) messages.push({ ...current, body: body.join('\n') });
    body.length = 0;
  };
  for (const line of lines) {
    const status = statusLine.exec(line.trim());
    // A new status line starts a new response when the previous one had no body yet (100 Continue, a redirect).
    if (status?.[1] && (!current || (!inHead && body.every((text) => text.trim() === '')))) {
      close();
      current = { status: Number(status[1]), headers: new Headers(), body: '' };
      inHead = true;
    } else if (current && inHead) {
      if (line.trim() === '') inHead = false;
      else addHeader(current.headers, line);
    } else if (current) body.push(line);
  }
  close();
  return messages;
}

function readMessages(messages: Message[], form: Observed['form'], notes: string[]): Observed | undefined {
  const last = messages.at(-1);
  if (!last) return undefined;
  if (messages.length > 1) {
    const before = messages.slice(0, -1).map((message) => message.status);
    notes.push(`${messages.length} responses (${before.join(', ')} first): the last, ${last.status}, is the answer`);
  }
  return { form, notes, status: last.status, headers: last.headers, body: last.body.trim() };
}

/** Reads `curl -i` output or a raw HTTP response; `undefined` when it is neither. */
export function readHttpText(text: string): Observed | undefined {
  return readMessages(splitResponses(text.trimStart().split('\n')), 'http-response', []);
}

function requestOf(lines: readonly string[]): ObservedRequest | undefined {
  const start = lines.findIndex((line) => /^[A-Z]+ \S+ HTTP\/\d/.test(line));
  if (start === -1) return undefined;
  const [method, url] = lines[start]!.split(' ');
  const headers = new Headers();
  for (const line of lines.slice(start + 1)) addHeader(headers, line);
  return { method, url, headers };
}

/** Reads `curl -v` output: the `< ` lines and the body after them; the `> ` lines are the request. */
export function readCurlVerbose(text: string): Observed | undefined {
  const responseLines: string[] = [];
  const requestLines: string[] = [];
  let requestBody: string | undefined;
  for (const line of text.split('\n')) {
    if (line.startsWith('< ') || line === '<') responseLines.push(line.slice(2));
    else if (line.startsWith('> ') || line === '>') requestLines.push(line.slice(2));
    else if (/^[*{}] /.test(line) || line.startsWith('  % ') || line.trim() === '') continue;
    else if (responseLines.length === 0) requestBody = line.trim().startsWith('{') ? line : requestBody;
    else responseLines.push(line);
  }
  const observed = readMessages(splitResponses(responseLines), 'curl-verbose', []);
  const request = requestOf(requestLines);
  if (!observed) return undefined;
  return request ? { ...observed, request: { ...request, body: requestBody } } : observed;
}
