/**
 * The lab's names, as plain data with no imports, so the page's island can name servers and strategies without
 * loading the catalog or the client (the worker loads those).
 */
export const stormServers = ['connect', 'rooms', 'clockford'] as const;
/** The servers the lab can put under load. */
export type StormServer = (typeof stormServers)[number];

export const serverNames: Record<StormServer, string> = { connect: 'Connect', rooms: 'Rooms', clockford: 'Clockford' };
/** Who each server's limit is counted for, in the catalog's word. */
export const serverScopes: Record<StormServer, string> = { connect: 'address', rooms: 'agent', clockford: 'address' };

export const strategyNames = ['naive', 'fixed', 'exponential', 'jitter', 'jitter-budget', 'throttle'] as const;
export type StrategyName = (typeof strategyNames)[number];

/** Each strategy's name on the page, and what it does after a failure. */
export const strategyLabels: Record<StrategyName, { label: string; summary: string }> = {
  naive: { label: 'Naive', summary: 'Repeats a failed call at once, up to 20 calls.' },
  fixed: { label: 'Fixed delay', summary: 'Waits 1 s before each retry, 3 calls at most.' },
  exponential: { label: 'Exponential, no jitter', summary: 'Waits min(20 s, 1 s · 2ⁿ) exactly, 3 calls at most.' },
  jitter: { label: 'Full jitter', summary: 'Waits random(0, min(20 s, 1 s · 2ⁿ)), 3 calls at most.' },
  'jitter-budget': {
    label: 'Full jitter + retry budget',
    summary: 'Full jitter, and no retry once the client’s 500-token budget is spent.',
  },
  throttle: {
    label: 'Client-side throttling',
    summary: 'Full jitter, and sheds calls itself when the server accepts too few (SRE book, K = 2).',
  },
};
