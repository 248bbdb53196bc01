/**
 * The text an official SDK error printed (`String(error)`, `console.error(error)`, a log line), read
 * back into what the SDK saw. The formats are the SDKs' own:
 * - v1 (`@modelcontextprotocol/sdk` 1.x): `McpError` says `MCP error <code>: <message>`;
 *   `StreamableHTTPError` says `Streamable HTTP error: Error POSTing to endpoint: <body>` and keeps
 *   the status in its `code` (printed as `{ code: 429 }`); the SSE transport says
 *   `Error POSTing to endpoint (HTTP 429): <body>`. Its `ErrorCode.ConnectionClosed` (-32000) and
 *   `ErrorCode.RequestTimeout` (-32001) are raised by the SDK itself.
 * - v2 (`@modelcontextprotocol/client` 2.x): `ProtocolError` (and its subclasses) carry the bare
 *   message, with `code` printed beside it; `SdkHttpError` says `Error POSTing to endpoint: <body>`
 *   with `data: { status, statusText, text }`; `SdkError` is local (`CONNECTION_CLOSED`,
 *   `REQUEST_TIMEOUT`), no server sent it.
 */
import type { Observed, SdkErrorText } from './types.ts';

/** v1's codes for errors it raises itself (`ErrorCode.ConnectionClosed`, `ErrorCode.RequestTimeout` in `types.ts`). */
const v1LocalErrors: ReadonlyArray<{ code: number; message: RegExp }> = [
  { code: -32000, message: /^Connection closed\b/i },
  { code: -32001, message: /^Request timed out\b/i },
];

const v2ProtocolClasses =
  /\b(ProtocolError|ResourceNotFoundError|UrlElicitationRequiredError|UnsupportedProtocolVersionError|MissingRequiredClientCapabilityError)\b/;

/** Whether the text looks like an SDK error printout. */
export function looksLikeSdkError(text: string): boolean {
  return (
    /MCP error -?\d+:|Error POSTing to endpoint|Streamable HTTP error:|\bSdk(?:Http)?Error\b/.test(text) ||
    v2ProtocolClasses.test(text)
  );
}

/** The message line(s): from `start` up to the stack trace or the printed properties. */
function messageFrom(text: string, start: number): string {
  const rest = text.slice(start);
  const end = rest.search(/\n\s+at |\n\s*\{\n|\s\{\n\s+(?:code|data|status)\b|\n\s*\}\s*$/);
  return (end === -1 ? rest : rest.slice(0, end)).trim();
}

const statusIn = (text: string): number | undefined => {
  const found = /\bstatus:\s*(\d{3})\b/.exec(text) ?? /\(HTTP (\d{3})\)/.exec(text) ?? /\bHTTP (\d{3})\b/.exec(text);
  return found?.[1] ? Number(found[1]) : undefined;
};

function readV1(text: string): SdkErrorText | undefined {
  const mcp = /MCP error (-?\d+): /.exec(text);
  if (mcp?.[1]) {
    const code = Number(mcp[1]);
    const message = messageFrom(text, mcp.index + mcp[0].length);
    const local = v1LocalErrors.some((known) => known.code === code && known.message.test(message));
    return { sdk: 'v1', className: 'McpError', local, code, message };
  }
  const sse = /Error POSTing to endpoint \(HTTP (\d{3})\): /.exec(text);
  if (sse?.[1])
    return {
      sdk: 'v1',
      className: 'Error',
      local: false,
      status: Number(sse[1]),
      message: messageFrom(text, sse.index + sse[0].length),
    };
  const http = /Streamable HTTP error: (?:Error POSTing to endpoint: )?/.exec(text);
  if (!http) return undefined;
  const code = /\bcode:\s*(\d{3})\b/.exec(text)?.[1];
  const message = messageFrom(text, http.index + http[0].length);
  return {
    sdk: 'v1',
    className: 'StreamableHTTPError',
    local: false,
    status: code ? Number(code) : undefined,
    message,
  };
}

function readV2(text: string): SdkErrorText | undefined {
  const sdkCode = /\bcode:\s*'([A-Z_]+)'/.exec(text)?.[1];
  const http = /SdkHttpError: (?:Error POSTing to endpoint: )?/.exec(text);
  if (http) {
    const message = messageFrom(text, http.index + http[0].length);
    return { sdk: 'v2', className: 'SdkHttpError', local: false, sdkCode, status: statusIn(text), message };
  }
  const sdk = /\bSdkError: /.exec(text);
  if (sdk)
    return {
      sdk: 'v2',
      className: 'SdkError',
      local: true,
      sdkCode,
      message: messageFrom(text, sdk.index + sdk[0].length),
    };
  const protocol = new RegExp(`${v2ProtocolClasses.source}(?: \\[[^\\]]*\\])?: `).exec(text);
  if (!protocol?.[1]) return undefined;
  const code = /\bcode:\s*(-\d+)\b/.exec(text)?.[1];
  const message = messageFrom(text, protocol.index + protocol[0].length);
  return { sdk: 'v2', className: protocol[1], local: false, code: code ? Number(code) : undefined, message };
}

/** Reads an SDK error printout; `undefined` when the text is not one. */
export function readSdkError(text: string): Observed | undefined {
  const sdk = readV1(text) ?? readV2(text);
  if (!sdk) return undefined;
  const notes: string[] = [];
  const observed: Observed = { form: 'sdk-error', notes, sdk };
  if (sdk.local) return observed;
  if (sdk.className === 'SdkHttpError' || sdk.className === 'StreamableHTTPError' || sdk.className === 'Error') {
    notes.push('the SDK kept the status and the body text, not the headers (no Retry-After, no WWW-Authenticate)');
    return { ...observed, ...(sdk.status === undefined ? {} : { status: sdk.status }), body: sdk.message };
  }
  if (sdk.code === undefined) notes.push(`${sdk.className} printed no code: the words alone are matched`);
  return { ...observed, message: { code: sdk.code, message: sdk.message } };
}
