/** Time for the mock servers: real in Node and the page, injected in tests and the compressed playground. */
export interface Clock {
  /** Milliseconds since the epoch, as `Date.now()`. */
  now(): number;
}

/** The real clock. */
export const systemClock: Clock = { now: () => Date.now() };

/** A clock that moves only when told to: for tests and for replaying a run. */
export class ManualClock implements Clock {
  #time: number;

  constructor(start = Date.UTC(2026, 10, 30, 12, 0, 0)) {
    this.#time = start;
  }

  now(): number {
    return this.#time;
  }

  /** Moves time forward by `ms` milliseconds. */
  advance(ms: number): void {
    if (!(ms >= 0)) throw new RangeError(`ManualClock.advance: ms must be a non-negative number, got ${ms}.`);
    this.#time += ms;
  }
}

/** A clock that runs with another (the real one, by default) and can be moved ahead: the Node mock's admin clock. */
export class AdjustableClock implements Clock {
  readonly #base: Clock;
  #ahead = 0;

  constructor(base: Clock = systemClock) {
    this.#base = base;
  }

  now(): number {
    return this.#base.now() + this.#ahead;
  }

  /** How far ahead of its base clock this one runs, in milliseconds. */
  get aheadMs(): number {
    return this.#ahead;
  }

  /** Moves time forward by `ms` milliseconds. */
  advance(ms: number): void {
    if (!(ms >= 0)) throw new RangeError(`AdjustableClock.advance: ms must be a non-negative number, got ${ms}.`);
    this.#ahead += ms;
  }
}
