/**
 * How the entry pages' snippets produce Connect's entries: no credential, no session. Its public API's entries are
 * REST routes' alone, and its tools answer no injected entry: a tool's reply is met by its rule's arguments.
 */
import { limitRate, type RuleName } from '../../../catalog/index.ts';
import type { SnippetRecipe, SnippetStep } from '../snippet-recipe.ts';

const { count } = limitRate('connect.limit.public-requests');

const restRules = {
  'rate-limit-public': [
    `Fill the public API's window: ${count} requests in the last minute.`,
    { path: `/connect/api/public/search?q=retry&n=[1-${count}]`, quiet: true },
    { path: '/connect/api/public/search?q=retry' },
  ],
  'unknown-reference': [{ path: '/connect/api/public/pages/no-such-page' }],
  'parameter-range': [{ path: '/connect/api/public/search?q=a' }],
} satisfies Partial<Record<RuleName<'connect'>, readonly SnippetStep[]>>;

/** The arguments `search_docs` meets each tool rule with, as the triggers name them. */
const toolRuleArguments = {
  'empty-query': { q: '' },
  'bad-arguments': { q: 42 },
} satisfies Partial<Record<RuleName<'connect' | 'spec'>, Readonly<Record<string, unknown>>>>;

export const connectSnippets = {
  ordinaryCall: { tool: 'search_docs', arguments: { q: 'retry' } },
  legacySessions: false,
  restRules,
  toolRuleArguments,
  restHandlerPath: '*/connect/api/public/*',
} satisfies SnippetRecipe;
