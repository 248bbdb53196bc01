import type { ErrorEntry, ServerId } from '../../catalog/index.ts';
import { clockfordScenarios } from './clockford.ts';
import { connectScenarios } from './connect.ts';
import { ichabodScenarios } from './ichabod.ts';
import { roomsScenarios } from './rooms.ts';
import { specOnClockford } from './spec-clockford.ts';
import { specOnConnect } from './spec-connect.ts';
import { specOnRooms } from './spec-rooms.ts';
import type { Observation } from './driver.ts';
import type { Scenario, ScenarioContext, ServerScenarios } from './scenario.ts';

/** Every server's scenarios; the specification's entries are produced on the servers their triggers name. */
export const scenarios: Record<Exclude<ServerId, 'spec'>, ServerScenarios> = {
  clockford: clockfordScenarios,
  rooms: roomsScenarios,
  ichabod: ichabodScenarios,
  connect: connectScenarios,
};

/** The scenarios of a specification entry: a 2025-11-25-only entry is produced on Rooms first, others on Connect. */
function specRules(entry: ErrorEntry): Record<string, Scenario> {
  return entry.revisions.includes('2026-07-28')
    ? { ...specOnRooms, ...specOnClockford, ...specOnConnect }
    : { ...specOnConnect, ...specOnClockford, ...specOnRooms };
}

/** Thrown when the catalog names a way to trigger an entry that no scenario implements. */
export class NoScenarioError extends Error {
  override name = 'NoScenarioError';
}

/**
 * Makes the mock produce `entry`: by its rule's scenario, or by fault injection followed by an
 * ordinary call when the catalog says no request can cause it on demand.
 */
export async function triggerEntry(entry: ErrorEntry, context: ScenarioContext): Promise<Observation[]> {
  if (entry.trigger.kind === 'inject') {
    if (entry.server === 'spec') throw new NoScenarioError(`${entry.id}: no server to inject the fault into.`);
    context.inject(entry.server, entry.id);
    return scenarios[entry.server].ordinaryCall(context, entry);
  }
  const rules = entry.server === 'spec' ? specRules(entry) : scenarios[entry.server].rules;
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
export type { ScenarioContext, ServerScenarios } from './scenario.ts';
