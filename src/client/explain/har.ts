/**
 * HAR (HTTP Archive 1.2, what a browser's network panel exports): a whole log, whose failed entry is
 * chosen and named, or one entry (`{ request, response }`).
 */
import { isSseText, messageOf, recordOf, rpcErrorIn, toolResultIn } from './message.ts';
import type { Observed, ObservedRequest } from './types.ts';

type HarEntry = { request: Record<string, unknown>; response: Record<string, unknown> };

/** Whether a JSON document is a HAR log or a HAR entry. */
export function isHar(json: unknown): boolean {
  const record = recordOf(json);
  return Array.isArray(recordOf(record?.['log'])?.['entries']) || harEntryOf(json) !== undefined;
}

function harEntryOf(value: unknown): HarEntry | undefined {
  const record = recordOf(value);
  const request = recordOf(record?.['request']);
  const response = recordOf(record?.['response']);
  return request && response && typeof response['status'] === 'number' ? { request, response } : undefined;
}

function headersOf(list: unknown): Headers {
  const headers = new Headers();
  for (const item of Array.isArray(list) ? list : []) {
    const header = recordOf(item);
    const name = header?.['name'];
    const value = header?.['value'];
    // HTTP/2 pseudo-headers (`:status`) are not headers a Headers object can hold.
    if (typeof name === 'string' && typeof value === 'string' && /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/.test(name))
      headers.append(name, value);
  }
  return headers;
}

function decodeBase64(text: string): string {
  try {
    const bytes = Uint8Array.from(atob(text), (char) => char.charCodeAt(0));
    return new TextDecoder().decode(bytes);
  } catch {
    return '';
  }
}

function bodyOf(response: Record<string, unknown>): string {
  const content = recordOf(response['content']);
  const text = typeof content?.['text'] === 'string' ? content['text'] : '';
  return content?.['encoding'] === 'base64' ? decodeBase64(text) : text;
}

function requestOf(request: Record<string, unknown>): ObservedRequest {
  const postData = recordOf(request['postData']);
  return {
    method: typeof request['method'] === 'string' ? request['method'] : undefined,
    url: typeof request['url'] === 'string' ? request['url'] : undefined,
    headers: headersOf(request['headers']),
    body: typeof postData?.['text'] === 'string' ? postData['text'] : undefined,
  };
}

/** Whether an entry failed: a status that is not 2xx, a JSON-RPC error, or a tool result with `isError`. */
function failed(entry: HarEntry): boolean {
  const status = entry.response['status'] as number;
  if (status < 200 || status > 299) return status !== 0 || bodyOf(entry.response) !== '';
  const message = messageOf(bodyOf(entry.response));
  return rpcErrorIn(message) !== undefined || toolResultIn(message)?.['isError'] === true;
}

const describeEntry = (entry: HarEntry): string => {
  const text = (value: unknown): string => (typeof value === 'string' ? value : '');
  return `${text(entry.request['method'])} ${text(entry.request['url'])} → ${String(entry.response['status'])}`.trim();
};

function observe(entry: HarEntry, notes: string[]): Observed {
  const body = bodyOf(entry.response);
  if (isSseText(body)) notes.push('the body is an SSE stream: its response event is read');
  return {
    form: 'har',
    notes,
    status: entry.response['status'] as number,
    headers: headersOf(entry.response['headers']),
    body,
    message: messageOf(body),
    request: requestOf(entry.request),
  };
}

/** Reads a HAR log (choosing the first entry that failed, and saying which) or a single HAR entry. */
export function readHar(json: unknown): Observed | { problem: string } {
  const single = harEntryOf(json);
  if (single) return observe(single, []);
  const list = (recordOf(recordOf(json)?.['log'])?.['entries'] as unknown[]).map(harEntryOf);
  const entries = list.filter((entry): entry is HarEntry => entry !== undefined);
  if (entries.length === 0)
    return { problem: 'The HAR has no entries with a request and a response (status) to read.' };
  const failures = entries.filter(failed);
  const chosen = failures[0] ?? entries.at(-1)!;
  const index = entries.indexOf(chosen) + 1;
  const others = failures.length > 1 ? `; ${failures.length - 1} later ones failed too` : '';
  const why = failures.length > 0 ? `the first that failed${others}` : 'none failed, so the last';
  return observe(chosen, [`HAR entry ${index} of ${entries.length} (${describeEntry(chosen)}): ${why}`]);
}
