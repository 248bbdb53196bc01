/**
 * What a client command started by the grader reads: the server URL (its last argument) and the context in
 * `MCP_ATLAS_CONTEXT`. The sample clients share this; a client in another language reads the same two things.
 */
import type { AtlasContext } from '../atlas-context.ts';

export function readContext(): { url: URL; context: AtlasContext } {
  const url = process.argv.at(-1);
  const raw = process.env['MCP_ATLAS_CONTEXT'];
  if (!url || !/^https?:\/\//.test(url)) throw new Error('Give the server URL as the last argument.');
  if (!raw) throw new Error('MCP_ATLAS_CONTEXT is not set: run this client through `npm run grade`.');
  return { url: new URL(url), context: JSON.parse(raw) as AtlasContext };
}

/** Asks the context's token endpoint for a new token, with `scope` when the server named one. */
export async function signIn(context: AtlasContext, scope?: string): Promise<string> {
  if (!context.signIn) throw new Error('The context says no way to sign in.');
  const form = new URLSearchParams({ ...context.signIn.form, ...(scope ? { scope } : {}) });
  const response = await fetch(context.signIn.tokenEndpoint, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: form.toString(),
  });
  const issued = (await response.json()) as { access_token?: string };
  if (!issued.access_token) throw new Error(`Sign-in refused (HTTP ${response.status}).`);
  return issued.access_token;
}
