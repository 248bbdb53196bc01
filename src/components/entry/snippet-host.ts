/** The server a snippet of an entry speaks to: the entry's host, where the mock mounts it, and its snippet recipe. */
import { getServer, type CatalogEntry, type ServerId } from '../../catalog/index.ts';
import { hostModuleOf } from '../../mock/index.ts';
import { recipeFromCatalog, type SnippetRecipe } from '../../mock/index.ts';

export interface SnippetHost {
  id: ServerId;
  /** The path the mock serves it under: `/rooms`. */
  mount: string;
  recipe: SnippetRecipe;
}

/** The host of `entry`'s snippets: its own module's recipe, or one made from its catalog data. */
export function snippetHostOf(entry: CatalogEntry): SnippetHost {
  const module = hostModuleOf(entry);
  const server = getServer(module.id);
  return {
    id: module.id,
    mount: server.mountPath ?? `/${module.id}`,
    recipe: module.snippets ?? recipeFromCatalog(server),
  };
}
