/**
 * The lab's own figures for the guide, measured when the site is built: each preset's two runs, and the default
 * comparison, reduced to the numbers the published results speak of.
 */
import { defaultLabState, runParams, type LabState } from './lab-state.ts';
import { presets, type Preset } from './presets.ts';
import { stormTiming } from './params.ts';
import { runStorm, type StormResult } from './simulate.ts';

const outageStart = stormTiming.troubleAtMs / 1000;
const sum = (result: StormResult, key: 'retries' | 'started' | 'sent', from: number, to: number) =>
  result.perSecond.slice(from, to).reduce((total, second) => total + second[key], 0);

function runsOf(state: LabState): [StormResult, StormResult] {
  const [a, b] = runParams(state);
  return [runStorm(a), runStorm(b)];
}
const presetState = (id: Preset['id']) => presets.find((preset) => preset.id === id)!.state;

/** Percent fewer, rounded: `fewer(100, 78)` is 22. */
const fewer = (from: number, to: number) => Math.round((1 - to / from) * 100);

export function presetFigures() {
  const [exponential, jitter] = runsOf(presetState('spread'));
  const [unbudgeted, budgeted] = runsOf(presetState('budget'));
  const [jitterOverload, throttled] = runsOf(presetState('throttle'));
  const [naive, reference] = runsOf(defaultLabState);
  const outageSeconds = presetState('budget').shared.workload.kind === 'outage' ? 120 : 0;
  const outage = [outageStart, outageStart + outageSeconds] as const;
  return {
    spread: {
      exponentialRetries: exponential.retries,
      jitterRetries: jitter.retries,
      fewerRetries: fewer(exponential.retries, jitter.retries),
      exponentialLost: exponential.failed,
      jitterLost: jitter.failed,
    },
    budget: {
      outageSeconds,
      unbudgetedPerCall: sum(unbudgeted, 'sent', ...outage) / sum(unbudgeted, 'started', ...outage),
      budgetedPerCall: sum(budgeted, 'sent', ...outage) / sum(budgeted, 'started', ...outage),
      budgetedRetries: sum(budgeted, 'retries', ...outage),
      clients: budgeted.clients,
    },
    throttle: {
      jitterSentPerAccepted: jitterOverload.totalCalls / jitterOverload.accepted,
      throttledSentPerAccepted: throttled.totalCalls / throttled.accepted,
      shed: throttled.shed,
      fewerCalls: fewer(jitterOverload.totalCalls, throttled.totalCalls),
    },
    recovery: {
      naive: naive.recoverySeconds,
      naiveAmplification: naive.amplification,
      reference: reference.recoverySeconds,
      referenceAmplification: reference.amplification,
    },
  };
}
