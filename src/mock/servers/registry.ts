/**
 * The registry: the one list of server modules. Every other list of servers (the mock's mounts, the playground's
 * choices, the grader's scenes, the sidebar) derives from the catalog's `servers` and from here. A catalog server
 * with no module of its own is served by a module made from its data alone.
 */
import { getServer, type CatalogEntry, type Revision, type ServerId } from '../../catalog/index.ts';
import { hostOf } from '../../catalog/entry-host.ts';
import { servers } from '../../catalog/index.ts';
import { dataModule, loadDataModule, seedModuleLoaders, seedModules } from './seed-modules.ts';
import type { ServerModule } from './server-module.ts';

/** The modules loaded so far: in Node every seed module from the start, in the page each one on first use. */
const modulesById = new Map<ServerId, ServerModule>(seedModules.map((module) => [module.id, module]));
/** What makes a module from a server's data: in Node loaded from the start, in the page on first use. */
let makeDataModule = dataModule;

/** Thrown when a server has no module and none can be made for it. */
export class UnknownServerError extends Error {
  override name = 'UnknownServerError';
}

/** The catalog's data of a server a mock serves that has no module of its own. */
const dataServer = (server: ServerId) =>
  Object.hasOwn(seedModuleLoaders, server)
    ? undefined
    : servers.find((candidate) => candidate.id === server && candidate.mountPath !== undefined);

/**
 * The module of a catalog server that a mock serves: its own, or one made from its catalog data. In the page a seed
 * server's module must have been loaded first (`loadServerModule`); until then this throws, saying so.
 */
export function moduleOf(server: ServerId): ServerModule {
  const module = modulesById.get(server);
  if (module) return module;
  const data = dataServer(server);
  if (Object.hasOwn(seedModuleLoaders, server) || (data && !makeDataModule))
    throw new Error(`The module of "${server}" is not loaded yet: await loadServerModule("${server}") first.`);
  if (data && makeDataModule) {
    const made = makeDataModule(data);
    modulesById.set(server, made);
    return made;
  }
  const known = servers.filter((candidate) => candidate.mountPath !== undefined).map((candidate) => candidate.id);
  throw new UnknownServerError(`No mock serves "${server}"; the servers here are ${known.join(', ')}.`);
}

/** Loads the module of a catalog server that a mock serves (in Node it is loaded already), and returns it. */
export async function loadServerModule(server: ServerId): Promise<ServerModule> {
  const load = modulesById.has(server) ? undefined : seedModuleLoaders[server];
  if (load) modulesById.set(server, await load());
  else if (!makeDataModule && dataServer(server)) makeDataModule = await loadDataModule();
  return moduleOf(server);
}

/** Whether a server's module can be had now, without loading: `moduleOf` answers for it. */
export const isModuleLoaded = (server: ServerId): boolean =>
  modulesById.has(server) ||
  (!Object.hasOwn(seedModuleLoaders, server) && (makeDataModule !== undefined || !dataServer(server)));

/** The ids of every server the catalog mounts, in catalog order. */
export const mountedServerIds = (): ServerId[] =>
  servers.filter((server) => server.mountPath !== undefined).map((server) => server.id);

/** The modules of every server the catalog mounts, in catalog order (in the page, each must be loaded). */
export function mountedModules(): ServerModule[] {
  return mountedServerIds().map((server) => moduleOf(server));
}

/** Loads the module of the server that hosts `entry` (see `hostModuleOf`), and returns it. */
export function loadHostModuleOf(entry: Pick<CatalogEntry, 'server' | 'revisions' | 'trigger'>): Promise<ServerModule> {
  return loadServerModule(hostOf(entry, servers));
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
