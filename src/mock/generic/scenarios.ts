/**
 * Scenarios for a mock built from a catalog part, derived from its data: a rate's breach by a real flood, a body
 * limit's by a body one byte over, the part's not-found and replay entries by the requests that cause them. Every
 * other rule is produced the generic way, by injecting the entry and making the ordinary call.
 */
import type { ErrorEntry } from '../../catalog/index.ts';
import type { Observation, RawMcpDriver } from '../scenarios/driver.ts';
import type { ScenarioContext } from '../scenarios/scenario.ts';
import {
  bodyLimitOf,
  capacityOf,
  mountPathOf,
  notFoundEntryOf,
  ratedLimits,
  replayEntryOf,
  type CatalogPart,
  type RatedLimit,
} from './catalog-part.ts';
import { argumentsFor, idempotencyKeyOf, ordinaryToolOf, toolsOf, type CatalogTool } from './tool-set.ts';

/** A scenario context whose `inject` takes any entry id (a `ScenarioContext` is one). */
export interface GenericScenarioContext extends Omit<ScenarioContext, 'inject'> {
  inject(server: string, entryId: string): void;
}

/** Runs the requests that produce one entry of a part; returns what came back. */
export type GenericScenario = (context: GenericScenarioContext, entry: ErrorEntry) => Promise<Observation[]>;

/** A part's scenarios: one for every rule its entries name, and the ordinary call an injected condition answers. */
export interface GenericScenarios {
  rules: Record<string, GenericScenario>;
  ordinaryCall: GenericScenario;
}

/** Calls a tool in the driver's era; a stateless 2025-11-25 server needs no `initialize` first. */
const call = (driver: RawMcpDriver, tool: CatalogTool, args: Record<string, unknown>) =>
  driver.callTool(tool.name, args, driver.revision === '2025-11-25' ? { noSession: true } : {});

/** The requests that make a rate's limiter full, then one more call of the client's. */
function flood(part: CatalogPart, rated: RatedLimit, ordinary: GenericScenario): GenericScenario {
  const tool = ordinaryToolOf(part.server);
  return async (context, entry) => {
    const scene = context.driver(part.server.id);
    for (let sent = 0; sent < capacityOf(rated.rate); sent += 1) {
      // A gate's limit counts every POST; a tool's counts tool calls.
      await (rated.scope === 'request' ? scene.rpc('tools/list') : call(scene, tool, argumentsFor(tool)));
    }
    return ordinary(context, entry);
  };
}

/** The rules a part's data implements for real, by the rule names its entries give them. */
function ruleScenarios(part: CatalogPart, ordinary: GenericScenario): Record<string, GenericScenario> {
  const rules: Record<string, GenericScenario> = {};
  const ruleOf = (entry: ErrorEntry | undefined) => (entry?.trigger.kind === 'rule' ? entry.trigger.rule : undefined);
  const add = (entry: ErrorEntry | undefined, scenario: GenericScenario) => {
    const rule = ruleOf(entry);
    if (rule !== undefined) rules[rule] ??= scenario;
  };
  for (const rated of ratedLimits(part)) add(rated.breach, flood(part, rated, ordinary));
  const bodyLimit = bodyLimitOf(part);
  const tool = ordinaryToolOf(part.server);
  add(bodyLimit?.breach, async (context) => {
    const padding = 'x'.repeat((bodyLimit?.bytes ?? 0) + 1);
    return [await call(context.client(context.driver(part.server.id)), tool, { ...argumentsFor(tool), padding })];
  });
  add(notFoundEntryOf(part), async (context) => {
    const url = `${context.origin}${mountPathOf(part.server)}/no-such-path`;
    return [await context.client(context.driver(part.server.id)).send(url, { method: 'GET' })];
  });
  const write = toolsOf(part.server).find((candidate) => !candidate.readOnly && idempotencyKeyOf(candidate));
  if (write) {
    add(replayEntryOf(part), async (context) => {
      const args = argumentsFor(write, 'replayed-once');
      await call(context.driver(part.server.id), write, args);
      return [await call(context.client(context.driver(part.server.id)), write, args)];
    });
  }
  return rules;
}

/**
 * The scenarios of a catalog part. `handWritten` rules (a seed's own) win; a rule neither they nor the data
 * implement is produced by injecting its entry, then making the ordinary call.
 */
export function genericScenarios(
  part: CatalogPart,
  handWritten: Readonly<Record<string, GenericScenario>> = {},
): GenericScenarios {
  const tool = ordinaryToolOf(part.server);
  let calls = 0;
  const ordinaryCall: GenericScenario = async (context) => {
    calls += 1;
    const args = argumentsFor(tool, `ordinary-${calls}`);
    return [await call(context.client(context.driver(part.server.id)), tool, args)];
  };
  const injected: GenericScenario = (context, entry) => {
    context.inject(part.server.id, entry.id);
    return ordinaryCall(context, entry);
  };
  const rules: Record<string, GenericScenario> = { ...ruleScenarios(part, ordinaryCall), ...handWritten };
  for (const entry of part.entries) {
    if (entry.trigger.kind === 'rule') rules[entry.trigger.rule] ??= injected;
  }
  return { rules, ordinaryCall };
}

/** Makes the mock of `part` produce `entry`: by its rule's scenario, or by injection and the ordinary call. */
export function triggerGenericEntry(
  part: CatalogPart,
  entry: ErrorEntry,
  context: GenericScenarioContext,
  scenarios: GenericScenarios = genericScenarios(part),
): Promise<Observation[]> {
  if (entry.trigger.kind === 'inject') {
    context.inject(part.server.id, entry.id);
    return scenarios.ordinaryCall(context, entry);
  }
  const scenario = scenarios.rules[entry.trigger.rule];
  if (!scenario)
    throw new Error(`${entry.id}: the catalog part of ${part.server.id} names no rule "${entry.trigger.rule}".`);
  return scenario(context, entry);
}
