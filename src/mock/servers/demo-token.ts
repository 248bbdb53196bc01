/** What the demo accounts share: asking a token endpoint for a token, and a person's request that must succeed. */
import type { DemoWhere } from './server-module.ts';

/** Asks a token endpoint for a token; throws with the server's own error description when it refuses. */
export async function demoToken(url: string, fields: Record<string, string>, { fetch }: DemoWhere): Promise<string> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  });
  const body = (await response.json()) as { access_token?: string; error_description?: string };
  if (!response.ok || !body.access_token)
    throw new Error(`Sign-in refused: ${body.error_description ?? response.status}`);
  return body.access_token;
}

/** Throws, naming what the person could not do, when a person's request was refused. */
export async function expectOk(response: Response, what: string): Promise<void> {
  if (!response.ok) throw new Error(`The person could not ${what}: HTTP ${response.status} ${await response.text()}`);
  await response.body?.cancel();
}
