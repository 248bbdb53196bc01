/** How the entry pages' snippets produce Ichabod's entries: every call sends the founder's demo key. */
import type { SnippetRecipe } from '../snippet-recipe.ts';
import { ichabodDemoKeys } from './credentials.ts';

export const ichabodSnippets = {
  ordinaryCall: { tool: 'list_matches', arguments: {} },
  key: ichabodDemoKeys.founder,
  legacySessions: false,
} satisfies SnippetRecipe;
