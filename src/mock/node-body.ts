/**
 * What the Node mock does with the rest of a request body it did not read. Left unread, it blocks the
 * next request on a kept-alive connection; closed over, it makes the TCP stack reset the connection, so
 * the client loses the answer. So the rest is read and dropped, within a bound in bytes and time; past
 * the bound the answer says `Connection: close`, and a client sending megabytes to a refusal is not
 * waited for. (A lingering close, as nginx does.)
 */
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';

/** How much of a body nobody read is let in after answering. */
const drainMaxBytes = 1024 * 1024;

/** Reads a stream to its end or until `maxBytes`, dropping what it reads; false when it gave up. */
async function readAway(body: ReadableStream<Uint8Array>, maxBytes: number): Promise<boolean> {
  const reader = body.getReader();
  let received = 0;
  try {
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
      received += chunk.value.byteLength;
      if (received > maxBytes) return false;
    }
    return true;
  } catch {
    return false;
  } finally {
    reader.releaseLock();
  }
}

/** Reads the socket's rest of a body that nothing has started to read. */
function readAwayIncoming(incoming: IncomingMessage, maxBytes: number): Promise<boolean> {
  let received = 0;
  return new Promise((resolve) => {
    incoming.on('data', (chunk: Buffer) => {
      received += chunk.byteLength;
      if (received > maxBytes) resolve(false);
    });
    incoming.once('end', () => resolve(true)).once('error', () => resolve(false));
  });
}

/**
 * Reads and drops the rest of the request's body: from `body`, the stream the mock was handed, when
 * nothing holds it, or from the socket when nothing has started reading. True once the whole request
 * has arrived; false when it has not within `maxMs` (the connection must then close).
 */
export async function settleBody(
  incoming: IncomingMessage,
  body: ReadableStream<Uint8Array> | null | undefined,
  maxMs: number,
): Promise<boolean> {
  if (incoming.complete) return true;
  const drained =
    incoming.readableFlowing === null
      ? readAwayIncoming(incoming, drainMaxBytes)
      : body && !body.locked
        ? readAway(body, drainMaxBytes)
        : Promise.resolve(false);
  const late = new Promise<boolean>((resolve) => setTimeout(() => resolve(false), maxMs).unref());
  return (await Promise.race([drained, late])) && incoming.complete;
}

const statusOfClientError: Record<string, [number, string]> = {
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'The request did not arrive in time.'],
  HPE_HEADER_OVERFLOW: [431, 'The request headers are too large.'],
};

/**
 * Node's `clientError`: a request that is not valid HTTP (a non-ASCII target, a body on TRACE) or that
 * timed out. Answers it with a status naming the problem, then reads and drops what the client still
 * sends for a moment before closing, so that the client sees the answer rather than a reset.
 */
export function answerClientError(error: NodeJS.ErrnoException, socket: Duplex): void {
  const inProgress = (socket as { _httpMessage?: { headersSent?: boolean } })._httpMessage?.headersSent === true;
  if (error.code === 'ECONNRESET' || !socket.writable || inProgress) {
    socket.destroy();
    return;
  }
  const [status, message] = statusOfClientError[error.code ?? ''] ?? [400, 'The request is not valid HTTP.'];
  // The answer to a HEAD carries no body; the request's first bytes say whether it was one.
  const raw = (error as { rawPacket?: Buffer }).rawPacket;
  const body = raw?.toString('latin1').startsWith('HEAD ') ? '' : JSON.stringify({ error: message });
  const reason = { 400: 'Bad Request', 408: 'Request Timeout', 431: 'Request Header Fields Too Large' }[status];
  socket.end(
    `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
      `Connection: close\r\n\r\n${body}`,
  );
  socket.on('data', () => undefined);
  setTimeout(() => socket.destroy(), 1000).unref();
}
