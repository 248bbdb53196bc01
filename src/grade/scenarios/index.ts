/**
 * Every graded scenario, by name. Between them they cover each reaction the catalog names, on a server and
 * revision where it occurs (the tests check that no reaction is left out).
 */
import type { CheckId } from '../checks/index.ts';
import type { GradeScenario, Suite } from '../scenario.ts';
import { answerScenarios } from './answers.ts';
import { identityScenarios } from './identity.ts';
import { waitScenarios } from './waits.ts';
import { writeScenarios } from './writes.ts';
import { extraCatalogs } from '../../catalog/extra-catalogs.ts';
import type { ServerId } from '../../catalog/index.ts';
import { catalogScenarios } from './from-catalog.ts';

const seedScenarios = {
  ...waitScenarios,
  ...answerScenarios,
  ...identityScenarios,
  ...writeScenarios,
} satisfies Record<string, GradeScenario<CheckId>>;

/** The servers given as data (`--catalog`), whose scenarios are made from their catalogs' reactions. */
export const dataServers: readonly ServerId[] = extraCatalogs().flatMap((added) => added.servers.map(({ id }) => id));

/** Every scenario: the seeds', written by hand, and one per gradable entry of each server given as data. */
export const gradeScenarios: Readonly<Record<string, GradeScenario<CheckId>>> = {
  ...seedScenarios,
  ...Object.fromEntries(dataServers.flatMap((server) => Object.entries(catalogScenarios(server)))),
};

/** The name of a scenario: a seed scenario's (`'retry-after-header'`), or an entry id of a server given as data. */
export type ScenarioId = string;

export const scenarioIds: ScenarioId[] = Object.keys(gradeScenarios);

/** Whether a name from outside (a command line) is a scenario's. */
export const isScenarioId = (name: string): boolean => Object.hasOwn(gradeScenarios, name);

/** The scenarios of a suite, in the table's order; `all` is every one. */
export function scenariosOf(suite: Suite | 'all'): ScenarioId[] {
  return scenarioIds.filter((id) => suite === 'all' || scenarioOf(id).suite === suite);
}

/** The scenarios of the servers given as data, in catalog order. */
export const dataScenarioIds = (): ScenarioId[] =>
  scenarioIds.filter((id) => dataServers.includes(scenarioOf(id).server));

/** A scenario, typed with its own checks; throws, naming the id, when there is none. */
export function scenarioOf(id: ScenarioId): GradeScenario<CheckId> {
  const scenario = gradeScenarios[id];
  if (!scenario) throw new Error(`No scenario is called "${id}" (npm run grade -- --list).`);
  return scenario;
}
