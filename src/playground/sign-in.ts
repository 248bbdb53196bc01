/**
 * What the playground does when the reference client hands over a sign-in or a held call: get a
 * token from the server's own token endpoint as a demo account would, and have "the person" decide
 * a held call in Clockford's hall. Real HTTP requests to the mock, like everything else.
 */
import type { FetchLike } from '@modelcontextprotocol/client';
import { ichabodDemoOAuthClients } from '../mock/servers/ichabod/server.ts';
import { roomsDemoInvite, roomsDemoKeys } from '../mock/servers/rooms/server.ts';
import type { RawMcpDriver } from '../mock/scenarios/index.ts';

interface Where {
  origin: string;
  fetch: FetchLike;
}

/** Asks a token endpoint for a token; throws with the server's own error description when it refuses. */
async function token(url: string, fields: Record<string, string>, { fetch }: Where): Promise<string> {
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

/**
 * What the demo agent was given and adds to a call the server asks it to make first: Rooms' invite
 * to `kitchen` (the owner handed it over), for `join_room`.
 */
export const demoCallFirstArguments = { join_room: { invite: roomsDemoInvite } } as const;

/** Signs the driver in again: a new token (with `scope` when the server asked for one), or a current key. */
export async function signInFor(driver: RawMcpDriver, where: Where & { scope?: string | undefined }): Promise<void> {
  const server = /\/([a-z]+)\/mcp$/.exec(driver.endpoint)?.[1];
  if (server === 'clockford') {
    driver.token = await token(
      `${where.origin}/clockford/oauth/token`,
      { account: 'alice', scope: where.scope ?? 'town' },
      where,
    );
  } else if (server === 'ichabod') {
    const { founder } = ichabodDemoOAuthClients;
    driver.token = await token(
      `${where.origin}/ichabod/oauth/token`,
      { grant_type: 'client_credentials', client_id: founder.clientId, client_secret: founder.clientSecret },
      where,
    );
  } else if (server === 'rooms') {
    driver.token = roomsDemoKeys.agentAlpha;
  } else {
    throw new Error(`${server ?? 'This server'} has no sign-in.`);
  }
}

/** The person who runs the agent decides a held call in the hall. */
export async function personDecides(holdId: string, where: Where & { decision: 'allowed' | 'refused' }): Promise<void> {
  const response = await where.fetch(`${where.origin}/clockford/hall/holds/${encodeURIComponent(holdId)}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ decision: where.decision }),
  });
  // A hold already decided (the client polls more than once) is not an error for the playground.
  if (!response.ok && response.status !== 409) await response.body?.cancel();
}
