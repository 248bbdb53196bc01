import { describe, expect, test } from 'vitest';
import { stormCli } from '../../../src/storm/cli.ts';
import { formatLabState, parseLabState, runParams } from '../../../src/storm/lab-state.ts';
import { parseStormParams, parseWorkload } from '../../../src/storm/params.ts';
import { presets } from '../../../src/storm/presets.ts';

describe('parseStormParams', () => {
  test('reads the command line’s names', () => {
    expect(parseWorkload('outage:30')).toEqual({ kind: 'outage', seconds: 30 });
    expect(
      parseStormParams({ server: 'rooms', clients: '10000', strategy: 'throttle', workload: 'burst' }),
    ).toMatchObject({ server: 'rooms', clients: 10_000, strategy: 'throttle', workload: { kind: 'burst' } });
  });

  test('names the option and its bounds when a value is bad', () => {
    expect(() => parseStormParams({ clients: '10001' })).toThrow(
      'Option "clients" must be a whole number from 1 to 10000',
    );
    expect(() => parseStormParams({ strategy: 'polite' })).toThrow('Strategy "polite" is not one of naive, fixed');
    expect(() => parseWorkload('outage')).toThrow('Workload "outage" is not one of steady, burst, outage:SECONDS');
  });
});

describe('lab state', () => {
  test('round-trips through the URL, leaving the defaults out', () => {
    for (const { state } of presets) expect(parseLabState(formatLabState(state)).state).toEqual(state);
    expect(formatLabState(parseLabState('').state)).toBe('');
    expect(formatLabState(presets[0]!.state)).toBe('?workload=burst&capacity=1000&seconds=30&a=fixed&b=exponential');
  });

  test('falls back to the defaults on bad values, saying why', () => {
    const { state, problems } = parseLabState('?clients=lots&a=polite&server=rooms');
    expect(state.shared.clients).toBe(1000);
    expect(state.shared.server).toBe('rooms');
    expect(state.a).toBe('naive');
    expect(problems).toHaveLength(2);
  });

  test('gives both runs the same parameters but their strategies', () => {
    const [a, b] = runParams(presets[2]!.state);
    expect({ ...a, strategy: undefined }).toEqual({ ...b, strategy: undefined });
    expect([a.strategy, b.strategy]).toEqual(['jitter', 'jitter-budget']);
  });
});

describe('npm run storm', () => {
  test('prints one JSON object with the run’s figures and its per-second series', () => {
    const out: string[] = [];
    const code = stormCli(
      '--server connect --clients 200 --strategy jitter-budget --workload outage:30 --seed 1 --seconds 120'.split(' '),
      (text) => out.push(text),
      () => undefined,
    );
    expect(code).toBe(0);
    const result = JSON.parse(out.join('')) as Record<string, unknown>;
    for (const field of [
      'totalCalls',
      'accepted',
      'refused',
      'recoverySeconds',
      'p50Ms',
      'p99Ms',
      'refusedP99Ms',
      'failed',
    ])
      expect(result).toHaveProperty(field);
    expect(result.perSecond).toHaveLength(120);
  });

  test('exits 2 with the problem and the usage on a bad option', () => {
    const err: string[] = [];
    expect(
      stormCli(
        ['--strategy', 'polite'],
        () => undefined,
        (text) => err.push(text),
      ),
    ).toBe(2);
    expect(err.join('')).toMatch(/Strategy "polite".*\nUsage: npm run storm/s);
  });
});
