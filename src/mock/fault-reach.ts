/**
 * Whether an injected fault can ever fire. A server serves request-level entries at its gate and
 * tool-level entries in its tools (`MockServer.faultScopes`); an entry it serves neither way (a REST-only
 * answer, or a tool reply on a server whose tools take no faults) would wait in the table forever.
 */
import type { CatalogEntry } from '../catalog/index.ts';
import { isRequestLevel, type Fault, type FaultScope } from './faults.ts';
import type { MockServer } from './mock-server.ts';

const fits = (entry: CatalogEntry, scope: FaultScope): boolean =>
  scope === 'request' ? isRequestLevel(entry) : entry.wire.some((wire) => wire.kind === 'tool-result');

const servedAs: Record<FaultScope, string> = {
  request: 'an HTTP or JSON-RPC answer on its MCP endpoint',
  'tool-call': 'a tool result',
};

/**
 * Why `fault` can never fire on its server, naming how to produce the entry instead; `undefined` when
 * it can. `fault` has passed `parseFault`, so its entry exists and belongs to its server (or the spec).
 */
export function whyFaultCannotFire(
  fault: Fault,
  servers: readonly MockServer[],
  entryOf: (id: string) => CatalogEntry | undefined,
): string | undefined {
  const server = servers.find((candidate) => candidate.id === fault.server);
  const entry = entryOf(fault.entry);
  if (!server || !entry || server.faultScopes.some((scope) => fits(entry, scope))) return undefined;
  const ways = server.faultScopes.map((scope) => servedAs[scope]).join(' or ');
  const produce = entry.trigger.kind === 'rule' ? ` Produce it by its rule instead: ${entry.trigger.how}` : '';
  return `entry: "${entry.id}" can never fire as a fault on ${server.id}, which serves a fault only as ${ways}.${produce}`;
}
