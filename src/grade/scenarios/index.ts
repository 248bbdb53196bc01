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

export const gradeScenarios = {
  ...waitScenarios,
  ...answerScenarios,
  ...identityScenarios,
  ...writeScenarios,
} satisfies Record<string, GradeScenario<CheckId>>;

/** The name of a scenario: `'retry-after-header' | …`. */
export type ScenarioId = keyof typeof gradeScenarios;

export const scenarioIds = Object.keys(gradeScenarios) as ScenarioId[];

/** Whether a name from outside (a command line) is a scenario's. */
export const isScenarioId = (name: string): name is ScenarioId => name in gradeScenarios;

/** The scenarios of a suite, in the table's order; `all` is every one. */
export function scenariosOf(suite: Suite | 'all'): ScenarioId[] {
  return scenarioIds.filter((id) => suite === 'all' || gradeScenarios[id].suite === suite);
}

/** A scenario, typed with its own checks. */
export const scenarioOf = (id: ScenarioId): GradeScenario<CheckId> => gradeScenarios[id];
