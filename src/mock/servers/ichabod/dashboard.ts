/**
 * Ichabod's dashboard, where a person tops up a profile's credits ("Top up at the dashboard, then
 * retry."): `POST /ichabod/dashboard/credits` with the profile's key as `Authorization: Bearer`
 * and `{ "credits": 5 }`. The mock's stand-in for the page a person uses.
 */
import type { IchabodCredentials } from './credentials.ts';
import type { IchabodState } from './state.ts';

/** Answers the dashboard's routes (`path` below `/ichabod`), or `undefined` for another path. */
export async function handleIchabodDashboard(
  request: Request,
  path: string,
  credentials: IchabodCredentials,
  state: IchabodState,
): Promise<Response | undefined> {
  if (path !== '/dashboard/credits') return undefined;
  if (request.method !== 'POST')
    return Response.json({ error: 'Use POST.' }, { status: 405, headers: { Allow: 'POST' } });
  const credential = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.get('Authorization') ?? '')?.[1];
  const signedIn = credential === undefined ? undefined : credentials.profileOf(credential);
  if (!signedIn) return Response.json({ error: 'Sign in with the profile’s key to top it up.' }, { status: 401 });
  let credits: unknown;
  try {
    credits = (JSON.parse(await request.text()) as { credits?: unknown }).credits;
  } catch {
    credits = undefined;
  }
  if (typeof credits !== 'number' || !Number.isInteger(credits) || credits < 1 || credits > 1000) {
    return Response.json({ error: 'credits must be a whole number from 1 to 1000.' }, { status: 400 });
  }
  const { id } = signedIn.profile;
  const balance = (state.credits.get(id) ?? 0) + credits;
  state.credits.set(id, balance);
  return Response.json({ profile: id, balance });
}
