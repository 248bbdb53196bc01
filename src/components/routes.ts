import { withBase } from '../base-path.ts';
import type { ErrorEntry, LimitEntry, ServerId } from '../catalog/index.ts';

// Every path here is under the site's base path (`withBase`), so it can be written into a page as it is.

/** The page that lists a server's errors; the specification's own errors have a page of their own. */
export function errorsPath(server: ServerId): string {
  return withBase(server === 'spec' ? '/spec/errors/' : `/servers/${server}/errors/`);
}

/** The page that lists a server's limits. */
export function limitsPath(server: Exclude<ServerId, 'spec'>): string {
  return withBase(`/servers/${server}/limits/`);
}

/** The explainer's page: paste a response, read what it is. */
export const explainPath = withBase('/explain/');

/** An entry's own page: `/errors/clockford.http.rate-limited/`. */
export function entryPath(id: string): string {
  return withBase(`/errors/${id}/`);
}

/** The Markdown copy of an entry's page: `/errors/clockford.http.rate-limited.md`. */
export function entryMarkdownPath(id: string): string {
  return withBase(`/errors/${id}.md`);
}

/** A deep link to an entry's row in its server's table. */
export function entryHref(entry: Pick<ErrorEntry, 'id' | 'server'>): string {
  return `${errorsPath(entry.server)}#${entry.id}`;
}

/** A deep link to a limit's row. */
export function limitHref(limit: Pick<LimitEntry, 'id' | 'server'>): string {
  return limit.server === 'spec' ? errorsPath('spec') : `${limitsPath(limit.server)}#${limit.id}`;
}
