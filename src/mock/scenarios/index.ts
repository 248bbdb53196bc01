import type { CatalogEntry, RuleName } from '../../catalog/index.ts';
import { clockfordScenarios } from '../servers/clockford/scenarios.ts';
import { connectScenarios } from '../servers/connect/scenarios.ts';
import { ichabodScenarios } from '../servers/ichabod/scenarios.ts';
import { roomsScenarios } from '../servers/rooms/scenarios.ts';
import { specOnClockford } from '../servers/clockford/spec-scenarios.ts';
import { specOnConnect } from '../servers/connect/spec-scenarios.ts';
import { specOnIchabod } from '../servers/ichabod/spec-scenarios.ts';
import { specOnRooms } from '../servers/rooms/spec-scenarios.ts';
import type { Observation } from './driver.ts';
import type { MockedServer, Scenario, ScenarioContext, ServerScenarios } from './scenario.ts';

/** Every server's scenarios; the specification's entries are produced on the servers their triggers name. */
export const scenarios: { [Server in MockedServer]: ServerScenarios<Server> } = {
  clockford: clockfordScenarios,
  rooms: roomsScenarios,
  ichabod: ichabodScenarios,
  connect: connectScenarios,
};

/** Every rule the specification's entries name has a scenario on some mock (a missing one does not compile). */
const specScenarios = {
  ...specOnRooms,
  ...specOnIchabod,
  ...specOnClockford,
  ...specOnConnect,
} satisfies Record<RuleName<'spec'>, Scenario>;

/**
 * The scenarios of a specification entry: a 2025-11-25-only entry is produced on Rooms (or
 * Ichabod) first, others on Connect.
 */
function specRules(entry: CatalogEntry): Record<string, Scenario> {
  return entry.revisions.includes('2026-07-28')
    ? specScenarios
    : { ...specOnConnect, ...specOnClockford, ...specOnIchabod, ...specOnRooms };
}

/** Thrown when the catalog names a way to trigger an entry that no scenario implements. */
export class NoScenarioError extends Error {
  override name = 'NoScenarioError';
}

/**
 * Makes the mock produce `entry`: by its rule's scenario, or by fault injection followed by an
 * ordinary call when the catalog says no request can cause it on demand.
 */
export async function triggerEntry(entry: CatalogEntry, context: ScenarioContext): Promise<Observation[]> {
  if (entry.trigger.kind === 'inject') {
    if (entry.server === 'spec') throw new NoScenarioError(`${entry.id}: no server to inject the fault into.`);
    context.inject(entry.server, entry.id);
    return scenarios[entry.server].ordinaryCall(context, entry);
  }
  const rules: Record<string, Scenario | undefined> =
    entry.server === 'spec' ? specRules(entry) : scenarios[entry.server].rules;
  const scenario = rules[entry.trigger.rule];
  if (!scenario) {
    throw new NoScenarioError(
      `${entry.id}: no scenario implements the rule "${entry.trigger.rule}" (${entry.trigger.how})`,
    );
  }
  return scenario(context, entry);
}

export { RawMcpDriver, readMessage } from './driver.ts';
export type { Exchange, Observation } from './driver.ts';
export type { MockedServer, ScenarioContext, ServerScenarios } from './scenario.ts';
