/**
 * The rules of a catalog file that its schema cannot express: ids unique (within the file and beside the catalog it
 * is served with), every reference resolving (an entry's server and group, a limit's breach, a `carry-on`'s limit),
 * ids that say their server and level, and a mount path of `/<id>`.
 */
import type { Catalog, ErrorEntry, LimitEntry, Reaction, Server } from './schema.ts';
import { jsonPath } from './json-path.ts';
import type { CatalogProblem } from './schema-problems.ts';
import { duplicateProblems } from './duplicate-ids.ts';
import { entryWireProblems } from './wire-rules.ts';

/** What the file's references may point at: its own servers, entries and limits, and those of `alongside`. */
interface Known {
  servers: ReadonlyMap<string, Server>;
  entryIds: ReadonlySet<string>;
  limitIds: ReadonlySet<string>;
}

function knownOf(file: Catalog, alongside: Catalog | undefined): Known {
  const all = [...(alongside?.servers ?? []), ...file.servers];
  return {
    servers: new Map(all.map((server) => [server.id, server])),
    entryIds: new Set([...(alongside?.entries ?? []), ...file.entries].map((entry) => entry.id)),
    limitIds: new Set([...(alongside?.limits ?? []), ...file.limits].map((limit) => limit.id)),
  };
}

function serverProblems(server: Server, index: number): CatalogProblem[] {
  if (server.mountPath === undefined || server.mountPath === `/${server.id}`) return [];
  return [
    {
      path: jsonPath(['servers', index, 'mountPath']),
      message: `the mock serves a server under /<id>: write "/${server.id}" (or leave mountPath out), not "${server.mountPath}".`,
    },
  ];
}

/** The server an entry or limit names, or a problem saying it is none of the known servers. */
function serverOf(owner: ErrorEntry | LimitEntry, at: string, known: Known): Server | CatalogProblem {
  const server = known.servers.get(owner.server);
  if (server) return server;
  const ids = [...known.servers.keys()];
  return {
    path: `${at}.server`,
    message: `no server has the id "${owner.server}": add it to servers, or use one of ${ids.map((id) => `"${id}"`).join(', ') || '(none yet)'}.`,
  };
}

/** `clearsAfter` of a `carry-on` reaction that names no limit. */
function reactionProblems(reaction: Reaction | undefined, at: string, known: Known): CatalogProblem[] {
  if (reaction?.kind !== 'carry-on' || reaction.clearsAfter === undefined) return [];
  if (known.limitIds.has(reaction.clearsAfter)) return [];
  return [
    {
      path: `${at}.clearsAfter`,
      message: `no limit has the id "${reaction.clearsAfter}": name a limit of limits, or leave clearsAfter out when nothing says when the condition clears.`,
    },
  ];
}

function entryProblems(entry: ErrorEntry, index: number, known: Known): CatalogProblem[] {
  const at = jsonPath(['entries', index]);
  const problems: CatalogProblem[] = [];
  const [serverPart, levelPart] = entry.id.split('.');
  if (serverPart !== entry.server)
    problems.push({
      path: `${at}.id`,
      message: `an entry id starts with its server: "${entry.server}.${entry.level}.<slug>", not "${entry.id}".`,
    });
  else if (levelPart !== entry.level)
    problems.push({
      path: `${at}.id`,
      message: `an entry id's middle part is its level: "${entry.server}.${entry.level}.<slug>", not "${entry.id}" (or change level to "${String(levelPart)}").`,
    });
  const server = serverOf(entry, at, known);
  if ('path' in server) problems.push(server);
  else if (!server.groups.some((group) => group.name === entry.group))
    problems.push({
      path: `${at}.group`,
      message: `"${entry.group}" is not a group of the server "${server.id}": use one of ${server.groups.map((group) => `"${group.name}"`).join(', ') || "(none: add it to the server's groups)"}, or add it to the server's groups.`,
    });
  problems.push(...reactionProblems(entry.reaction, `${at}.reaction`, known));
  entry.wire.forEach((wire, wireIndex) =>
    problems.push(...reactionProblems(wire.reaction, `${at}.wire[${wireIndex}].reaction`, known)),
  );
  return [...problems, ...entryWireProblems(entry, at)];
}

function limitProblems(limit: LimitEntry, index: number, known: Known): CatalogProblem[] {
  const at = jsonPath(['limits', index]);
  const problems: CatalogProblem[] = [];
  if (limit.id.split('.')[0] !== limit.server)
    problems.push({
      path: `${at}.id`,
      message: `a limit id starts with its server: "${limit.server}.limit.<slug>", not "${limit.id}".`,
    });
  const server = serverOf(limit, at, known);
  if ('path' in server) problems.push(server);
  else if (!server.limitGroups.some((group) => group.name === limit.group))
    problems.push({
      path: `${at}.group`,
      message: `"${limit.group}" is not one of the limitGroups of the server "${server.id}": add it there, or use one of ${server.limitGroups.map((group) => `"${group.name}"`).join(', ') || '(none yet)'}.`,
    });
  if (!known.entryIds.has(limit.breach))
    problems.push({
      path: `${at}.breach`,
      message: `no entry has the id "${limit.breach}": a limit's breach names the entry a client meets when it goes over the limit.`,
    });
  return problems;
}

/**
 * Every cross-field problem of a catalog that already passed `CatalogSchema`. `alongside` is the catalog the file
 * will be served beside (the seed catalog): its ids are taken, and its servers, entries and limits may be named.
 */
export function catalogRuleProblems(file: Catalog, alongside?: Catalog): CatalogProblem[] {
  const known = knownOf(file, alongside);
  return [
    ...duplicateProblems(file.servers, 'servers', alongside?.servers ?? []),
    ...duplicateProblems(file.entries, 'entries', alongside?.entries ?? []),
    ...duplicateProblems(file.limits, 'limits', alongside?.limits ?? []),
    ...file.servers.flatMap(serverProblems),
    ...file.entries.flatMap((entry, index) => entryProblems(entry, index, known)),
    ...file.limits.flatMap((limit, index) => limitProblems(limit, index, known)),
  ];
}
