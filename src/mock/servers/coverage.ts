/**
 * Compile-time checks over every seed module at once. They are types only, so no code loads all four servers for
 * them: the page loads one server at a time.
 */
import type { RuleName } from '../../catalog/index.ts';
import type { clockford } from './clockford/index.ts';
import type { connect } from './connect/index.ts';
import type { ichabod } from './ichabod/index.ts';
import type { rooms } from './rooms/index.ts';

/** Compiles only when `T` is `never`; otherwise the error names what is in it. */
type None<T extends never> = T;

/** The specification's rules some server's mock produces. */
type SpecRulesCovered = keyof (typeof rooms.specScenarios &
  typeof ichabod.specScenarios &
  typeof clockford.specScenarios &
  typeof connect.specScenarios);

/** Every rule the specification's entries name has a scenario on some server (a missing one does not compile). */
export type SpecRulesWithoutScenario = None<Exclude<RuleName<'spec'>, SpecRulesCovered>>;

/** The `ask-person` entries whose person's action a server's module holds. */
export type ServerPersonActions = keyof (typeof clockford.demo.personActions & typeof ichabod.demo.personActions);
