/**
 * The mock's public names. Code outside `src/mock/` imports the mock from here, from `parts.ts` (its clocks, limiters
 * and reply reading, without any server), `node.ts` (the HTTP server and admin API, Node only), `browser.ts` (the
 * service worker, the page only), `page-headers.ts` (the page's stand-in headers) or a server's own module
 * (`servers/<id>/index.ts`, for its demo account's facts). ESLint holds it to that.
 */
export { createMockServers } from './handler.ts';
export type { MockServers, MockServersOptions } from './handler.ts';
export type { MockContext, MockServer, RequestMeta } from './mock-server.ts';
export { randomIds, sequentialIds } from './ids.ts';
export type { IdSource } from './ids.ts';
export { FaultRequestError, FaultTable, isRequestLevel, parseFault } from './faults.ts';
export type { Fault, FaultLasts, FaultRequest, FaultScope } from './faults.ts';
export { NoScenarioError, RawMcpDriver, triggerEntry } from './scenarios/index.ts';
export type { MockedServer, ScenarioContext } from './scenarios/index.ts';
// The pieces the storm lab and the pages reuse without the servers (`parts.ts`), named here too.
export {
  AdjustableClock,
  limiterFor,
  ManualClock,
  readMessage,
  rollingWindow,
  systemClock,
  tokenBucket,
} from './parts.ts';
export type { Clock, Exchange, FetchLike, Observation, RateLimiter, RateVerdict } from './parts.ts';
export {
  UnknownServerError,
  firstRevisionOf,
  hostModuleOf,
  isModuleLoaded,
  loadHostModuleOf,
  loadServerModule,
  moduleOf,
  mountedModules,
  mountedServerIds,
  mountedServerLines,
} from './servers/registry.ts';
export type { ServerPersonActions, SpecRulesWithoutScenario } from './servers/coverage.ts';
export type {
  DemoAccount,
  DemoWhere,
  PersonAction,
  PersonWhere,
  ServerModule,
  ServerScenarioTable,
} from './servers/server-module.ts';
export { expectOk } from './servers/demo-token.ts';
export { recipeFromCatalog } from './servers/snippet-recipe.ts';
export type { SnippetCall, SnippetRecipe, SnippetRequest, SnippetStep, TokenSignIn } from './servers/snippet-recipe.ts';
// Named from their files, not the generic mock's index: the page loads the generic mock only for a server known only
// by its data (`servers/data-module.ts`).
export { argumentsFor, ordinaryToolOf } from './generic/tool-set.ts';
export { catalogPath } from './generic/catalog-part.ts';
export type { CatalogPart } from './generic/catalog-part.ts';
