/**
 * An outcome's colour says whether the client did right, and a refused call's chip is never green (issue 26,
 * point 4): the tone of real runs, and the stylesheet's colour for each tone.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { entries } from '../../../src/catalog/index.ts';
import { callName } from '../../../src/playground/describe-event.ts';
import { runInProcess } from '../../../src/playground/in-process.ts';
import { outcomeTone, statusChipClass, toneClass, type Tone } from '../../../src/playground/tone.ts';
import type { ClientPolicy } from '../../../src/playground/trace.ts';

const run = (id: string, policy: ClientPolicy) =>
  runInProcess({ entry: entries.find((entry) => entry.id === id)!, policy, seed: 7 });
const css = readFileSync(new URL('../../../src/islands/playground.css', import.meta.url), 'utf8').replace(
  /\/\*[\s\S]*?\*\//g,
  '',
);

/** The declarations of the rule whose selector list contains `selector` exactly. */
function rule(selector: string): string {
  const found = [...css.matchAll(/([^{}]+)\{([^}]*)\}/g)].find(([, selectors]) =>
    selectors!.split(',').some((one) => one.trim() === selector),
  );
  if (!found) throw new Error(`playground.css has no rule for ${selector}`);
  return found[2]!;
}

describe('tones', () => {
  test('the reference client that stops is settled (blue); the naive client that gives up is wrong (red)', async () => {
    const [reference, naive] = await Promise.all([
      run('clockford.tool.refused-by-person', 'reference'),
      run('clockford.tool.refused-by-person', 'naive'),
    ]);
    expect([reference.outcome.status, naive.outcome.status]).toEqual(['stopped', 'gave-up']);
    expect(outcomeTone(reference)).toBe('settled');
    expect(outcomeTone(naive)).toBe('wrong');
  });

  test('an official SDK that stops is settled; one that never returned is wrong', { timeout: 60_000 }, async () => {
    const [stopped, hung] = await Promise.all([
      run('clockford.tool.refused-by-person', 'sdk-v2'),
      run('spec.http.stream-broken', 'sdk-v2'),
    ]);
    expect([stopped.outcome.status, hung.outcome.status]).toEqual(['stopped', 'hung']);
    expect(outcomeTone(stopped)).toBe('settled');
    expect(outcomeTone(hung)).toBe('wrong');
  });

  test('a success that honoured the wait is right; one that ignored it is wrong', async () => {
    const [reference, naive] = await Promise.all([
      run('clockford.http.rate-limited', 'reference'),
      run('clockford.http.rate-limited', 'naive'),
    ]);
    expect(reference.outcome.status).toBe('success');
    expect(outcomeTone(reference)).toBe('right');
    expect(naive.score.waitsHonoured).toBe(false);
    expect(outcomeTone(naive)).toBe('wrong');
  });

  test('the reference client handing back a long wait is settled, not wrong', async () => {
    const reference = await run('clockford.http.too-many-sessions', 'reference');
    expect(reference.outcome.status).toBe('waiting');
    expect(outcomeTone(reference)).toBe('settled');
  });

  test('each tone has its colour: red for wrong, never for settled; the outcome bar is green only when right', () => {
    const colours: Record<Tone, string> = { right: 'green', settled: 'blue', wrong: 'red' };
    for (const [tone, colour] of Object.entries(colours)) {
      for (const element of ['.pg-verdict', '.pg-outcome', '.pg-ev-outcome']) {
        const declarations = rule(`${element}.pg-tone-${tone}`);
        expect(declarations, `${element} ${tone}`).toContain(`--sl-color-${colour}`);
        for (const other of Object.values(colours).filter((one) => one !== colour))
          expect(declarations, `${element} ${tone}`).not.toContain(`--sl-color-${other}`);
      }
    }
    // The outcome row draws no colour of its own; its tone does.
    expect(rule('.pg-ev-outcome')).not.toMatch(/--sl-color-(green|red|blue|orange)/);
    expect(toneClass('wrong')).toBe('pg-tone pg-tone-wrong');
  });

  test('a tool call refused inside an HTTP 200 gets a red chip; a plain 200 a green one', async () => {
    const naive = await run('clockford.tool.clerk-busy', 'naive');
    const calls = naive.events.flatMap((event) =>
      event.kind === 'exchange' && event.by === 'client' ? [event.exchange] : [],
    );
    const refused = calls.filter((exchange) => callName(exchange)?.startsWith('tools/call'));
    expect(refused.length).toBeGreaterThan(1);
    for (const exchange of refused) {
      expect(exchange.status).toBe(200);
      expect(statusChipClass(exchange)).toBe('pg-status pg-status-refused');
    }
    const scene = naive.events.flatMap((event) =>
      event.kind === 'exchange' && callName(event.exchange) === 'tools/list' ? [event.exchange] : [],
    );
    expect(statusChipClass(scene[0]!)).toBe('pg-status pg-status-2xx');
    expect(rule('.pg-status-refused')).toContain('--sl-color-red');
    expect(rule('.pg-status-refused')).not.toContain('--sl-color-green');
  });
});
