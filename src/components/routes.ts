import type { ErrorEntry, LimitEntry, ServerId } from '../catalog/index.ts';

/** The page that lists a server's errors; the specification's own errors have a page of their own. */
export function errorsPath(server: ServerId): string {
  return server === 'spec' ? '/spec/errors/' : `/servers/${server}/errors/`;
}

/** The page that lists a server's limits. */
export function limitsPath(server: Exclude<ServerId, 'spec'>): string {
  return `/servers/${server}/limits/`;
}

/** The explainer's page: paste a response, read what it is. */
export const explainPath = '/explain/';

/** An entry's own page: `/errors/clockford.http.rate-limited/`. */
export function entryPath(id: string): string {
  return `/errors/${id}/`;
}

/** The Markdown copy of an entry's page: `/errors/clockford.http.rate-limited.md`. */
export function entryMarkdownPath(id: string): string {
  return `/errors/${id}.md`;
}

/** A deep link to an entry's row in its server's table. */
export function entryHref(entry: Pick<ErrorEntry, 'id' | 'server'>): string {
  return `${errorsPath(entry.server)}#${entry.id}`;
}

/** A deep link to a limit's row. */
export function limitHref(limit: Pick<LimitEntry, 'id' | 'server'>): string {
  return limit.server === 'spec' ? '/spec/errors/' : `${limitsPath(limit.server)}#${limit.id}`;
}
