import type { Observation } from './driver.ts';
import type { ScenarioContext, ServerScenarios } from './scenario.ts';

const rest = (context: ScenarioContext, path: string, init: RequestInit = {}): Promise<Observation> =>
  context.driver('connect').send(`${context.origin}/connect${path}`, init, 'rest');

/** Requests that make the Connect mock produce each of its entries. */
export const connectScenarios: ServerScenarios<'connect'> = {
  ordinaryCall: async (context) => [await context.driver('connect').callTool('search_docs', { q: 'retry' })],
  rules: {
    'rate-limit-public': async (context) => {
      for (let sent = 0; sent < 240; sent += 1) await rest(context, '/api/public/pages/api-errors');
      return [await rest(context, '/api/public/pages/api-errors')];
    },
    'rate-limit-mcp': async (context) => {
      const driver = context.driver('connect');
      for (let sent = 0; sent < 120; sent += 1) await driver.callTool('search_docs', { q: 'retry' });
      return [await driver.callTool('search_docs', { q: 'retry' })];
    },
    'unknown-reference': async (context) => [await rest(context, '/api/public/pages/no-such-page')],
    'parameter-range': async (context) => [await rest(context, '/api/public/search?q=a')],
    'foreign-origin': async (context) => [
      await context
        .driver('connect')
        .callTool('search_docs', { q: 'retry' }, { headers: { Origin: 'https://evil.example' } }),
    ],
    'method-not-allowed': async (context) => [
      await context
        .driver('connect')
        .send(`${context.origin}/connect/mcp`, { method: 'GET', headers: { Accept: 'text/event-stream' } }),
    ],
    'body-too-large': async (context) => [
      await context.driver('connect').callTool('search_docs', { q: 'x'.repeat(256 * 1024) }),
    ],
    'invalid-json': async (context) => [
      await context.driver('connect').rpc('tools/list', {}, { rawBody: '{not json' }),
    ],
    'header-mismatch': async (context) => [
      await context.driver('connect').callTool('search_docs', { q: 'retry' }, { headers: { 'Mcp-Name': 'get_page' } }),
    ],
    'unknown-method': async (context) => [await context.driver('connect').rpc('pages/rewrite')],
    'empty-query': async (context) => [await context.driver('connect').callTool('search_docs', { q: '' })],
    // One observation per wire form: an unknown tool, resource and prompt.
    'unknown-name': async (context) => [
      await context.driver('connect').callTool('no_such_tool', {}),
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
        .driver('connect')
        .callTool('search_docs', { q: 'retry' }, { headers: { 'Mcp-Session-Id': '1234' } }),
    ],
  },
};
