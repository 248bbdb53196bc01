/**
 * The Ichabod MCP server, built per request for the signed-in profile. Tools answer JSON text;
 * a refusal is the catalog's tool error, `{ "error", "message" }`.
 */
import { McpServer, type CallToolResult } from '@modelcontextprotocol/server';
import * as z from 'zod';
import type { FaultTable } from '../../faults.ts';
import { toolResult } from '../../wire.ts';
import type { IchabodProfile } from './credentials.ts';
import { IchabodRefusal, isIchabodRefusal } from './refusal.ts';
import type { IchabodState } from './state.ts';

const json = (value: Record<string, unknown>): CallToolResult => ({
  content: [{ type: 'text', text: JSON.stringify(value) }],
  structuredContent: value,
});

const invalid = (message: string): never => {
  throw new IchabodRefusal('validation_error', message);
};

function checkUrl(name: string, value: string | undefined): void {
  if (value === undefined) return;
  try {
    if (['http:', 'https:'].includes(new URL(value).protocol)) return;
  } catch {
    // Answered below, as any value that is not an http(s) URL.
  }
  invalid(`${name} must be a valid URL.`);
}

const roleFields = {
  title: z.string().optional(),
  description: z.string().optional(),
  apply_url: z.string().optional().describe('Where candidates apply: an http(s) URL.'),
};

/** Wraps a tool's work for one side (or both), counting it in the hourly bucket unless it is `free`. */
type ToolOf = <Args>(
  side: IchabodProfile['type'] | 'any',
  name: string,
  run: (args: Args) => CallToolResult,
  free?: boolean,
) => (args: Args) => CallToolResult;

/** What the tools of one request work with. */
interface Scope {
  server: McpServer;
  state: IchabodState;
  profile: IchabodProfile;
  tool: ToolOf;
}

/** Builds the server for one request of `profile`. */
export function buildIchabodServer(
  state: IchabodState,
  profile: IchabodProfile,
  faults: FaultTable,
  credential: string | undefined,
): McpServer {
  const server = new McpServer({ name: 'ichabod', version: '1.0.0' });
  const tool = toolFor(state, profile, faults, credential);
  server.registerTool(
    'get_rate_limits',
    {
      description: 'Your rate-limit bucket: limit, remaining calls and when it resets. Free.',
      annotations: { readOnlyHint: true },
    },
    () => tool<undefined>('any', 'get_rate_limits', () => json(state.rateLimits(profile)), true)(undefined),
  );
  const scope: Scope = { server, state, profile, tool };
  registerRoleTools(scope);
  registerMatchTools(scope);
  registerProfileTools(scope);
  return server;
}

/** The request's `tool`: a fault the scene injected answers first; then the bucket is spent and the side checked. */
function toolFor(
  state: IchabodState,
  profile: IchabodProfile,
  faults: FaultTable,
  credential: string | undefined,
): ToolOf {
  return <Args>(
      side: IchabodProfile['type'] | 'any',
      name: string,
      run: (args: Args) => CallToolResult,
      free = false,
    ) =>
    (args: Args): CallToolResult => {
      const injected = faults.take('ichabod', 'tool-call', { credential });
      if (injected) return toolResult(injected.entry, injected.values);
      try {
        if (!free) state.spendCall(profile);
        if (side !== 'any' && profile.type !== side) {
          const own = profile.type === 'founder' ? 'Founder' : 'Seeker';
          const needed = side === 'founder' ? 'Founder' : 'Seeker';
          throw new IchabodRefusal('forbidden', `${name} requires a ${needed} profile; this key belongs to a ${own}.`);
        }
        return run(args);
      } catch (error) {
        if (isIchabodRefusal(error)) return error.toToolResult();
        throw error;
      }
    };
}

/** A Founder's roles: post, update and close one; and get a role, as either side. */
function registerRoleTools({ server, state, profile, tool }: Scope): void {
  server.registerTool(
    'post_role',
    {
      description: 'Post a role (Founder; costs a credit).',
      inputSchema: z.object({ ...roleFields, title: z.string(), description: z.string() }),
    },
    tool('founder', 'post_role', ({ title, description, apply_url }) => {
      if (title.trim() === '') invalid('title must not be empty.');
      if (description.trim() === '') invalid('description must not be empty.');
      checkUrl('apply_url', apply_url);
      state.charge(profile, 'post_role');
      const role = {
        id: state.nextRoleId(),
        founder: profile.id,
        title,
        description,
        apply_url,
        status: 'open' as const,
      };
      state.roles.set(role.id, role);
      return json({ role, balance: state.credits.get(profile.id) ?? 0 });
    }),
  );
  server.registerTool(
    'update_role',
    {
      description: 'Change an open role of yours (Founder).',
      inputSchema: z.object({ role_id: z.string(), ...roleFields }),
    },
    tool('founder', 'update_role', ({ role_id, ...change }) => {
      const role = state.ownRole(profile, role_id);
      if (Object.values(change).every((value) => value === undefined)) invalid('Give at least one field to update.');
      checkUrl('apply_url', change.apply_url);
      Object.assign(role, Object.fromEntries(Object.entries(change).filter(([, value]) => value !== undefined)));
      return json({ role });
    }),
  );
  server.registerTool(
    'close_role',
    { description: 'Close an open role of yours (Founder).', inputSchema: z.object({ role_id: z.string() }) },
    tool('founder', 'close_role', ({ role_id }) => {
      const role = state.ownRole(profile, role_id);
      role.status = 'closed';
      return json({ role });
    }),
  );
  server.registerTool(
    'get_role',
    {
      description: 'A role: one of yours (Founder) or an open one (Seeker).',
      inputSchema: z.object({ role_id: z.string() }),
      annotations: { readOnlyHint: true },
    },
    tool('any', 'get_role', ({ role_id }) => {
      if (profile.type === 'founder') return json({ role: state.ownRole(profile, role_id, true) });
      const role = state.roles.get(role_id);
      if (!role || role.status !== 'open') throw new IchabodRefusal('not_found', `No open role ${role_id}.`);
      return json({ role });
    }),
  );
}

/** Mutual matches: list them, unlock a matched seeker (Founder), and express interest in a role (Seeker). */
function registerMatchTools({ server, state, profile, tool }: Scope): void {
  server.registerTool(
    'list_matches',
    { description: 'Your current mutual matches.', annotations: { readOnlyHint: true } },
    () =>
      tool<undefined>('any', 'list_matches', () => {
        if (profile.type === 'founder') {
          const matches = state.matchesOf(profile).map(({ seeker, role }) => ({
            seeker_id: seeker.id,
            name: seeker.name,
            headline: seeker.headline,
            role_id: role.id,
          }));
          return json({ matches });
        }
        const roles = [...state.roles.values()].filter(
          (role) => role.status === 'open' && state.interests.has(`${profile.id} ${role.id}`),
        );
        return json({ matches: roles.map(({ id, title }) => ({ role_id: id, title })) });
      })(undefined),
  );
  server.registerTool(
    'unlock_seeker',
    {
      description: 'Unlock the contact of a seeker you have a mutual match with (Founder; costs a credit).',
      inputSchema: z.object({ seeker_id: z.string() }),
    },
    tool('founder', 'unlock_seeker', ({ seeker_id }) => {
      const match = state.matchesOf(profile).find(({ seeker }) => seeker.id === seeker_id);
      if (!match) throw new IchabodRefusal('not_found', `No current mutual match with seeker ${seeker_id}.`);
      const pair = `${profile.id} ${seeker_id}`;
      if (!state.unlocked.has(pair)) state.charge(profile, 'unlock_seeker');
      state.unlocked.add(pair);
      return json({ seeker: match.seeker, balance: state.credits.get(profile.id) ?? 0 });
    }),
  );
  server.registerTool(
    'express_interest',
    { description: 'Say you are interested in an open role (Seeker).', inputSchema: z.object({ role_id: z.string() }) },
    tool('seeker', 'express_interest', ({ role_id }) => {
      const role = state.roles.get(role_id);
      if (!role || role.status !== 'open') throw new IchabodRefusal('not_found', `No open role ${role_id}.`);
      state.interests.add(`${profile.id} ${role_id}`);
      return json({ role_id, interested: true });
    }),
  );
}

/** A Seeker's own profile, and a Founder's balance. */
function registerProfileTools({ server, state, profile, tool }: Scope): void {
  server.registerTool(
    'update_profile',
    {
      description: 'Change your seeker profile (Seeker).',
      inputSchema: z.object({ headline: z.string().optional(), email: z.string().optional() }),
    },
    tool('seeker', 'update_profile', ({ headline, email }) => {
      if (headline === undefined && email === undefined) invalid('Give at least one field to update.');
      if (email !== undefined && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email))
        invalid('email must be a valid email address.');
      const seeker = state.seekers.get(profile.id)!;
      Object.assign(seeker, headline === undefined ? {} : { headline }, email === undefined ? {} : { email });
      return json({ profile: seeker });
    }),
  );
  server.registerTool(
    'get_balance',
    { description: 'Your credit balance (Founder).', annotations: { readOnlyHint: true } },
    () =>
      tool<undefined>('founder', 'get_balance', () => json({ balance: state.credits.get(profile.id) ?? 0 }))(undefined),
  );
}
