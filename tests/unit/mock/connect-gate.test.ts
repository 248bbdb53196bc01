/** The Connect mock's gate and public routes, in process. */
import { describe, expect, test } from 'vitest';
import { bench, origin } from '../../harness/in-process-mock.ts';
import { countedPost } from '../../harness/endless-body.ts';
import { mcpHeaders } from '../../harness/raw-http.ts';

describe('the Connect mock', () => {
  test.each([`${origin}/connect/mcp`, `${origin}/connect/api/public/search?q=retry`])(
    'refuses a foreign Host at %s',
    async (url) => {
      const response = await bench().fetch(url, { headers: { Host: 'evil.example' } });
      expect(response.status).toBe(403);
      expect(await response.json()).toMatchObject({ error: { message: 'Invalid Host: evil.example' } });
    },
  );

  test.each(['%ZZ', 'constructor', '__proto__', 'hasOwnProperty'])(
    'answers /api/public/pages/%s with its 404, never a crash',
    async (ref) => {
      const response = await bench().fetch(`${origin}/connect/api/public/pages/${ref}`);
      expect(response.status).toBe(404);
    },
  );

  test('stops reading an MCP body at 256 KiB and answers 413', async () => {
    const body = countedPost(mcpHeaders);
    const response = (await bench().mock.handle(new Request(`${origin}/connect/mcp`, body.init)))!;
    expect(response.status).toBe(413);
    expect(body.pulled()).toBeLessThan(512 * 1024);
  });
});
