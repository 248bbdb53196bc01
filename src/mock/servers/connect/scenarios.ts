import { limitsOf, type Rate } from '../../../catalog/index.ts';
import type { Observation } from '../../scenarios/driver.ts';
import type { ScenarioContext, ServerScenarios } from '../../scenarios/scenario.ts';

/** A Connect limit's rate, from the catalog. */
function rateOf(id: string): Rate {
  const rate = limitsOf('connect').find((limit) => limit.id === id)?.rate;
  if (!rate) throw new Error(`Connect scenarios: no rate for ${id} in the catalog.`);
  return rate;
}

/**
 * Sends `count` requests spread evenly over `windowSeconds`, and stops just before the first of them ages out of
 * the window: the window is full, and will start to drain in a moment.
 */
async function evenly(context: ScenarioContext, count: number, windowSeconds: number, send: () => Promise<unknown>) {
  const gap = (windowSeconds * 1000) / count;
  for (let sent = 0; sent < count; sent += 1) {
    await send();
    context.advance(sent < count - 1 ? gap : gap * 0.8);
  }
}

/** A request to the public API, as part of the scene, or (`by: 'client'`) as the client's own. */
function rest(context: ScenarioContext, path: string, by: 'scene' | 'client' = 'scene'): Promise<Observation> {
  const driver = context.driver('connect');
  return (by === 'client' ? context.client(driver) : driver).send(`${context.origin}/connect${path}`, {}, 'rest');
}

/** Requests that make the Connect mock produce each of its entries. */
export const connectScenarios: ServerScenarios<'connect'> = {
  ordinaryCall: async (context) => [
    await context.client(context.driver('connect')).callTool('search_docs', { q: 'retry' }),
  ],
  rules: {
    // The scene fills the rolling window evenly over the last minute, so the oldest requests are about to age out:
    // "a short wait may be enough — but retrying immediately guarantees another 429 and adds to the count".
    'rate-limit-public': async (context) => {
      const { count, windowSeconds } = rateOf('connect.limit.public-requests');
      await evenly(context, count, windowSeconds, () => rest(context, '/api/public/pages/api-errors'));
      return [await rest(context, '/api/public/pages/api-errors', 'client')];
    },
    'rate-limit-mcp': async (context) => {
      const { count, windowSeconds } = rateOf('connect.limit.mcp-calls');
      const driver = context.driver('connect');
      await evenly(context, count, windowSeconds, () => driver.callTool('search_docs', { q: 'retry' }));
      return [await context.client(driver).callTool('search_docs', { q: 'retry' })];
    },
    'unknown-reference': async (context) => [await rest(context, '/api/public/pages/no-such-page', 'client')],
    'parameter-range': async (context) => [await rest(context, '/api/public/search?q=a', 'client')],
    'foreign-origin': async (context) => [
      await context
        .client(context.driver('connect'))
        .callTool('search_docs', { q: 'retry' }, { headers: { Origin: 'https://evil.example' } }),
    ],
    'method-not-allowed': async (context) => [
      await context
        .client(context.driver('connect'))
        .send(`${context.origin}/connect/mcp`, { method: 'GET', headers: { Accept: 'text/event-stream' } }),
    ],
    'body-too-large': async (context) => [
      await context.client(context.driver('connect')).callTool('search_docs', { q: 'x'.repeat(256 * 1024) }),
    ],
    'invalid-json': async (context) => [
      await context.client(context.driver('connect')).rpc('tools/list', {}, { rawBody: '{not json' }),
    ],
    'header-mismatch': async (context) => [
      await context
        .client(context.driver('connect'))
        .callTool('search_docs', { q: 'retry' }, { headers: { 'Mcp-Name': 'get_page' } }),
    ],
    'unknown-method': async (context) => [await context.client(context.driver('connect')).rpc('pages/rewrite')],
    'empty-query': async (context) => [
      await context.client(context.driver('connect')).callTool('search_docs', { q: '' }),
    ],
    // One observation per wire form: an unknown tool, resource and prompt.
    'unknown-name': async (context) => [
      await context.client(context.driver('connect')).callTool('no_such_tool', {}),
      await context
        .driver('connect')
        .rpc(
          'resources/read',
          { uri: 'connect://pages/no-such-page' },
          { headers: { 'Mcp-Name': 'connect://pages/no-such-page' } },
        ),
      await context
        .driver('connect')
        .rpc('prompts/get', { name: 'no_such_prompt' }, { headers: { 'Mcp-Name': 'no_such_prompt' } }),
    ],
    'session-id-ignored': async (context) => [
      await context
        .client(context.driver('connect'))
        .callTool('search_docs', { q: 'retry' }, { headers: { 'Mcp-Session-Id': '1234' } }),
    ],
  },
};
