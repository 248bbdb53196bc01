/**
 * The grader's clock. The scene happens first, with the clock standing still (or standing in the past, where a
 * scene says so: an hour of calls that are about to age out, a token issued over an hour ago), so the scene is
 * the same every time however long the machine takes. When the client's first request arrives, the
 * clock jumps to the real time and runs with it: the client is another process that sleeps in real time and
 * reads absolute times (`resets_at`) against its own clock, so the mock's clock never runs behind the real one.
 * The named waits in the scenarios are short, so a client that honestly sleeps them out does not make a grade
 * slow.
 */
import type { Clock } from '../mock/index.ts';

export class GradeClock implements Clock {
  readonly #real: () => number;
  /** While the scene is set: the mock's time, standing still unless skipped. */
  #sceneTime: number;
  /** Once running: mock time = real time + offset (what the grader skipped). */
  #offset = 0;
  /** When the clock started running, on the mock's clock: the client's time zero. */
  #zero: number | undefined;
  /** While the grader acts during the run: the mock's time, standing still. */
  #heldAt: number | undefined;
  #holds = 0;

  constructor(options: { real?: () => number } = {}) {
    this.#real = options.real ?? (() => Date.now());
    this.#sceneTime = this.#real();
  }

  now(): number {
    if (this.#zero === undefined) return this.#sceneTime;
    return this.#heldAt ?? this.#real() + this.#offset;
  }

  /** Milliseconds on the mock's clock since the client's first request (negative during the scene). */
  elapsedMs(): number {
    return this.now() - (this.#zero ?? this.#real());
  }

  /** The mock's time when the client's first request arrived (its time zero), once it has. */
  get zero(): number | undefined {
    return this.#zero;
  }

  /** The client is on the wire: the clock jumps to the real time and runs with it. */
  run(): void {
    if (this.#zero !== undefined) return;
    this.#zero = this.#real();
    this.#offset = 0;
  }

  /** Moves the clock ahead by `ms` (the scene's time, or the running clock). */
  skip(ms: number): void {
    if (!(ms >= 0)) throw new RangeError(`GradeClock.skip: ms must be a non-negative number, got ${ms}.`);
    if (this.#zero === undefined) this.#sceneTime += ms;
    else if (this.#heldAt !== undefined) this.#heldAt += ms;
    else this.#offset += ms;
  }

  /**
   * Runs `action` with the clock standing still, `backMs` in the past if asked (a scene that happened an hour
   * ago); afterwards the clock is where it would have been: the real time once the client runs, or the scene's
   * moment before. Holds nest.
   */
  async still<T>(action: () => Promise<T>, backMs = 0): Promise<T> {
    const from = this.now();
    if (this.#zero === undefined) this.#sceneTime = from - backMs;
    else this.#heldAt = from - backMs;
    this.#holds += 1;
    try {
      return await action();
    } finally {
      this.#holds -= 1;
      if (this.#zero === undefined) this.#sceneTime = from;
      else this.#heldAt = this.#holds === 0 ? undefined : from;
    }
  }
}
