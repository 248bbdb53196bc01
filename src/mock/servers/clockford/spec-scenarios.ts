import { clockfordToken, inHall } from './scenarios.ts';
import type { RuleName } from '../../../catalog/index.ts';
import type { Scenario } from '../../scenarios/scenario.ts';

/** The specification's entries that the Clockford mock (the one mock that signs in with OAuth) produces, by rule. */
export const specOnClockford = {
  'missing-token': async (context) => {
    await inHall(context, '/town', { signIn: 'required' });
    return [await context.client(context.driver('clockford', '2025-11-25')).initialize()];
  },
  'insufficient-scope': async (context) => {
    const driver = context.driver('clockford', '2026-07-28');
    driver.token = await clockfordToken(context, { account: 'alice', scope: 'read' });
    return [await context.client(driver).rpc('server/discover')];
  },
} satisfies Partial<Record<RuleName<'spec'>, Scenario>>;
