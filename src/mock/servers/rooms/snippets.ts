/**
 * How the entry pages' snippets produce Rooms' entries: agent alpha's key on every call, a session at 2025-11-25, and
 * the REST form of an entry after the MCP one. The cross-site write is a REST route's alone.
 */
import { durationOf, type CatalogEntry, type RuleName } from '../../../catalog/index.ts';
import type { SnippetRecipe, SnippetStep } from '../snippet-recipe.ts';
import { roomsDemoCookie, roomsDemoKeys } from './directory.ts';

const key = roomsDemoKeys.agentAlpha;

const restRules = {
  'cross-site-cookie-write': [
    'A signed-in browser session cookie, sent from a foreign page.',
    {
      method: 'POST',
      path: '/rooms/api/rooms/kitchen/messages',
      headers: {
        Cookie: `${roomsDemoCookie.name}=${roomsDemoCookie.value}`,
        Origin: 'https://evil.example',
        'Content-Type': 'application/json',
      },
      body: { body: 'hello' },
    },
  ],
} satisfies Partial<Record<RuleName<'rooms'>, readonly SnippetStep[]>>;

/** The same condition meets a REST call; a refused key is refused without one too. */
function restFollowUp(entry: CatalogEntry): readonly SnippetStep[] {
  if (!entry.wire.some((wire) => wire.surface === 'rest')) return [];
  if (durationOf(entry).lasts.kind === 'until-new-credential')
    return [
      'Over REST, reading a room without a key is refused the same way.',
      { path: '/rooms/api/rooms/kitchen/messages' },
    ];
  return ['The same over REST.', { path: '/rooms/api/rooms', headers: { Authorization: `Bearer ${key}` } }];
}

export const roomsSnippets = {
  ordinaryCall: { tool: 'list_rooms', arguments: {} },
  key,
  legacySessions: true,
  restRules,
  restFollowUp,
  restHandlerPath: '*/rooms/api/*',
} satisfies SnippetRecipe;
