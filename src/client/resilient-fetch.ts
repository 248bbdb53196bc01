/**
 * A `fetch` for the SDK's transport (`new StreamableHTTPClientTransport(url, { fetch })`). The SDK
 * never reads `Retry-After` and never retries a 429 or a 5xx; this wrapper sees every response
 * with its headers, classifies the refused ones against the catalog, waits out the ones that ask
 * for a wait and repeats them, and ends the rest with a typed error (which reaches `callTool`
 * unchanged) or hands them to the SDK as they are.
 */
import type { FetchLike } from '@modelcontextprotocol/client';
import type { ErrorEntry } from '../catalog/index.ts';
import { classify } from './classify.ts';
import { isWaitingAction, type Decision, type DecisionAction } from './decision.ts';
import { errorForDecision } from './decision-error.ts';
import { failureFromResponse } from './failure.ts';
import { admitRetry, resolvePolicy, type RetryPolicyOverrides } from './policy.ts';
import { createQuietGate, holdForDecision, passQuietGate, type QuietGate } from './quiet-gate.ts';
import { createRetryBudget, type RetryBudget } from './retry-budget.ts';
import { abortableSleep, sleep as realSleep, type Now, type Sleep } from './sleep.ts';

/** One decision the wrapper made, for a trace. */
export interface FetchDecisionEvent {
  decision: Decision;
  /** 1 for the first call. */
  attempt: number;
  method: string;
  url: string;
}

/** Options of `createResilientFetch`; every policy number is optional. */
export interface ResilientFetchOptions extends RetryPolicyOverrides {
  /** The fetch underneath. @default globalThis.fetch */
  fetch?: FetchLike | undefined;
  /** The catalog entries to classify with. @default the catalog's */
  entries?: readonly ErrorEntry[];
  /** The server behind the URL (`clockford`, ...). */
  server?: string;
  /** The protocol revision. @default each request's `MCP-Protocol-Version` header */
  revision?: string;
  /** The shared retry budget, or `false` for none. @default a new `createRetryBudget()` */
  budget?: RetryBudget | false;
  /**
   * Decisions handed back to the SDK as the response itself, so the SDK keeps its own handling
   * (its version negotiation falls back on a 4xx; it ignores a 405 on its GET stream). Add
   * `reauthenticate` and `step-up-scope` when the transport has an SDK `authProvider`. The tool
   * layer carries out the reactions that make another call or wait for a person.
   * @default ['fall-back', 'fix-request', 'not-an-error', 'carry-on', 'call-first', 'ask-person', 'unknown']
   */
  passThrough?: readonly DecisionAction[];
  /**
   * Once the server names a wait, every request through this gate waits it out, not only the
   * refused one; share it with `callToolResiliently` so tool-level waits hold HTTP calls too.
   * `false`: only the refused request waits.
   * @default a new `createQuietGate()` for this fetch
   */
  gate?: QuietGate | false;
  /** Stops every wait and call, for the whole client. */
  signal?: AbortSignal;
  /** Called with every decision, for a trace. */
  onDecision?: (event: FetchDecisionEvent) => void;
  /** @default a real, abortable setTimeout */
  sleep?: Sleep | undefined;
  /** @default Date.now */
  now?: Now | undefined;
  /** @default Math.random */
  random?: () => number;
}

const defaultPassThrough: readonly DecisionAction[] = [
  'fall-back',
  'fix-request',
  'not-an-error',
  'carry-on',
  'call-first',
  'ask-person',
  'unknown',
];

function signalOf(init: RequestInit | undefined, shared: AbortSignal | undefined): AbortSignal | undefined {
  const own = init?.signal ?? undefined;
  return own && shared ? AbortSignal.any([own, shared]) : (own ?? shared);
}

/**
 * A resilient `fetch` for the SDK's Streamable HTTP transport.
 *
 * @example
 * const fetch = createResilientFetch({ server: 'clockford', maxAttempts: 3 });
 * await client.connect(new StreamableHTTPClientTransport(new URL('http://127.0.0.1:3929/clockford/mcp'), { fetch }));
 * // A 429 with Retry-After: 3 is waited out (3 s) and repeated; callTool never sees it.
 */
export function createResilientFetch(options: ResilientFetchOptions = {}): FetchLike {
  const policy = resolvePolicy(options);
  const baseFetch: FetchLike = options.fetch ?? ((url, init) => globalThis.fetch(url, init));
  const budget = options.budget === undefined ? createRetryBudget() : options.budget;
  const passThrough = options.passThrough ?? defaultPassThrough;
  const sleepFor = options.sleep ?? realSleep;
  const now = options.now ?? Date.now;
  const gate = options.gate ?? createQuietGate();
  const rejectedTokens = new Set<string>();

  return async function resilientFetch(url, init) {
    const signal = signalOf(init, options.signal);
    const headers = new Headers(init?.headers);
    const token = headers.get('authorization');
    const revision = options.revision ?? headers.get('mcp-protocol-version') ?? undefined;
    const method = init?.method ?? 'GET';
    let retryCost = 0;
    for (let attempt = 1; ; attempt++) {
      await passQuietGate(gate, { now, sleep: sleepFor, maxWaitMs: policy.maxWaitMs, ...(signal ? { signal } : {}) });
      if (token !== null && rejectedTokens.has(token)) {
        const decision: Decision = {
          action: 'reauthenticate',
          reason: 'this token was refused before → not sent again',
        };
        throw errorForDecision(decision);
      }
      const response = await baseFetch(url, init);
      if (response.ok) {
        if (budget) budget.recordSuccess(retryCost);
        return response;
      }
      const failure = await failureFromResponse(response);
      const decision = classify(failure, {
        entries: options.entries,
        server: options.server,
        revision,
        attempt: attempt - 1,
        baseMs: policy.baseMs,
        capMs: policy.capMs,
        now,
        random: options.random,
      });
      options.onDecision?.({ decision, attempt, method, url: String(url) });
      if (decision.action === 'reauthenticate' && token !== null) rejectedTokens.add(token);
      if (!isWaitingAction(decision.action)) {
        if (passThrough.includes(decision.action)) return response;
        throw errorForDecision(decision, { attempts: attempt });
      }
      holdForDecision(gate, decision, now());
      retryCost += admitRetry(decision, attempt, policy, budget);
      await response.body?.cancel().catch(() => undefined);
      await abortableSleep(sleepFor, decision.waitMs ?? 0, signal);
    }
  };
}
