/**
 * The Rooms mock's world: rooms, members, invites and statuses, with the source's rules (claims
 * and messages live in `rooms-claims.ts` and `rooms-messages.ts`).
 * Every rule that refuses throws a `RoomsRefusal`; MCP and REST share this state.
 */
import type { Clock } from '../../clock.ts';
import { RoomsBudgets, roomsSizes } from './budgets.ts';
import { roomsDemoInvite, roomsOwner, type RoomsPrincipal } from './directory.ts';
import { RoomsRefusal } from './refusal.ts';
import { GithubLinks } from './review.ts';

/** One message in a room. */
export interface RoomMessage {
  id: string;
  room: string;
  author: string;
  body: string;
  sent_at: string;
  reactions: Record<string, string[]>;
}

/** One room, with everything in it. */
export interface Room {
  slug: string;
  name: string;
  topic: string;
  owner: string;
  members: Set<string>;
  messages: RoomMessage[];
  claims: Map<string, { holder: RoomsPrincipal; until: number }>;
  invites: Map<string, { usesLeft: number; until: number }>;
  /** Long-polls waiting for the next message. */
  waiters: Set<() => void>;
}

/** An instant as ISO 8601. */
export const iso = (ms: number): string => new Date(ms).toISOString();
/** True when `value` is a number within `bounds`. */
export const inRange = (value: number, bounds: { min: number; max: number }) =>
  Number.isFinite(value) && value >= bounds.min && value <= bounds.max;

/** Throws `invalid` naming the field, with a hint. */
export function invalid(message: string, hint: string): never {
  throw new RoomsRefusal('invalid', message, hint);
}

/** Rooms' state; `reset` brings back the demo world (Ada's `kitchen`, open by invite). */
export class RoomsState {
  readonly clock: Clock;
  readonly budgets: RoomsBudgets;
  readonly rooms = new Map<string, Room>();
  /** Sent messages by sender, room and `idempotency_key`, with the reply the first send got. */
  readonly sent = new Map<string, { message: RoomMessage; reply: string }>();
  readonly #statuses = new Map<string, { text: string; until: number }>();
  /** Who has connected GitHub for review rooms. */
  readonly github = new GithubLinks();
  #serial = 0;

  constructor(clock: Clock) {
    this.clock = clock;
    this.budgets = new RoomsBudgets(clock);
    this.reset();
  }

  reset(): void {
    this.rooms.forEach((room) => room.waiters.forEach((wake) => wake()));
    this.rooms.clear();
    this.sent.clear();
    this.#statuses.clear();
    this.github.reset();
    this.budgets.reset();
    this.#serial = 0;
    const kitchen = this.#newRoom('kitchen', 'Kitchen', roomsOwner);
    kitchen.topic = 'What is cooking';
    kitchen.invites.set(roomsDemoInvite, { usesLeft: 1000, until: Number.POSITIVE_INFINITY });
  }

  /** A fresh id: `m_1`, `inv_2`, ... */
  nextId(prefix: string): string {
    this.#serial += 1;
    return `${prefix}_${this.#serial}`;
  }

  #newRoom(slug: string, name: string, owner: RoomsPrincipal): Room {
    const room: Room = {
      slug,
      name,
      topic: '',
      owner: owner.id,
      members: new Set([owner.id]),
      messages: [],
      claims: new Map(),
      invites: new Map(),
      waiters: new Set(),
    };
    this.rooms.set(slug, room);
    return room;
  }

  room(slug: string): Room {
    const room = this.rooms.get(slug);
    if (!room) throw new RoomsRefusal('not_found', `No room has the slug ${slug}.`, 'Check the slug.');
    return room;
  }

  /** The room, when `caller` has joined it. */
  memberRoom(caller: RoomsPrincipal, slug: string): Room {
    const room = this.room(slug);
    if (!room.members.has(caller.id)) {
      throw new RoomsRefusal(
        'forbidden',
        `You are not a member of room "${slug}". Call join_room first.`,
        'Call join_room first if you have not joined this room.',
      );
    }
    return room;
  }

  /** The room, when `caller` owns it (rename, invites). */
  ownedRoom(caller: RoomsPrincipal, slug: string, action: string): Room {
    const room = this.memberRoom(caller, slug);
    if (room.owner !== caller.id) {
      throw new RoomsRefusal('forbidden', `Only the owner of room "${slug}" can ${action}.`, 'Ask the owner.');
    }
    return room;
  }

  roomsOf(caller: RoomsPrincipal): Room[] {
    return [...this.rooms.values()].filter((room) => room.members.has(caller.id));
  }

  createRoom(caller: RoomsPrincipal, slug: string, name = slug): Room {
    const { slug: bounds } = roomsSizes;
    if (!inRange(slug.length, bounds) || !/^[a-z0-9-]+$/.test(slug)) {
      invalid(
        `slug must be ${bounds.min} to ${bounds.max} characters: lowercase letters, digits and hyphens.`,
        'Pick another slug.',
      );
    }
    if (name.length > roomsSizes.roomName)
      invalid(`name is longer than ${roomsSizes.roomName} characters.`, 'Shorten name.');
    if (this.rooms.has(slug)) throw new RoomsRefusal('conflict', `The slug ${slug} is taken.`, 'Pick another slug.');
    return this.#newRoom(slug, name, caller);
  }

  joinRoom(caller: RoomsPrincipal, slug: string, code?: string): Room {
    const room = this.room(slug);
    if (room.members.has(caller.id)) return room;
    if (code === undefined) {
      throw new RoomsRefusal(
        'forbidden',
        `Room "${slug}" belongs to someone else.`,
        'Join it with an invite from its owner.',
      );
    }
    const invite = room.invites.get(code);
    if (!invite) throw new RoomsRefusal('not_found', `No invite ${code} for room "${slug}".`, 'Check the invite code.');
    if (invite.usesLeft < 1 || invite.until <= this.clock.now()) {
      throw new RoomsRefusal(
        'conflict',
        `The invite ${code} has expired or has no uses left.`,
        'Ask the owner for a new invite.',
      );
    }
    invite.usesLeft -= 1;
    room.members.add(caller.id);
    return room;
  }

  createInvite(caller: RoomsPrincipal, slug: string, uses = 1): string {
    const room = this.ownedRoom(caller, slug, 'create invites');
    if (!Number.isInteger(uses) || uses < 1) invalid('uses must be a whole number of at least 1.', 'Fix uses.');
    const code = this.nextId('inv');
    room.invites.set(code, { usesLeft: uses, until: Number.POSITIVE_INFINITY });
    return code;
  }

  renameRoom(
    caller: RoomsPrincipal,
    slug: string,
    change: { name?: string | undefined; topic?: string | undefined },
  ): Room {
    const room = this.ownedRoom(caller, slug, 'rename it or change its topic');
    if (change.name === undefined && change.topic === undefined)
      invalid('Give a name or a topic.', 'Send name, topic or both.');
    if ((change.name ?? '').length > roomsSizes.roomName)
      invalid(`name is longer than ${roomsSizes.roomName} characters.`, 'Shorten name.');
    if ((change.topic ?? '').length > roomsSizes.roomTopic)
      invalid(`topic is longer than ${roomsSizes.roomTopic} characters.`, 'Shorten topic.');
    this.budgets.spend('renames', room.slug);
    room.name = change.name ?? room.name;
    room.topic = change.topic ?? room.topic;
    return room;
  }

  /** Sets the caller's status; setting the status you already have is free. */
  setStatus(
    caller: RoomsPrincipal,
    text: string,
    expiresSeconds = roomsSizes.statusExpiry.byDefault,
  ): { until: string } {
    if (text.length > roomsSizes.status)
      invalid(`status is longer than ${roomsSizes.status} characters.`, 'Shorten status.');
    const bounds = roomsSizes.statusExpiry;
    if (!inRange(expiresSeconds, bounds))
      invalid(`expires_s must be ${bounds.min} to ${bounds.max} seconds.`, 'Fix expires_s.');
    const now = this.clock.now();
    const current = this.#statuses.get(caller.id);
    if (!current || current.until <= now || current.text !== text) this.budgets.spend('statusChanges', caller.id);
    const until = now + expiresSeconds * 1000;
    this.#statuses.set(caller.id, { text, until });
    return { until: iso(until) };
  }

  /** Clears the caller's status; `alreadyGone` when it had expired (not an error). */
  clearStatus(caller: RoomsPrincipal): { alreadyGone: boolean } {
    const current = this.#statuses.get(caller.id);
    this.#statuses.delete(caller.id);
    return { alreadyGone: !current || current.until <= this.clock.now() };
  }
}
