import { describe, expect, test } from 'vitest';
import { GradeClock } from '../../../src/grade/grade-clock.ts';

function fakeReal(start = 1_000_000) {
  let now = start;
  return { real: () => now, pass: (ms: number) => (now += ms) };
}

describe('GradeClock', () => {
  test("stands still while the scene is set, then runs with the real time from the client's first request", () => {
    const time = fakeReal();
    const clock = new GradeClock({ real: time.real });
    const scene = clock.now();
    time.pass(1500);
    expect(clock.now()).toBe(scene);
    clock.run();
    expect(clock.now()).toBe(time.real());
    expect(clock.zero).toBe(time.real());
    time.pass(250);
    expect(clock.elapsedMs()).toBe(250);
  });

  test('stands in the past for a scene that happened earlier, and comes back', async () => {
    const time = fakeReal();
    const clock = new GradeClock({ real: time.real });
    clock.run();
    time.pass(100);
    const seen = await clock.still(() => {
      time.pass(400);
      return Promise.resolve(clock.now());
    }, 3_600_000);
    expect(seen).toBe(time.real() - 400 - 3_600_000);
    expect(clock.now()).toBe(time.real());
  });

  test('holds nest: the clock runs again when the outermost hold ends', async () => {
    const time = fakeReal();
    const clock = new GradeClock({ real: time.real });
    clock.run();
    await clock.still(async () => {
      const held = clock.now();
      await clock.still(() => Promise.resolve(void time.pass(10)), 1000);
      time.pass(10);
      expect(clock.now()).toBe(held);
    });
    expect(clock.now()).toBe(time.real());
  });

  test('skips ahead during the scene and while running; refuses to go back', () => {
    const time = fakeReal();
    const clock = new GradeClock({ real: time.real });
    clock.skip(5000);
    expect(clock.now()).toBe(time.real() + 5000);
    clock.run();
    clock.skip(2000);
    expect(clock.now()).toBe(time.real() + 2000);
    expect(() => clock.skip(-1)).toThrow(/non-negative/);
  });
});
