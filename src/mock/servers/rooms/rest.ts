/**
 * Rooms' REST surface under `/rooms/api/...`: the same rules as the MCP tools, signed in with a
 * key or with a browser's session cookie; errors are `{ error: { code, message } }`.
 */
import { getEntry } from '../../../catalog/index.ts';
import { isBodyTooLarge, readBodyText } from '../../body-text.ts';
import { decodeSegment } from '../../json-rpc.ts';
import type { FaultTable } from '../../faults.ts';
import { httpResponse } from '../../wire.ts';
import { claim, releaseClaim } from './claims.ts';
import { keyFrom, principalFor, principalForCookie, type RoomsPrincipal } from './directory.ts';
import { react, readMessages, sendMessage, viewOf, waitForMessages } from './messages.ts';
import { RoomsRefusal, isRoomsRefusal } from './refusal.ts';
import { roomsConfig } from './sessions.ts';
import { invalid, type RoomsState } from './state.ts';
import { headerOf } from '../../page-headers.ts';

type Fields = Record<string, unknown>;

function text(fields: Fields, name: string): string;
function text(fields: Fields, name: string, optional: true): string | undefined;
function text(fields: Fields, name: string, optional = false): string | undefined {
  const value = fields[name];
  if (value === undefined && optional) return undefined;
  return typeof value === 'string' ? value : invalid(`${name} must be a string.`, `Send ${name} as a JSON string.`);
}

function number(value: unknown, name: string): number | undefined {
  if (value === undefined || value === null) return undefined;
  const parsed = typeof value === 'string' ? Number(value) : value;
  return typeof parsed === 'number' && Number.isFinite(parsed)
    ? parsed
    : invalid(`${name} must be a number.`, `Send ${name} as a number.`);
}

async function fieldsOf(request: Request): Promise<Fields> {
  let raw: string;
  try {
    raw = await readBodyText(request, roomsConfig.maxBodyBytes);
  } catch (error) {
    if (isBodyTooLarge(error)) invalid(error.message, 'Send a smaller body.');
    throw error;
  }
  if (raw.trim() === '') return {};
  try {
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)) return parsed as Fields;
  } catch {
    // Answered below, as any body that is not a JSON object.
  }
  return invalid('The body must be a JSON object.', 'Send Content-Type: application/json with an object.');
}

/** Who is calling: a key wins; a cookie signs in a browser, whose writes must come from this site. */
function callerOf(request: Request, origin: string): RoomsPrincipal {
  const authorization = request.headers.get('Authorization');
  if (authorization !== null) return principalFor(keyFrom(authorization));
  const browser = principalForCookie(headerOf(request, 'Cookie'));
  if (!browser) return principalFor(null);
  const from = headerOf(request, 'Origin');
  const write = !['GET', 'HEAD', 'OPTIONS'].includes(request.method);
  if (write && ((from !== null && from !== origin) || request.headers.get('Sec-Fetch-Site') === 'cross-site')) {
    throw new RoomsRefusal('cross_site', `This write came from ${from ?? 'another site'}, not from ${origin}.`, '');
  }
  return browser;
}

/** Answers a REST request; `path` is below `/rooms/api`. */
export async function handleRoomsRest(
  request: Request,
  path: string,
  state: RoomsState,
  faults: FaultTable,
  origin: string,
): Promise<Response> {
  // A fault meant for tool calls answers here only when its entry has a REST form.
  const next = faults
    .list()
    .find(
      (fault) => fault.server === 'rooms' && getEntry(fault.entry).wire.some((wire) => wire.kind === 'tool-result'),
    );
  if (next && getEntry(next.entry).wire.some((wire) => wire.surface === 'rest')) {
    const injected = faults.take('rooms', 'tool-call');
    if (injected) return httpResponse(injected.entry, injected.values, 'rest');
  }
  try {
    return await route(request, path, state, origin);
  } catch (error) {
    if (isRoomsRefusal(error)) return error.toResponse();
    throw error;
  }
}

/** What a route's answer works with. */
interface RestCall {
  request: Request;
  state: RoomsState;
  caller: RoomsPrincipal;
  query: URLSearchParams;
  body: Fields;
  slug: string;
  id: string | undefined;
}

async function route(request: Request, path: string, state: RoomsState, origin: string): Promise<Response> {
  const caller = callerOf(request, origin);
  const query = new URL(request.url).searchParams;
  const { at, slug, id } = routeOf(request.method, path);
  const body = ['POST', 'PUT', 'PATCH'].includes(request.method) ? await fieldsOf(request) : {};
  const call: RestCall = { request, state, caller, query, body, slug, id };
  const answer = answerRoomRoute(at, call) ?? (await answerMessageRoute(at, call));
  if (answer) return answer;
  throw new RoomsRefusal('not_found', `No route ${request.method} /rooms/api${path}.`, 'Check the path.');
}

/** The route a request names (`POST rooms/:slug/messages`), with the slug and the id its path gives. */
function routeOf(method: string, path: string): { at: string; slug: string; id: string | undefined } {
  const parts = path
    .split('/')
    .filter(Boolean)
    .map(
      (segment) =>
        decodeSegment(segment) ??
        invalid(`The path segment "${segment}" is not valid percent-encoding.`, 'Write a "%" as %25.'),
    );
  const [collection, slug = '', sub, id, leaf] = parts;
  const at = `${method} ${[collection, slug && ':slug', sub, id && ':id', leaf].filter(Boolean).join('/')}`;
  return { at, slug, id };
}

/** Answers the routes of rooms, invites, claims, the status and keys; `undefined` for any other. */
function answerRoomRoute(at: string, { state, caller, body, slug, id }: RestCall): Response | undefined {
  switch (at) {
    case 'GET rooms':
      return Response.json({
        rooms: state.roomsOf(caller).map(({ slug: s, name, topic }) => ({ slug: s, name, topic })),
      });
    case 'POST rooms': {
      const room = state.createRoom(caller, text(body, 'slug'), text(body, 'name', true));
      return Response.json({ room: { slug: room.slug, name: room.name, topic: room.topic } }, { status: 201 });
    }
    case 'PATCH rooms/:slug': {
      const room = state.renameRoom(caller, slug, { name: text(body, 'name', true), topic: text(body, 'topic', true) });
      return Response.json({ room: { slug: room.slug, name: room.name, topic: room.topic } });
    }
    case 'POST rooms/:slug/join':
      state.joinRoom(caller, slug, text(body, 'invite', true));
      return Response.json({ ok: true });
    case 'POST rooms/:slug/invites':
      return Response.json({ invite: state.createInvite(caller, slug, number(body['uses'], 'uses')) }, { status: 201 });
    case 'POST rooms/:slug/claims': {
      const key = text(body, 'key');
      return Response.json(
        { key, ...claim(state, caller, slug, key, number(body['lease_s'], 'lease_s')) },
        { status: 201 },
      );
    }
    case 'DELETE rooms/:slug/claims/:id':
      releaseClaim(state, caller, slug, id ?? '');
      return Response.json({ ok: true });
    case 'PUT status':
      return Response.json(state.setStatus(caller, text(body, 'status'), number(body['expires_s'], 'expires_s')));
    case 'DELETE status': {
      const { alreadyGone } = state.clearStatus(caller);
      return alreadyGone
        ? httpResponse(getEntry('rooms.tool.already-applied'), {}, 'rest')
        : Response.json({ ok: true });
    }
    case 'GET keys':
      if (caller.kind === 'agent')
        throw new RoomsRefusal('forbidden', 'Agent keys cannot use the keys endpoints.', 'Use a user key.');
      return Response.json({ keys: [{ name: 'default', kind: caller.kind }] });
  }
  return undefined;
}

/** Answers the routes of a room's messages and reactions; `undefined` for any other. */
async function answerMessageRoute(
  at: string,
  { request, state, caller, query, body, slug, id }: RestCall,
): Promise<Response | undefined> {
  switch (at) {
    case 'GET rooms/:slug/messages': {
      const messages = readMessages(
        state,
        caller,
        slug,
        number(query.get('limit'), 'limit'),
        query.get('after') ?? undefined,
      );
      return Response.json({ messages: messages.map(viewOf) });
    }
    case 'POST rooms/:slug/messages': {
      const sent = sendMessage(state, caller, slug, text(body, 'body'), text(body, 'idempotency_key', true));
      return Response.json({ message: viewOf(sent.message) }, { status: sent.replayed ? 200 : 201 });
    }
    case 'GET rooms/:slug/messages/:id': {
      if (id !== 'wait') break;
      const options = {
        timeoutSeconds: number(query.get('timeout_s'), 'timeout_s'),
        afterId: query.get('after') ?? undefined,
        limit: number(query.get('limit'), 'limit'),
      };
      const messages = await waitForMessages(state, caller, slug, options, request.signal);
      return messages.length === 0
        ? httpResponse(getEntry('rooms.tool.long-poll-timeout'), {}, 'rest')
        : Response.json({ messages: messages.map(viewOf) });
    }
    case 'POST rooms/:slug/messages/:id/reactions': {
      const { alreadyHad } = react(state, caller, slug, id ?? '', text(body, 'emoji'));
      return alreadyHad
        ? httpResponse(getEntry('rooms.tool.already-applied'), {}, 'rest')
        : Response.json({ ok: true });
    }
  }
  return undefined;
}
