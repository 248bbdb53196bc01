/**
 * The logical calls under way, in flat typed arrays that grow as needed and reuse the slots of finished calls, so a
 * run of 10,000 clients allocates little while it runs.
 */
export interface CallPool {
  client: Int32Array;
  attempts: Int32Array;
  /** When the logical call began, ms. */
  start: Float64Array;
  /** Budget tokens its retries took, refunded on success. */
  retryCost: Float64Array;
  /** A slot for a new logical call of `client`, begun at `at`. */
  open(client: number, at: number): number;
  free(call: number): void;
}

export function createCallPool(initial = 1024): CallPool {
  let size = 0;
  let freeSlots = new Int32Array(initial);
  let freeCount = 0;
  const pool = {
    client: new Int32Array(initial),
    attempts: new Int32Array(initial),
    start: new Float64Array(initial),
    retryCost: new Float64Array(initial),
    open(client: number, at: number): number {
      let call: number;
      if (freeCount > 0) call = freeSlots[--freeCount]!;
      else {
        if (size === pool.client.length) grow();
        call = size++;
      }
      pool.client[call] = client;
      pool.attempts[call] = 0;
      pool.start[call] = at;
      pool.retryCost[call] = 0;
      return call;
    },
    free(call: number) {
      if (freeCount === freeSlots.length) {
        const larger = new Int32Array(freeSlots.length * 2);
        larger.set(freeSlots);
        freeSlots = larger;
      }
      freeSlots[freeCount++] = call;
    },
  };
  function grow() {
    const length = pool.client.length * 2;
    const client = new Int32Array(length);
    const attempts = new Int32Array(length);
    const start = new Float64Array(length);
    const retryCost = new Float64Array(length);
    client.set(pool.client);
    attempts.set(pool.attempts);
    start.set(pool.start);
    retryCost.set(pool.retryCost);
    Object.assign(pool, { client, attempts, start, retryCost });
  }
  return pool;
}
