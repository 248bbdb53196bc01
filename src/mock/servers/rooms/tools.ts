/**
 * The Rooms MCP server: one SDK `McpServer` per session, whose tools apply the shared state's
 * rules and answer a refusal as the catalog's one-line error result.
 */
import {
  McpServer,
  ResourceNotFoundError,
  ResourceTemplate,
  type CallToolResult,
  type ServerContext,
} from '@modelcontextprotocol/server';
import * as z from 'zod';
import { getEntry } from '../../../catalog/index.ts';
import type { FaultTable } from '../../faults.ts';
import { toolResult } from '../../wire.ts';
import { claim, releaseClaim } from './claims.ts';
import { principalFor, type RoomsPrincipal } from './directory.ts';
import { roomsSizes } from './budgets.ts';
import { react, readMessages, sendMessage, viewOf, waitForMessages, type MessageView } from './messages.ts';
import { isRoomsRefusal, type RoomsRefusal } from './refusal.ts';
import { openReview } from './review.ts';
import type { RoomsState } from './state.ts';

/** What the gate learned of a request, handed to the tools in `authInfo.extra`. */
export interface RoomsCallFacts {
  /** The Bearer key, `''` for a malformed header, `null` for none. */
  key: string | null;
  /** Set when the request went over the per-address budget. */
  overBudget?: RoomsRefusal;
}

const factsOf = (ctx: ServerContext): RoomsCallFacts =>
  (ctx.http?.authInfo?.extra?.['rooms'] as RoomsCallFacts | undefined) ?? { key: null };

const reply = (text: string, structuredContent?: Record<string, unknown>): CallToolResult => ({
  content: [{ type: 'text', text }],
  ...(structuredContent ? { structuredContent } : {}),
});

const listMessages = (messages: MessageView[]): string =>
  messages.map((message) => `${message.id} ${message.author}: ${message.body}`).join('\n');

const room = z.string().describe('The room slug, such as "kitchen".');
/**
 * A page size the schema states the bounds of, for a client and a reader to see; the tool itself checks them and says
 * what went wrong in its own words, so they are not zod's to enforce.
 */
const pageLimit = (max: number) => z.number().meta({ minimum: 1, maximum: max }).optional();
const readOnly = { readOnlyHint: true };

/** Runs a tool's work as the caller the gate found, after any fault the scene injected; a refusal is its result. */
type Guard = <Args>(
  handler: (caller: RoomsPrincipal, args: Args, ctx: ServerContext) => CallToolResult | Promise<CallToolResult>,
) => (args: Args, ctx: ServerContext) => Promise<CallToolResult>;

/** What one session's tools work with. */
interface Scope {
  server: McpServer;
  state: RoomsState;
  guarded: Guard;
  origin: string;
}

/** Builds one session's server; every tool reads and writes the shared `state`. */
export function buildRoomsMcpServer(state: RoomsState, faults: FaultTable, origin: string): McpServer {
  const server = new McpServer({ name: 'rooms', version: '1.0.0' });
  const scope: Scope = { server, state, guarded: guardFor(faults), origin };
  registerJoinTools(scope);
  registerMessageTools(scope);
  registerClaimAndStatusTools(scope);
  registerRoomTools(scope);
  registerRoomResource(scope);
  return server;
}

/** The session's `guarded`, taking the faults injected for tool calls. */
function guardFor(faults: FaultTable): Guard {
  return <Args>(
      handler: (caller: RoomsPrincipal, args: Args, ctx: ServerContext) => CallToolResult | Promise<CallToolResult>,
    ) =>
    async (args: Args, ctx: ServerContext): Promise<CallToolResult> => {
      const injected = faults.take('rooms', 'tool-call', { credential: ctx.http?.authInfo?.token });
      if (injected) return toolResult(injected.entry, injected.values);
      try {
        const facts = factsOf(ctx);
        if (facts.overBudget) throw facts.overBudget;
        return await handler(principalFor(facts.key), args, ctx);
      } catch (error) {
        if (isRoomsRefusal(error)) return error.toToolResult();
        throw error;
      }
    };
}

/** The rooms you have joined: list them, create one, join one. */
function registerJoinTools({ server, state, guarded }: Scope): void {
  server.registerTool('list_rooms', { description: 'List the rooms you have joined.', annotations: readOnly }, (ctx) =>
    guarded<undefined>((caller) => {
      const rooms = state.roomsOf(caller).map(({ slug, name, topic }) => ({ slug, name, topic }));
      return reply(rooms.map((r) => `${r.slug}: ${r.name}`).join('\n') || 'You have joined no room yet.', { rooms });
    })(undefined, ctx),
  );
  server.registerTool(
    'create_room',
    { description: 'Create a room you own.', inputSchema: z.object({ slug: z.string(), name: z.string().optional() }) },
    guarded((caller, { slug, name }) => reply(`Created room ${state.createRoom(caller, slug, name).slug}.`)),
  );
  server.registerTool(
    'join_room',
    {
      description: 'Join a room: your own, or someone else’s with an invite code.',
      inputSchema: z.object({ room, invite: z.string().optional() }),
    },
    guarded((caller, { room: slug, invite }) => reply(`Joined ${state.joinRoom(caller, slug, invite).slug}.`)),
  );
}

/** A room's messages: send, read and wait for them, and react to one. */
function registerMessageTools({ server, state, guarded }: Scope): void {
  server.registerTool(
    'send_message',
    {
      description: 'Post a message. Pass an idempotency_key so a retry cannot post twice.',
      inputSchema: z.object({ room, body: z.string(), idempotency_key: z.string().optional() }),
    },
    guarded((caller, { room: slug, body, idempotency_key }) => {
      const sent = sendMessage(state, caller, slug, body, idempotency_key);
      if (sent.replayed) {
        return toolResult(getEntry('rooms.tool.idempotent-replay'), { '...': sent.reply, ID: sent.message.id });
      }
      return reply(sent.reply, { message: viewOf(sent.message) });
    }),
  );
  server.registerTool(
    'read_messages',
    {
      description: 'Read the latest messages of a room, or those after a message id.',
      inputSchema: z.object({ room, limit: pageLimit(roomsSizes.readPage.max), after: z.string().optional() }),
      annotations: readOnly,
    },
    guarded((caller, { room: slug, limit, after }) => {
      const messages = readMessages(state, caller, slug, limit, after).map(viewOf);
      return reply(listMessages(messages) || 'No messages.', { messages });
    }),
  );
  server.registerTool(
    'wait_for_messages',
    {
      description: 'Wait up to timeout_s seconds for new messages; an empty page means none came, so call again.',
      inputSchema: z.object({
        room,
        timeout_s: z.number().meta({ minimum: 0, maximum: roomsSizes.waitTimeout.max }).optional(),
        after: z.string().optional(),
        limit: pageLimit(roomsSizes.waitPage),
      }),
      annotations: readOnly,
    },
    guarded(async (caller, { room: slug, timeout_s, after, limit }, ctx) => {
      const options = { timeoutSeconds: timeout_s, afterId: after, limit };
      const messages = (await waitForMessages(state, caller, slug, options, ctx.mcpReq.signal)).map(viewOf);
      if (messages.length === 0) return toolResult(getEntry('rooms.tool.long-poll-timeout'));
      return reply(listMessages(messages), { messages });
    }),
  );
  server.registerTool(
    'react',
    {
      description: 'React to a message with an emoji.',
      inputSchema: z.object({ room, message_id: z.string(), emoji: z.string() }),
      annotations: { idempotentHint: true },
    },
    guarded((caller, { room: slug, message_id, emoji }) => {
      const text = `Reacted ${emoji} to ${message_id}.`;
      const { alreadyHad } = react(state, caller, slug, message_id, emoji);
      return alreadyHad ? toolResult(getEntry('rooms.tool.already-applied'), { '...': text }) : reply(text);
    }),
  );
}

/** Claims on a room's work, and your status. */
function registerClaimAndStatusTools({ server, state, guarded }: Scope): void {
  server.registerTool(
    'claim',
    {
      description: 'Claim a piece of work in a room for a lease, so nobody else takes it.',
      inputSchema: z.object({ room, key: z.string(), lease_s: z.number().optional() }),
    },
    guarded((caller, { room: slug, key, lease_s }) => {
      const { until } = claim(state, caller, slug, key, lease_s);
      return reply(`Claimed ${key} until ${until}.`, { key, until });
    }),
  );
  server.registerTool(
    'release_claim',
    { description: 'Release a claim you hold. Never rate limited.', inputSchema: z.object({ room, key: z.string() }) },
    guarded((caller, { room: slug, key }) => {
      releaseClaim(state, caller, slug, key);
      return reply(`Released ${key}.`);
    }),
  );
  server.registerTool(
    'set_status',
    {
      description: 'Set your status for expires_s seconds. Setting the status you already have is free.',
      inputSchema: z.object({ status: z.string(), expires_s: z.number().optional() }),
    },
    guarded((caller, { status, expires_s }) =>
      reply(`Status set until ${state.setStatus(caller, status, expires_s).until}.`),
    ),
  );
  server.registerTool('clear_status', { description: 'Clear your status.' }, (ctx) =>
    guarded<undefined>((caller) => {
      const text = 'Status cleared.';
      const { alreadyGone } = state.clearStatus(caller);
      return alreadyGone ? toolResult(getEntry('rooms.tool.already-applied'), { '...': text }) : reply(text);
    })(undefined, ctx),
  );
}

/** A room itself: rename it, invite to it, open a review in it. */
function registerRoomTools({ server, state, guarded, origin }: Scope): void {
  server.registerTool(
    'rename_room',
    {
      description: 'Rename a room you own, or change its topic.',
      inputSchema: z.object({ room, name: z.string().optional(), topic: z.string().optional() }),
    },
    guarded((caller, { room: slug, name, topic }) => {
      const renamed = state.renameRoom(caller, slug, { name, topic });
      return reply(`Room ${renamed.slug} is now "${renamed.name}": ${renamed.topic}`);
    }),
  );
  server.registerTool(
    'create_invite',
    {
      description: 'Create an invite code to a room you own.',
      inputSchema: z.object({ room, uses: z.number().optional() }),
    },
    guarded((caller, { room: slug, uses }) => {
      const invite = state.createInvite(caller, slug, uses);
      return reply(`Invite ${invite} to ${slug}.`, { invite });
    }),
  );
  server.registerTool(
    'open_review',
    {
      description: 'Open a review of a GitHub repository in a room; the person who runs you connects GitHub first.',
      inputSchema: z.object({ room, repository: z.string() }),
    },
    guarded((caller, { room: slug, repository }) => openReview(state, caller, slug, repository, origin)),
  );
}

/** Each room as a resource, `rooms://rooms/{slug}`. */
function registerRoomResource({ server, state }: Scope): void {
  const roomTemplate = new ResourceTemplate('rooms://rooms/{slug}', {
    list: () => ({
      resources: [...state.rooms.values()].map(({ slug, name }) => ({ uri: `rooms://rooms/${slug}`, name })),
    }),
  });
  server.registerResource(
    'room',
    roomTemplate,
    { description: 'A room: its name and topic.', mimeType: 'application/json' },
    (uri, { slug }) => {
      const found = typeof slug === 'string' ? state.rooms.get(slug) : undefined;
      // Sent as 2025-11-25's -32002 by the session's transport (see useLegacyResourceNotFound).
      if (!found) throw new ResourceNotFoundError(uri.href);
      const text = JSON.stringify({
        slug: found.slug,
        name: found.name,
        topic: found.topic,
        members: found.members.size,
      });
      return { contents: [{ uri: uri.href, mimeType: 'application/json', text }] };
    },
  );
}
