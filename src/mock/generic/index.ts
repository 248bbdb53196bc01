/** A mock for any catalog: a server, its tools, its rates and every entry as a condition, from one catalog part. */
export { createGenericServer, genericMaxBodyBytes } from './generic-server.ts';
export {
  bodyLimitOf,
  capacityOf,
  catalogPath,
  mountPathOf,
  notFoundEntryOf,
  partEntry,
  ratedLimits,
  replayEntryOf,
} from './catalog-part.ts';
export type { CatalogPart, LimitScope, RatedLimit } from './catalog-part.ts';
export { PartLimiters } from './part-limiters.ts';
export type { LimitRefusal } from './part-limiters.ts';
export { argumentsFor, genericTools, idempotencyKeyOf, ordinaryToolOf, toolsOf } from './tool-set.ts';
export type { CatalogTool } from './tool-set.ts';
export { genericScenarios, triggerGenericEntry } from './scenarios.ts';
export type { GenericScenario, GenericScenarioContext, GenericScenarios } from './scenarios.ts';
