/** Ichabod's demo account: the founder's API key, its OAuth client for a new token, and its person at the dashboard. */
import { demoToken, expectOk } from '../demo-token.ts';
import type { DemoAccount } from '../server-module.ts';
import { ichabodDemoKeys, ichabodDemoOAuthClients } from './credentials.ts';

export const ichabodDemo = {
  authorization: () => Promise.resolve(`Bearer ${ichabodDemoKeys.founder}`),
  async signIn(driver, where) {
    const { founder } = ichabodDemoOAuthClients;
    driver.token = await demoToken(
      `${where.origin}/ichabod/oauth/token`,
      { grant_type: 'client_credentials', client_id: founder.clientId, client_secret: founder.clientSecret },
      where,
    );
  },
  personActions: {
    'ichabod.tool.insufficient-balance': async ({ origin, fetch, driver }) => {
      const response = await fetch(`${origin}/ichabod/dashboard/credits`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${driver.token ?? ''}` },
        body: JSON.stringify({ credits: 5 }),
      });
      await expectOk(response, 'top up');
      return 'The person topped up 5 credits at the dashboard.';
    },
  },
} satisfies DemoAccount;
