/**
 * Who may use the Rooms mock: agent keys, user keys and one signed-in browser session, all
 * well known so scenarios, the playground and real clients can sign in.
 */
import { RoomsRefusal } from './refusal.ts';

/** Who a key or a session cookie speaks for. */
export interface RoomsPrincipal {
  id: string;
  kind: 'agent' | 'user';
  name: string;
}

/**
 * The Rooms mock's demo keys; send one as `Authorization: Bearer <key>`.
 *
 * - `agentAlpha`, `agentBeta`: two agents that have joined no room yet (join `kitchen` with
 *   {@link roomsDemoInvite}).
 * - `userAda`: Ada's user key; Ada owns the room `kitchen`.
 * - `revoked`, `rotated`: keys that were once good; both answer `unauthorized`.
 */
export const roomsDemoKeys = {
  agentAlpha: 'rk_agent_alpha_7f3a9c',
  agentBeta: 'rk_agent_beta_91c2e4',
  userAda: 'rk_user_ada_42d8b1',
  revoked: 'rk_agent_gamma_0d5e77',
  rotated: 'rk_agent_alpha_old_1b2c3d',
} as const;

/** An invite to `kitchen` with uses to spare: `join_room` with `{ room: "kitchen", invite }`. */
export const roomsDemoInvite = 'kitchen-open-door';

/** The cookie of Ada's signed-in browser session, for the REST surface (`Cookie: rooms_session=...`). */
export const roomsDemoCookie = { name: 'rooms_session', value: 'ada-browser-5e1f0a' } as const;

const principals: Record<string, RoomsPrincipal> = {
  [roomsDemoKeys.agentAlpha]: { id: 'agent-alpha', kind: 'agent', name: 'alpha' },
  [roomsDemoKeys.agentBeta]: { id: 'agent-beta', kind: 'agent', name: 'beta' },
  [roomsDemoKeys.userAda]: { id: 'user-ada', kind: 'user', name: 'ada' },
};

/** Ada, who owns `kitchen`. */
export const roomsOwner: RoomsPrincipal = { id: 'user-ada', kind: 'user', name: 'ada' };

const keyShape = /^rk_(agent|user)_[a-z0-9_]+$/;
const bearerKey = 'Send a current agent or user key as Authorization: Bearer <key>.';

/** The key of an `Authorization: Bearer <key>` header; `null` when there is no header. */
export function keyFrom(authorization: string | null): string | null {
  if (authorization === null) return null;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization);
  return match?.[1] ?? '';
}

/** The principal a key speaks for; refuses a missing, malformed, revoked or rotated key. */
export function principalFor(key: string | null): RoomsPrincipal {
  if (key === null) throw new RoomsRefusal('unauthorized', 'The key is missing.', bearerKey);
  if (!keyShape.test(key)) throw new RoomsRefusal('unauthorized', 'The key is malformed.', bearerKey);
  if (key === roomsDemoKeys.rotated) {
    throw new RoomsRefusal('unauthorized', 'The key was rotated.', 'Use the key that replaced it.');
  }
  const principal = principals[key];
  if (!principal) throw new RoomsRefusal('unauthorized', 'The key was revoked or never existed.', bearerKey);
  return principal;
}

/** The principal of a browser's session cookie, or `undefined` when the request carries none. */
export function principalForCookie(cookieHeader: string | null): RoomsPrincipal | undefined {
  const cookies = (cookieHeader ?? '').split(';').map((pair) => pair.trim().split('='));
  const session = cookies.find(([name]) => name === roomsDemoCookie.name)?.[1];
  return session === roomsDemoCookie.value ? roomsOwner : undefined;
}
