import type { RuleName } from '../../catalog/index.ts';
import type { Scenario } from './scenario.ts';

/** The specification's entries that the Ichabod mock (2025-11-25, stateless) produces, by rule. */
export const specOnIchabod = {} satisfies Partial<Record<RuleName<'spec'>, Scenario>>;
