/** Where a docs page and its Markdown copy are served, from its collection id, under the site's base path. */
import { withBase } from '../../base-path.ts';

/** The id as Starlight routes it: `index` is the home page, `guides/index` is `/guides/`. */
const slugOf = (id: string): string => (id === 'index' ? '' : id.replace(/\/index$/, ''));

/** `/servers/clockford/errors/`; the home page is `/`. */
export function htmlPath(id: string): string {
  const slug = slugOf(id);
  return withBase(slug === '' ? '/' : `/${slug}/`);
}

/** `/servers/clockford/errors.md`; the home page's copy is `/index.md`. */
export function markdownPath(id: string): string {
  return withBase(`/${slugOf(id) || 'index'}.md`);
}

/** The `[...slug]` param of the Markdown route: `servers/clockford/errors`, or `index`. */
export function markdownSlug(id: string): string {
  return slugOf(id) || 'index';
}
