/**
 * The registry: the one list of server modules. Every other list of servers (the mock's mounts, the playground's
 * choices, the grader's scenes, the sidebar) derives from the catalog's `servers` and from here. A catalog server
 * with no module of its own is served by a module made from its data alone.
 */
import {
  entriesOf,
  getServer,
  limitsOf,
  type CatalogEntry,
  type Revision,
  type RuleName,
  type Server,
  type ServerId,
} from '../../catalog/index.ts';
import { createGenericServer, genericScenarios } from '../generic/index.ts';
import { hostOf } from '../../catalog/entry-host.ts';
import { servers } from '../../catalog/index.ts';
import type { Scenario } from '../scenarios/scenario.ts';
import { clockford } from './clockford/index.ts';
import { connect } from './connect/index.ts';
import { ichabod } from './ichabod/index.ts';
import { rooms } from './rooms/index.ts';
import type { ServerModule, ServerScenarioTable } from './server-module.ts';

/** The servers whose behaviour a source describes, each in its own module. */
const seedModules: readonly ServerModule[] = [clockford, rooms, ichabod, connect];

/** Every rule the specification's entries name has a scenario on some server (a missing one does not compile). */
export const specCoverage = {
  ...rooms.specScenarios,
  ...ichabod.specScenarios,
  ...clockford.specScenarios,
  ...connect.specScenarios,
} satisfies Record<RuleName<'spec'>, Scenario>;

/** What the person does for each server's `ask-person` entries, gathered for the compile-time check beside it. */
export const personCoverage = {
  ...clockford.demo.personActions,
  ...ichabod.demo.personActions,
};

const modulesById = new Map<ServerId, ServerModule>(seedModules.map((module) => [module.id, module]));

/** Thrown when a server has no module and none can be made for it. */
export class UnknownServerError extends Error {
  override name = 'UnknownServerError';
}

/**
 * The module of a server known only by its catalog data: a mock of its tools, rates and conditions
 * (`src/mock/generic/`), scenarios made from its data, and a demo account with no sign-in.
 */
function dataModule(server: Server): ServerModule {
  const part = { server, entries: entriesOf(server.id), limits: limitsOf(server.id) };
  // A generic scenario injects any entry id; the scenario context's `inject` takes the catalog's ids, which these are.
  const scenarios = genericScenarios(part) as ServerScenarioTable;
  return {
    id: server.id,
    create: (context) => createGenericServer(context, part),
    scenarios,
    specScenarios: {},
    demo: { authorization: () => Promise.resolve(undefined) },
  };
}

/** The module of a catalog server that a mock serves: its own, or one made from its catalog data. */
export function moduleOf(server: ServerId): ServerModule {
  const module = modulesById.get(server);
  if (module) return module;
  const data = servers.find((candidate) => candidate.id === server && candidate.mountPath !== undefined);
  if (data) {
    const made = dataModule(data);
    modulesById.set(server, made);
    return made;
  }
  const known = servers.filter((candidate) => candidate.mountPath !== undefined).map((candidate) => candidate.id);
  throw new UnknownServerError(`No mock serves "${server}"; the servers here are ${known.join(', ')}.`);
}

/** The modules of every server the catalog mounts, in catalog order. */
export function mountedModules(): ServerModule[] {
  return servers.filter((server) => server.mountPath !== undefined).map((server) => moduleOf(server.id));
}

/** The server whose mock produces `entry`: its own, or for a specification entry the one its trigger names. */
export function hostModuleOf(entry: Pick<CatalogEntry, 'server' | 'revisions' | 'trigger'>): ServerModule {
  return moduleOf(hostOf(entry, servers));
}

/** One line per mounted server for `npm run mock`: its name, its MCP endpoint, and what its module says of it. */
export function mountedServerLines(origin: string): string[] {
  const mounted = servers.filter((server) => server.mountPath !== undefined);
  const width = Math.max(...mounted.map((server) => server.name.length));
  const urlWidth = Math.max(...mounted.map((server) => `${origin}${server.mountPath}/mcp`.length));
  return mounted.map((server) => {
    const url = `${origin}${server.mountPath}/mcp`;
    const about = moduleOf(server.id).about?.(origin) ?? `(${server.revisions.join(', ')})`;
    return `  ${server.name.padEnd(width)}  ${url.padEnd(urlWidth)}   ${about}`;
  });
}

/** The revision a client meets first on a server: the first its catalog entry lists. */
export function firstRevisionOf(server: ServerId): Revision {
  const [first] = getServer(server).revisions;
  if (first === undefined) throw new Error(`The catalog server "${server}" lists no revision.`);
  return first;
}
