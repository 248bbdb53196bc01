/** How the entry pages' snippets produce Clockford's entries: alice signs in at 2026-07-28, a session at 2025-11-25. */
import type { SnippetRecipe } from '../snippet-recipe.ts';

export const clockfordSnippets = {
  ordinaryCall: { tool: 'ask_directory', arguments: { question: 'Where is the post office?' } },
  legacySessions: true,
  // The source: sign-in is required at 2026-07-28; the token endpoint issues a demo token.
  signIn: {
    revisions: ['2026-07-28'],
    account: 'alice',
    path: '/clockford/oauth/token',
    form: { account: 'alice', client: 'agent' },
  },
} satisfies SnippetRecipe;
