import { ichabodDemoKeys, ichabodDemoOAuthClients } from './server.ts';
import type { RawMcpDriver } from '../../scenarios/driver.ts';
import type { ScenarioContext, ServerScenarios } from '../../scenarios/scenario.ts';

/** An Ichabod driver signed in with `credential` (none when `undefined`). */
function signedIn(context: ScenarioContext, credential?: string): RawMcpDriver {
  const driver = context.driver('ichabod');
  driver.token = credential;
  return driver;
}

/** Calls a tool on the stateless endpoint: no `initialize` first, as no session is kept. */
const call = (driver: RawMcpDriver, name: string, args: Record<string, unknown> = {}) =>
  driver.callTool(name, args, { noSession: true });

const role = { title: 'Founding engineer', description: 'Build the first product.' };

/** Requests that make the Ichabod mock produce each of its entries. */
export const ichabodScenarios: ServerScenarios<'ichabod'> = {
  ordinaryCall: async (context) => [
    await call(context.client(signedIn(context, ichabodDemoKeys.founder)), 'list_matches'),
  ],
  rules: {
    'missing-credentials': async (context) => [await context.client(signedIn(context)).initialize()],
    // An access token past its lifetime: minted, used, then left to expire on the mock clock.
    'invalid-credentials': async (context) => {
      const { clientId, clientSecret } = ichabodDemoOAuthClients.founder;
      const body = new URLSearchParams({
        grant_type: 'client_credentials',
        client_id: clientId,
        client_secret: clientSecret,
      });
      const minted = await signedIn(context).send(
        `${context.origin}/ichabod/oauth/token`,
        { method: 'POST', body },
        'rest',
      );
      const token = JSON.parse(minted.body) as { access_token: string; expires_in: number };
      const driver = signedIn(context, token.access_token);
      await driver.initialize();
      context.advance(token.expires_in * 1000);
      return [await context.client(driver).initialize()];
    },
    'wrong-path': async (context) => {
      const driver = signedIn(context, ichabodDemoKeys.founder);
      const initialize = {
        jsonrpc: '2.0',
        id: 1,
        method: 'initialize',
        params: { protocolVersion: '2025-11-25', capabilities: {}, clientInfo: { name: 'scenario', version: '1.0.0' } },
      };
      const headers = {
        'Content-Type': 'application/json',
        Accept: 'application/json, text/event-stream',
        Authorization: `Bearer ${ichabodDemoKeys.founder}`,
      };
      return [
        await context.client(driver).send(`${context.origin}/ichabod/sse`, {
          method: 'POST',
          headers,
          body: JSON.stringify(initialize),
        }),
      ];
    },
    'wrong-profile': async (context) => [
      await call(context.client(signedIn(context, ichabodDemoKeys.seeker)), 'post_role', role),
    ],
    'hourly-rate': async (context) => {
      const driver = signedIn(context, ichabodDemoKeys.founder);
      for (let calls = 0; calls < 100; calls += 1) await call(driver, 'list_matches');
      return [await call(context.client(driver), 'list_matches')];
    },
    'overdraw-credits': async (context) => [
      await call(context.client(signedIn(context, ichabodDemoKeys.founderWithoutCredits)), 'post_role', role),
    ],
    'bad-input': async (context) => [
      await call(context.client(signedIn(context, ichabodDemoKeys.founder)), 'post_role', {
        ...role,
        apply_url: 'not-a-url',
      }),
    ],
    'no-mutual-match': async (context) => [
      await call(context.client(signedIn(context, ichabodDemoKeys.founder)), 'unlock_seeker', { seeker_id: 's_1' }),
    ],
  },
};
