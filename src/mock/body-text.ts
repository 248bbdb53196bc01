import { readRequestBody } from '@modelcontextprotocol/server';

/** Thrown for a body over the limit it was read with; the message names the limit. */
export class BodyTooLargeError extends Error {
  override name = 'BodyTooLargeError';
}

/** True for a `BodyTooLargeError`, also one from another realm. */
export const isBodyTooLarge = (error: unknown): error is BodyTooLargeError =>
  error instanceof Error && error.name === 'BodyTooLargeError';

/**
 * A request's body as text, read no further than `maxBytes` (a declared `Content-Length` over it is
 * refused before reading), so a large body is never held whole; throws `BodyTooLargeError` past the limit.
 */
export async function readBodyText(request: Request, maxBytes: number): Promise<string> {
  const body = await readRequestBody(request, maxBytes);
  if (body.tooLarge) {
    const limit =
      maxBytes % 1048576 === 0
        ? `${maxBytes / 1048576} MiB`
        : maxBytes % 1024 === 0
          ? `${maxBytes / 1024} KiB`
          : `${maxBytes} bytes`;
    throw new BodyTooLargeError(`The body is over ${limit}.`);
  }
  return body.text;
}
