/**
 * A large request body that counts how much of it a server pulled: a server that reads against its
 * limit stops near the limit; one that reads bodies whole pulls all of it.
 */
export interface CountedBody {
  init: RequestInit;
  /** Bytes the server has pulled so far. */
  pulled(): number;
}

/** A POST of `totalBytes` (8 MiB by default) in 64 KiB chunks of JSON-looking text. */
export function countedPost(headers: Record<string, string> = {}, totalBytes = 8 * 1024 * 1024): CountedBody {
  const chunk = new TextEncoder().encode(`{"padding":"${'x'.repeat(64 * 1024 - 12)}`);
  let pulled = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (pulled >= totalBytes) return controller.close();
      pulled += chunk.byteLength;
      controller.enqueue(chunk);
    },
  });
  return { init: { method: 'POST', headers, body, duplex: 'half' } as RequestInit, pulled: () => pulled };
}
