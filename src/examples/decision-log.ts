/**
 * A log line for each decision of the reference client: enough to reconstruct the call (route or
 * tool, JSON-RPC method and id, attempt, the entry it matched, what the client did and how long
 * it waited), and never a credential, a body or a tool's arguments.
 */
import type { DecisionEvent } from 'mcp-error-atlas-client';

/**
 * Writes `event` as one JSON line.
 *
 * @example
 * createResilientClient({ server: 'clockford', entries, hooks: { onDecision: (event) => logDecision(event) } });
 * // {"layer":"http","route":"/clockford/mcp","method":"tools/call","requestId":3,"tool":"districts","attempt":1,
 * //  "entryId":"clockford.http.rate-limited","action":"retry-after","waitMs":3000,"reason":"Retry-After: 3 → wait 3 s"}
 */
export function logDecision(event: DecisionEvent, write: (line: string) => void = (line) => console.error(line)): void {
  const { layer, url, method, requestId, tool, attempt, decision } = event;
  write(
    JSON.stringify({
      layer,
      route: url === undefined ? undefined : new URL(url).pathname,
      method,
      requestId,
      tool,
      attempt,
      entryId: decision.entryId,
      action: decision.action,
      waitMs: decision.waitMs,
      reason: decision.reason,
      ...(event.poll ? { hold: event.poll.status } : {}),
    }),
  );
}
