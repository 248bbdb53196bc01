/**
 * The four canonical results, each a lab state a button sets: no jitter gives synchronized waves, full jitter spreads
 * them, a budget caps the amplification of an outage, and client-side throttling sheds load before it reaches an
 * overloaded server. The guide's figures are these runs, and the tests pin what each shows.
 */
import { defaultLabState, type LabState } from './lab-state.ts';
import { stormTiming } from './params.ts';
import { policyWords as words } from './policy-words.ts';

export interface Preset {
  id: 'waves' | 'spread' | 'budget' | 'throttle';
  label: string;
  /** What to look for, one sentence. */
  shows: string;
  state: LabState;
}

const shared = defaultLabState.shared;
/** The second the burst comes, and the seconds after it when each strategy's waves come back. */
const at = stormTiming.troubleAtMs / 1000;

export const presets: readonly Preset[] = [
  {
    id: 'waves',
    label: 'No jitter: waves',
    shows: `Every client calls at once at ${at} s; without jitter the refused calls come back together, in waves that meet a full server again. Fixed delay sends them back to back (${at + 1} s, ${at + 2} s); exponential backoff leaves a gap that doubles (${at + 1} s, ${at + 3} s), so its slowest refused calls succeed a second later. Either way most of the burst is lost.`,
    // Ten simulated seconds after the burst: long enough for both waves and the calm after, short enough that the
    // waves fill the chart rather than a thin spike on a long axis.
    state: {
      shared: { ...shared, workload: { kind: 'burst' }, capacity: 1000, seconds: at + 10 },
      a: 'fixed',
      b: 'exponential',
    },
  },
  {
    id: 'spread',
    label: 'Full jitter spreads them',
    shows:
      'The same burst: full jitter spreads the retries over the spare capacity, so fewer calls finish the same work and almost none is lost.',
    state: {
      shared: { ...shared, workload: { kind: 'burst' }, capacity: 1000, seconds: 120 },
      a: 'exponential',
      b: 'jitter',
    },
  },
  {
    id: 'budget',
    label: 'A budget caps an outage',
    shows: `A two-minute outage: without a budget every call is tried ${words.attemptsWord} times throughout; with one, retries stop once each client’s ${words.capacity} tokens are spent.`,
    state: { shared: { ...shared, workload: { kind: 'outage', seconds: 120 } }, a: 'jitter', b: 'jitter-budget' },
  },
  {
    id: 'throttle',
    label: 'Throttling sheds load',
    shows:
      'The server can serve only 300 calls a second of the 500 asked: throttling clients send about twice what it accepts and refuse the rest themselves.',
    state: { shared: { ...shared, workload: { kind: 'steady' }, capacity: 300 }, a: 'jitter', b: 'throttle' },
  },
];
