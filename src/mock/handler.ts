import { FaultTable } from './faults.ts';
import type { Clock } from './clock.ts';
import { randomIds, type IdSource } from './ids.ts';
import { systemClock } from './clock.ts';
import type { MockContext, MockServer, RequestMeta } from './mock-server.ts';
import type { ServerId } from '../catalog/index.ts';
import { servers as catalogServers } from '../catalog/index.ts';
import { isModuleLoaded, loadServerModule, moduleOf } from './servers/registry.ts';

/**
 * Every mock server the catalog mounts behind one handler, sharing a clock and a fault table. A server whose module
 * is loaded is built at once; in the page, where each module loads on first use, a server is built on its first
 * request.
 */
export interface MockServers {
  /** The servers built so far (in Node, every one), in catalog order. */
  servers: MockServer[];
  faults: FaultTable;
  clock: Clock;
  /** Answers a request under one server's mount path, or `undefined` when no server owns the path. */
  handle(request: Request, meta?: Partial<RequestMeta>): Promise<Response | undefined>;
  /** Forgets every server's state and every fault. */
  reset(): void;
}

export interface MockServersOptions {
  clock?: Clock;
  /** The origin the servers are reached on; requests from any other `Origin` are foreign. */
  origin: string;
  /** Session and token ids. @default random */
  ids?: IdSource;
}

/** Builds the mock servers. */
export function createMockServers(options: MockServersOptions): MockServers {
  const clock = options.clock ?? systemClock;
  const context: MockContext = {
    clock,
    faults: new FaultTable(clock),
    ids: options.ids ?? randomIds,
    origin: options.origin,
  };
  const mounted = catalogServers.filter((server) => server.mountPath !== undefined);
  const servers: MockServer[] = [];
  const build = (id: ServerId) => {
    const server = moduleOf(id).create(context);
    servers.push(server);
    servers.sort(
      (a, b) => mounted.findIndex(({ id: at }) => at === a.id) - mounted.findIndex(({ id: at }) => at === b.id),
    );
    return server;
  };
  mounted.filter(({ id }) => isModuleLoaded(id)).forEach(({ id }) => build(id));
  const building = new Map<ServerId, Promise<MockServer>>();
  /** The built server mounted at `id`, built once its module has loaded. */
  const serverOf = (id: ServerId): MockServer | Promise<MockServer> => {
    const built = servers.find((server) => server.id === id);
    if (built) return built;
    let pending = building.get(id);
    if (!pending) building.set(id, (pending = loadServerModule(id).then(() => build(id))));
    return pending;
  };
  return {
    servers,
    faults: context.faults,
    clock: context.clock,
    async handle(request, meta = {}) {
      const { pathname } = new URL(request.url);
      const mount = mounted.find(({ mountPath }) => pathname === mountPath || pathname.startsWith(`${mountPath}/`));
      const found = mount && serverOf(mount.id);
      const server = found instanceof Promise ? await found : found;
      return server?.handle(request, { address: meta.address ?? '127.0.0.1' });
    },
    reset() {
      servers.forEach((server) => server.reset());
      context.faults.clear();
      context.ids.reset();
    },
  };
}
