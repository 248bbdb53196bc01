/**
 * Messages in Rooms: sending (with `idempotency_key` replays), reading, reacting, and the
 * `wait_for_messages` long-poll.
 */
import { roomsSizes } from './budgets.ts';
import type { RoomsPrincipal } from './directory.ts';
import { RoomsRefusal } from './refusal.ts';
import { invalid, type Room, type RoomMessage, type RoomsState } from './state.ts';

/** A message as both surfaces show it. */
export type MessageView = Omit<RoomMessage, 'reactions'> & { reactions: Record<string, number> };

export function viewOf(message: RoomMessage): MessageView {
  const reactions = Object.fromEntries(Object.entries(message.reactions).map(([emoji, who]) => [emoji, who.length]));
  return { ...message, reactions };
}

/** Sends a message; a reused `idempotency_key` returns the original message and its reply. */
export function sendMessage(
  state: RoomsState,
  caller: RoomsPrincipal,
  slug: string,
  body: string,
  idempotencyKey?: string,
): { message: RoomMessage; reply: string; replayed: boolean } {
  const room = state.memberRoom(caller, slug);
  const bytes = new TextEncoder().encode(body).byteLength;
  if (bytes === 0) invalid('body is empty.', 'Write something in body.');
  if (bytes > roomsSizes.messageBodyBytes) {
    invalid(
      `body is ${bytes} bytes; the limit is ${roomsSizes.messageBodyBytes} bytes of UTF-8.`,
      'Shorten body and send again.',
    );
  }
  if (
    idempotencyKey !== undefined &&
    (idempotencyKey.length === 0 || idempotencyKey.length > roomsSizes.idempotencyKey)
  ) {
    invalid(`idempotency_key must be 1 to ${roomsSizes.idempotencyKey} characters.`, 'Shorten idempotency_key.');
  }
  const replayKey = idempotencyKey === undefined ? undefined : [caller.id, slug, idempotencyKey].join('\n');
  const original = replayKey === undefined ? undefined : state.sent.get(replayKey);
  if (original) return { ...original, replayed: true };
  state.budgets.spend('messages', caller.id);
  const message: RoomMessage = {
    id: state.nextId('m'),
    room: slug,
    author: caller.name,
    body,
    sent_at: new Date(state.clock.now()).toISOString(),
    reactions: {},
  };
  room.messages.push(message);
  const reply = `Sent message ${message.id} to ${slug}.`;
  if (replayKey !== undefined) state.sent.set(replayKey, { message, reply });
  room.waiters.forEach((wake) => wake());
  return { message, reply, replayed: false };
}

function pageSize(limit: number | undefined, bounds: { max: number; byDefault: number }): number {
  const size = limit ?? bounds.byDefault;
  if (!Number.isInteger(size) || size < 1 || size > bounds.max)
    invalid(`limit must be 1 to ${bounds.max}.`, 'Ask for a smaller page.');
  return size;
}

function after(room: Room, afterId: string | undefined): RoomMessage[] {
  if (afterId === undefined) return room.messages;
  const index = room.messages.findIndex((message) => message.id === afterId);
  if (index < 0)
    throw new RoomsRefusal('not_found', `No message ${afterId} in room "${room.slug}".`, 'Check the message id.');
  return room.messages.slice(index + 1);
}

/** The latest messages of a room (or those after `afterId`), oldest first. */
export function readMessages(
  state: RoomsState,
  caller: RoomsPrincipal,
  slug: string,
  limit?: number,
  afterId?: string,
): RoomMessage[] {
  const room = state.memberRoom(caller, slug);
  const size = pageSize(limit, roomsSizes.readPage);
  const page = after(room, afterId);
  return afterId === undefined ? page.slice(-size) : page.slice(0, size);
}

/** How often a long-poll looks at the mock clock, in real milliseconds. */
const clockCheckMs = 10;

/**
 * Waits for messages after `afterId` (or for the next one), up to `timeoutSeconds`; an empty page
 * means it timed out. The timeout runs on the mock clock, checked every few real milliseconds, and
 * never longer than the same span of real time: a test advances its clock, the playground's
 * compressed clock ends it early, and a frozen clock cannot hang it.
 */
export async function waitForMessages(
  state: RoomsState,
  caller: RoomsPrincipal,
  slug: string,
  options: { timeoutSeconds?: number | undefined; afterId?: string | undefined; limit?: number | undefined },
  signal?: AbortSignal,
): Promise<RoomMessage[]> {
  const room = state.memberRoom(caller, slug);
  const timeoutSeconds = options.timeoutSeconds ?? roomsSizes.waitTimeout.byDefault;
  if (!(timeoutSeconds >= 0 && timeoutSeconds <= roomsSizes.waitTimeout.max)) {
    invalid(`timeout_s must be 0 to ${roomsSizes.waitTimeout.max}.`, 'Ask for a shorter wait.');
  }
  const size = pageSize(options.limit, { max: roomsSizes.waitPage, byDefault: roomsSizes.waitPage });
  const cursor = options.afterId ?? room.messages.at(-1)?.id;
  const pending = () => (cursor === undefined ? room.messages : after(room, cursor));
  if (pending().length === 0 && timeoutSeconds > 0) {
    const deadline = state.clock.now() + timeoutSeconds * 1000;
    await new Promise<void>((resolve) => {
      const finish = () => {
        clearInterval(clockCheck);
        clearTimeout(realCap);
        room.waiters.delete(finish);
        signal?.removeEventListener('abort', finish);
        resolve();
      };
      const clockCheck = setInterval(() => state.clock.now() >= deadline && finish(), clockCheckMs);
      const realCap = setTimeout(finish, timeoutSeconds * 1000);
      room.waiters.add(finish);
      signal?.addEventListener('abort', finish);
    });
  }
  return pending().slice(0, size);
}

/** Adds a reaction; one the caller already had is free and answers the same. */
export function react(
  state: RoomsState,
  caller: RoomsPrincipal,
  slug: string,
  messageId: string,
  emoji: string,
): { alreadyHad: boolean } {
  const room = state.memberRoom(caller, slug);
  const message = room.messages.find((candidate) => candidate.id === messageId);
  if (!message) throw new RoomsRefusal('not_found', `No message ${messageId} in room "${slug}".`, 'Check message_id.');
  if (emoji.trim() === '' || emoji.length > 32) invalid('emoji must be one emoji.', 'Send a single emoji.');
  const who = message.reactions[emoji] ?? [];
  if (who.includes(caller.id)) return { alreadyHad: true };
  state.budgets.spend('reactions', caller.id);
  message.reactions[emoji] = [...who, caller.id];
  return { alreadyHad: false };
}
