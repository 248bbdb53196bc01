import { describe, expect, test } from 'vitest';
import { entries } from '../../../src/catalog/index.ts';
import { defaultState, parseState, serializeState, tryItHref } from '../../../src/playground/url-state.ts';

describe('url state', () => {
  test('round-trips every entry with every policy', () => {
    for (const entry of entries) {
      for (const policy of ['both', 'reference', 'naive', 'sdk-v2', 'sdk-v1'] as const) {
        const state = { ...defaultState, server: entry.server, entry: entry.id, policy, seed: 42 };
        expect(parseState(serializeState(state)).state).toEqual(state);
      }
    }
  });

  test('a Try it link lands on its entry and server', () => {
    const entry = entries.find((candidate) => candidate.server === 'rooms')!;
    const { state, problems } = parseState(tryItHref(entry.id).split('?')[1]!);
    expect(problems).toEqual([]);
    expect(state).toMatchObject({ server: 'rooms', entry: entry.id });
  });

  test('names each bad value and keeps the default', () => {
    const { state, problems } = parseState('?entry=nope&policy=fast&seed=-1&revision=2024-01-01&time=slow');
    expect(state).toEqual(defaultState);
    expect(problems).toHaveLength(5);
    expect(problems.join('\n')).toMatch(/"nope"[\s\S]*"fast"[\s\S]*"-1"[\s\S]*"2024-01-01"[\s\S]*"slow"/);
  });

  test('a link chooses an official SDK, and a bad client names the ones there are', () => {
    expect(parseState('?policy=sdk-v1').state.policy).toBe('sdk-v1');
    expect(parseState('?policy=sdk-v2').state.policy).toBe('sdk-v2');
    expect(parseState('?policy=sdk-v3').problems).toEqual([
      '"sdk-v3" is not a client policy; use both, reference, naive, sdk-v2, sdk-v1.',
    ]);
  });

  test('a server alone selects its first entry', () => {
    expect(parseState('?server=connect').state.entry).toBe(entries.find((entry) => entry.server === 'connect')!.id);
  });
});
