/**
 * Requests in flight on one legacy session, counted from the moment a POST arrives until its
 * reply has been read to the end (a reply to a POST is a short event stream).
 */

/** Counts requests in flight per key, up to a limit. */
export class InFlight {
  readonly #limit: number;
  readonly #counts = new Map<string, number>();

  constructor(limit: number) {
    this.#limit = limit;
  }

  /** Counts one more request for `key`; `undefined` when `key` already has its limit in flight. */
  take(key: string): (() => void) | undefined {
    const count = this.#counts.get(key) ?? 0;
    if (count >= this.#limit) return undefined;
    this.#counts.set(key, count + 1);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const left = (this.#counts.get(key) ?? 1) - 1;
      if (left <= 0) this.#counts.delete(key);
      else this.#counts.set(key, left);
    };
  }

  reset(): void {
    this.#counts.clear();
  }
}

/** The same response, calling `release` once its body has been read to the end or cancelled. */
export function releaseWhenDone(response: Response, release: () => void): Response {
  if (!response.body) {
    release();
    return response;
  }
  const reader = response.body.getReader();
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        const { done, value } = await reader.read();
        if (done) {
          release();
          controller.close();
        } else controller.enqueue(value);
      } catch (error) {
        release();
        controller.error(error);
      }
    },
    cancel(reason) {
      release();
      return reader.cancel(reason);
    },
  });
  return new Response(body, { status: response.status, statusText: response.statusText, headers: response.headers });
}
