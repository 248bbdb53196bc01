/**
 * Refusals the fetch hands on. The fetch decides every HTTP refusal it sees, with its headers, and
 * hands some to the SDK as they are (a 400 the request must fix, a reply for a person); the SDK then
 * throws them at `callTool` without the headers. The fetch keeps its decision here, and `callTool`
 * takes it instead of deciding again, so each failure is decided and reported once.
 */
import type { Decision, Failure, HttpFailure } from './decision.ts';
import { rpcErrorOf } from './failure.ts';

/** Decisions kept for the tool layer, newest first. */
export interface HandedOn {
  /** A mark before a call: `take` finds only what was kept after it. */
  mark(): number;
  /** Keeps the fetch's decision on a refusal it handed to the SDK. */
  keep(failure: HttpFailure, decision: Decision): void;
  /** The decision kept since `mark` for the failure the SDK made of such a refusal, taken once. */
  take(failure: Failure, since: number): Decision | undefined;
}

/** How the SDK shows a refusal: an `SdkHttpError` keeps the status and body, a `ProtocolError` the JSON-RPC error. */
function keysOf(failure: Failure): string[] {
  if (failure.kind === 'http') {
    const rpc = rpcErrorOf(failure.body);
    const keys = [`http ${failure.status} ${failure.body}`];
    return rpc ? [...keys, `rpc ${rpc.code} ${rpc.message}`] : keys;
  }
  return failure.kind === 'jsonrpc-error' ? [`rpc ${failure.code} ${failure.message}`] : [];
}

/** A new, empty store; it forgets all but the last `limit` decisions (the SDK recovers from some by itself). */
export function createHandedOn(limit = 16): HandedOn {
  let sequence = 0;
  let kept: Array<{ keys: string[]; decision: Decision; at: number }> = [];
  return {
    mark: () => sequence,
    keep(failure, decision) {
      kept = [{ keys: keysOf(failure), decision, at: ++sequence }, ...kept].slice(0, limit);
    },
    take(failure, since) {
      const keys = keysOf(failure);
      const found = kept.find((item) => item.at > since && item.keys.some((key) => keys.includes(key)));
      if (!found) return undefined;
      kept = kept.filter((item) => item !== found);
      return found.decision;
    },
  };
}
