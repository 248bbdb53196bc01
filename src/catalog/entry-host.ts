/**
 * Which mock produces an entry, from the catalog's servers alone. Its own module, not `entry-index-data.ts`: that
 * module is replaced by its value in the browser build, and the registry needs this function there too.
 */
import type { ErrorEntry, Server, ServerId } from './schema.ts';

/**
 * The server whose mock produces an entry. A server's own entry runs on it. A specification entry runs on the server
 * its trigger names ("On Clockford, …"), or else on the first mocked server that speaks only the entry's newest
 * revision, so the run meets that revision's behaviour and no other.
 */
export function hostOf(
  entry: Pick<ErrorEntry, 'server' | 'revisions' | 'trigger'>,
  servers: readonly Server[],
): ServerId {
  const own = servers.find((server) => server.id === entry.server);
  if (own?.mountPath !== undefined) return own.id;
  const mocked = servers.filter((server) => server.mountPath !== undefined);
  const how = entry.trigger.kind === 'rule' ? entry.trigger.how : '';
  const named = mocked.find((server) => how.startsWith(`On ${server.name},`) || how.startsWith(`On ${server.name} `));
  if (named) return named.id;
  const newest = [...entry.revisions].sort().at(-1);
  const speaker = mocked.find((server) => server.revisions.length === 1 && server.revisions[0] === newest);
  return (
    (speaker ?? mocked.find((server) => server.revisions.includes(newest ?? '2026-07-28')) ?? mocked[0])?.id ??
    entry.server
  );
}
