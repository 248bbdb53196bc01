import { FaultTable } from './faults.ts';
import type { Clock } from './clock.ts';
import { randomIds, type IdSource } from './ids.ts';
import { systemClock } from './clock.ts';
import type { MockContext, MockServer, RequestMeta } from './mock-server.ts';
import { mountedModules } from './servers/registry.ts';

/** Every mock server the catalog mounts behind one handler, sharing a clock and a fault table. */
export interface MockServers {
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
  const servers = mountedModules().map((module) => module.create(context));
  return {
    servers,
    faults: context.faults,
    clock: context.clock,
    async handle(request, meta = {}) {
      const { pathname } = new URL(request.url);
      const server = servers.find(
        (candidate) => pathname === candidate.mountPath || pathname.startsWith(`${candidate.mountPath}/`),
      );
      return server?.handle(request, { address: meta.address ?? '127.0.0.1' });
    },
    reset() {
      servers.forEach((server) => server.reset());
      context.faults.clear();
      context.ids.reset();
    },
  };
}
