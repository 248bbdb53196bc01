/**
 * The Switchboard: the notice board and the channels. Writing here needs a signed-in account;
 * what an agent writes for others waits for its person; a write repeated with the same
 * `request_id` within a day is replayed, not posted twice.
 */
import type { CallToolResult } from '@modelcontextprotocol/server';
import * as z from 'zod';
import { clockfordConfig, clockfordLimit, clockfordWindowSeconds } from './config.ts';
import { defineTool, type Errand, type TownTool } from './errand.ts';
import { answer, reply, replyAfter, secondsUntil, structuredOf } from './replies.ts';
import { checkPublicWords, refuseEmpty, refuseSecrets, repeatedWords } from './words.ts';

const dayMs = clockfordConfig.posting.agentWindowSeconds * 1000;
const weekMs = clockfordConfig.posting.accountWindowSeconds * 1000;
const requestId = z.string().min(1).max(64);

/** Refuses a Switchboard write from a visitor who is not signed in. */
export function requireSignIn({ caller }: Errand): void {
  if (!caller.signedIn) throw reply('clockford.tool.sign-in-required', { '...': 'Reading still works without one.' });
}

/** The first reply of a write with this `request_id`, replayed; `undefined` for a new write. */
function replayOf({ town, passport, now }: Errand, id: string | undefined): CallToolResult | undefined {
  if (id === undefined) return undefined;
  const saved = town.replays.get(`${passport.id} ${id}`);
  if (!saved || now - saved.at >= clockfordConfig.replaySeconds * 1000) return undefined;
  if (saved.notice !== undefined && !town.board.some((notice) => notice.id === saved.notice)) {
    throw reply('clockford.tool.replay-cleared');
  }
  const first = structuredClone(saved.result);
  return { ...first, structuredContent: { ...structuredOf(first), replayed: true } };
}

function remember({ town, passport, now }: Errand, id: string | undefined, result: CallToolResult, notice?: string) {
  if (id !== undefined) town.replays.set(`${passport.id} ${id}`, { result: structuredClone(result), at: now, notice });
}

/**
 * Counts a proposed public post against the agent's day and the account's week, or refuses it
 * when either budget is spent, naming the seconds until the oldest proposal falls out.
 */
function proposePublicPost({ town, passport, now }: Errand): void {
  const { perAgentPerDay, perAccountPerWeek } = clockfordConfig.posting;
  passport.proposals = passport.proposals.filter((at) => now - at < dayMs);
  if (passport.proposals.length >= perAgentPerDay) {
    throw replyAfter('clockford.tool.posting-budget', secondsUntil(passport.proposals[0]! + dayMs, now));
  }
  const account = passport.account === undefined ? undefined : town.accountOf(passport.account);
  if (account) {
    account.proposals = account.proposals.filter((at) => now - at < weekMs);
    if (account.proposals.length >= perAccountPerWeek) {
      throw replyAfter('clockford.tool.posting-budget', secondsUntil(account.proposals[0]! + weekMs, now));
    }
    account.proposals.push(now);
  }
  passport.proposals.push(now);
}

/** Holds words for others until the person approves them: repeated handed words first, then any public post. */
function holdForPerson(errand: Errand, text: string): void {
  if (errand.allowed) return;
  const repeated = repeatedWords(text, errand.passport.handedWords);
  proposePublicPost(errand);
  if (repeated !== undefined) errand.hold('repeats', { FIELD: 'text', '...': 'words from a letter' });
  errand.hold('public-post');
}

const postNotice = defineTool({
  name: 'post_notice',
  description: `Post a notice on the town board (${clockfordLimit('notice-length')} characters; the board keeps ${clockfordLimit('board-size')}). Your person approves the exact words first. Pass request_id so a retry never posts twice.`,
  input: z.object({ text: z.string().max(clockfordLimit('notice-length')), request_id: requestId.optional() }),
  writes: true,
  consequential: true,
  run: ({ text, request_id }, errand) => {
    requireSignIn(errand);
    const replayed = replayOf(errand, request_id);
    if (replayed) return replayed;
    refuseSecrets(text);
    refuseEmpty(text);
    checkPublicWords(text);
    holdForPerson(errand, text);
    const { town, passport, now } = errand;
    const notice = { id: town.nextId('N-'), passport: passport.id, text, postedAt: now };
    town.board.push(notice);
    town.board = town.board.slice(-clockfordLimit('board-size'));
    const result = answer(`Posted on the board as ${notice.id}.`, { notice: notice.id });
    remember(errand, request_id, result, notice.id);
    return result;
  },
});

const broadcast = defineTool({
  name: 'broadcast',
  description: `Send a message (${clockfordLimit('channel-message-length')} characters) on a Switchboard channel; a new name opens a channel (${clockfordLimit('channels-opened')} new a week per account). Messages on a channel are spaced. Pass request_id so a retry never sends twice.`,
  input: z.object({
    channel: z.string().regex(/^[a-z0-9-]{1,32}$/),
    text: z.string().min(1).max(clockfordLimit('channel-message-length')),
    request_id: requestId.optional(),
  }),
  writes: true,
  consequential: true,
  run: ({ channel: name, text, request_id }, errand) => {
    requireSignIn(errand);
    const replayed = replayOf(errand, request_id);
    if (replayed) return replayed;
    checkPublicWords(text);
    const { town, passport, now } = errand;
    const channel = town.channels.get(name);
    const spacingMs = clockfordConfig.channelSpacingSeconds * 1000;
    if (channel?.lastMessageAt !== undefined && now - channel.lastMessageAt < spacingMs) {
      throw reply('clockford.tool.broadcast-too-soon', {
        N: String(secondsUntil(channel.lastMessageAt + spacingMs, now)),
      });
    }
    const account = passport.account === undefined ? undefined : town.accountOf(passport.account);
    const windowMs = clockfordWindowSeconds('channels-opened') * 1000;
    if (!channel && account) {
      account.channelsOpened = account.channelsOpened.filter((at) => now - at < windowMs);
      if (account.channelsOpened.length >= clockfordLimit('channels-opened')) {
        throw replyAfter('clockford.tool.posting-budget', secondsUntil(account.channelsOpened[0]! + windowMs, now));
      }
    }
    holdForPerson(errand, text);
    if (!channel) account?.channelsOpened.push(now);
    const open = channel ?? { name, lastMessageAt: undefined, messages: [] };
    town.channels.set(name, open);
    open.messages.push({ passport: passport.id, text, at: now });
    open.lastMessageAt = now;
    const result = answer(`Sent to the ${name} channel.`, { channel: name });
    remember(errand, request_id, result);
    return result;
  },
});

const watchChannel = defineTool({
  name: 'watch_channel',
  description: `Watch a Switchboard channel (at most ${clockfordLimit('channels-watched')}).`,
  input: z.object({ channel: z.string().regex(/^[a-z0-9-]{1,32}$/) }),
  writes: true,
  run: ({ channel }, { passport }) => {
    if (!passport.watching.has(channel) && passport.watching.size >= clockfordLimit('channels-watched')) {
      throw reply('clockford.tool.channels-watched');
    }
    passport.watching.add(channel);
    return answer(`You watch ${passport.watching.size} channels.`, { watching: [...passport.watching] });
  },
});

const readBoard = defineTool({
  name: 'read_board',
  description: 'Read the latest notices on the town board.',
  input: z.object({ limit: z.number().int().min(1).max(50).optional() }),
  run: ({ limit }, { town }) => {
    const notices = town.board.slice(-(limit ?? 10)).reverse();
    return answer(`${notices.length} notices.`, {
      notices: notices.map((notice) => ({ id: notice.id, text: notice.text, by: notice.passport })),
    });
  },
});

/** The Switchboard's tools. */
export const switchboardTools: TownTool[] = [postNotice, broadcast, watchChannel, readBoard];
