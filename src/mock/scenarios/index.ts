import type { CatalogEntry } from '../../catalog/index.ts';
import { hostModuleOf } from '../servers/registry.ts';
import type { Observation } from './driver.ts';
import type { Scenario, ScenarioContext } from './scenario.ts';

/** Thrown when the catalog names a way to trigger an entry that no scenario implements. */
export class NoScenarioError extends Error {
  override name = 'NoScenarioError';
}

/**
 * Makes the mock produce `entry`: by its rule's scenario on the server that hosts it, or by an injected condition
 * followed by an ordinary call when the catalog says no request can cause it on demand.
 */
export async function triggerEntry(entry: CatalogEntry, context: ScenarioContext): Promise<Observation[]> {
  const host = hostModuleOf(entry);
  if (entry.trigger.kind === 'inject') {
    // A specification entry is injected into the server that hosts it; only with no server mounted is there none.
    if (host.id === entry.server && entry.server === 'spec')
      throw new NoScenarioError(`${entry.id}: no server to inject the condition into.`);
    context.inject(host.id, entry.id);
    return host.scenarios.ordinaryCall(context, entry);
  }
  const rules: Readonly<Record<string, Scenario | undefined>> =
    host.id === entry.server ? host.scenarios.rules : host.specScenarios;
  const scenario = rules[entry.trigger.rule];
  if (!scenario) {
    throw new NoScenarioError(
      `${entry.id}: no scenario on ${host.id} implements the rule "${entry.trigger.rule}" (${entry.trigger.how})`,
    );
  }
  return scenario(context, entry);
}

export { RawMcpDriver, readMessage } from './driver.ts';
export type { Observation } from './driver.ts';
export type { MockedServer, ScenarioContext } from './scenario.ts';
