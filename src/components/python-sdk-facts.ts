/**
 * What the official Python SDK's client does with a refused reply, as its source says. These are cited facts, read
 * from the repository at one commit, not runs: the site's mock is not run against Python. Each names the file and
 * function it comes from, so a reader can check it, and the date it was read.
 */

export interface PythonSdkFact {
  /** What a caller of the Python SDK meets, in one sentence. */
  readonly fact: string;
  /** The function of `src/mcp/client/streamable_http.py` (or the file named) that does it. */
  readonly where: string;
}

/** The commit the facts were read at, and when. */
export const pythonSdkSource = {
  repository: 'https://github.com/modelcontextprotocol/python-sdk',
  commit: '57394b0548d1e2dc2dce8d67d84985769df3b8bb',
  committed: '2026-08-20',
  read: '2026-12-02',
  file: 'src/mcp/client/streamable_http.py',
} as const;

export const pythonSdkFacts: readonly PythonSdkFact[] = [
  {
    fact:
      'A reply of 400 or more whose body is a JSON-RPC error (as application/json) reaches the caller as that error, ' +
      'its code and message, as an MCPError; the HTTP status and every header, Retry-After included, are left behind.',
    where: 'StreamableHTTPTransport._handle_post_request',
  },
  {
    fact:
      'A 404 with no JSON-RPC body becomes INVALID_REQUEST "Session terminated" once a session exists, and ' +
      'METHOD_NOT_FOUND "Not Found" before one does; any other status of 400 or more becomes INTERNAL_ERROR ' +
      '"Server returned an error response" (the SDK\'s own constants, in its words).',
    where: 'StreamableHTTPTransport._handle_post_request',
  },
  {
    fact: 'A 202 Accepted answering a request (not a notification) resolves the call with INVALID_REQUEST, so it does not hang.',
    where: 'StreamableHTTPTransport._handle_post_request',
  },
  {
    fact:
      'Nothing in the SDK reads Retry-After: a caller who needs the wait reads it in an httpx event hook or a custom ' +
      'httpx client given to the transport, before the SDK sees the reply.',
    where: 'src/mcp (no match for Retry-After)',
  },
];
