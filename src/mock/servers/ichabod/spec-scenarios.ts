import type { RuleName } from '../../../catalog/index.ts';
import { ichabodDemoKeys } from './server.ts';
import type { Scenario, ScenarioContext } from '../../scenarios/scenario.ts';

/** A signed-in request to Ichabod's endpoint with another method than POST. */
const withMethod = (context: ScenarioContext, method: 'GET' | 'DELETE') => {
  const driver = context.client(context.driver('ichabod'));
  return driver.send(driver.endpoint, {
    method,
    headers: {
      Accept: 'text/event-stream',
      Authorization: `Bearer ${ichabodDemoKeys.founder}`,
      'MCP-Protocol-Version': '2025-11-25',
    },
  });
};

/** The specification's entries that the Ichabod mock (2025-11-25, stateless) produces, by rule. */
export const specOnIchabod = {
  'get-stream-not-offered': async (context) => [await withMethod(context, 'GET')],
  'session-end-not-allowed': async (context) => [await withMethod(context, 'DELETE')],
} satisfies Partial<Record<RuleName<'spec'>, Scenario>>;
