/** The Clockford hall's HTTP routes, in process: what a person's request may change. */
import { describe, expect, test } from 'vitest';
import { bench, origin } from '../../harness/in-process-mock.ts';
import { countedPost } from '../../harness/endless-body.ts';

const post = (path: string, body: unknown) =>
  bench().fetch(`${origin}/clockford/hall/${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });

const errorOf = async (response: Response) => ((await response.json()) as { error: string }).error;

describe('the hall', () => {
  test.each(['javascript:alert(1)', 'data:text/html,hi', 'file:///etc/passwd', 'ftp://town.example'])(
    'refuses %s as the town’s public address',
    async (publicAddress) => {
      const response = await post('town', { publicAddress });
      expect(response.status).toBe(400);
      expect(await errorOf(response)).toContain('http: or https:');
    },
  );

  test('takes an https public address', async () => {
    const response = await post('town', { publicAddress: 'https://town.example' });
    expect(await response.json()).toMatchObject({ settings: { publicAddress: 'https://town.example' } });
  });

  test('opens the exchange only for an account that exists', async () => {
    const unknown = await post('exchange', { account: 'mallory', open: true });
    expect(unknown.status).toBe(400);
    expect(await errorOf(unknown)).toContain('alice');
    expect((await post('exchange', { account: 'alice', open: true })).status).toBe(200);
  });

  test('answers a malformed percent-escape in an id with a 400 naming it', async () => {
    const response = await post('holds/%ZZ', { decision: 'allowed' });
    expect(response.status).toBe(400);
    expect(await errorOf(response)).toContain('%ZZ');
  });

  test('stops reading a body at the town’s limit', async () => {
    const body = countedPost({ 'Content-Type': 'application/json' });
    const response = (await bench().mock.handle(new Request(`${origin}/clockford/hall/letters`, body.init)))!;
    expect(response.status).toBe(400);
    expect(body.pulled()).toBeLessThan(512 * 1024);
  });
});
