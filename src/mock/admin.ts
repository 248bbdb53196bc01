/**
 * The mock's admin API under `/__mock/`, for tests of real clients:
 * `POST /__mock/faults` `{server, entry, times, retryAfterSeconds?}`, `GET` and `DELETE /__mock/faults`,
 * `POST /__mock/reset`. Bad input gets a 400 whose message names the problem.
 */
import { whyFaultCannotFire } from './fault-reach.ts';
import { FaultRequestError, parseFault } from './faults.ts';
import type { MockServers } from './handler.ts';

export const adminPrefix = '/__mock/';

const problem = (status: number, message: string): Response => Response.json({ error: message }, { status });

const routes = 'POST /__mock/faults, GET /__mock/faults, DELETE /__mock/faults, POST /__mock/reset';

/** Answers an admin request, or returns `undefined` for a path outside `/__mock/`. */
export async function handleAdmin(request: Request, mock: MockServers): Promise<Response | undefined> {
  const { pathname } = new URL(request.url);
  if (!pathname.startsWith(adminPrefix)) return undefined;
  const route = `${request.method} ${pathname.replace(/\/$/, '')}`;
  switch (route) {
    case 'GET /__mock/faults':
      return Response.json({ faults: mock.faults.list() });
    case 'DELETE /__mock/faults': {
      const cleared = mock.faults.list().length;
      mock.faults.clear();
      return Response.json({ cleared });
    }
    case 'POST /__mock/reset':
      mock.reset();
      return Response.json({ reset: true });
    case 'POST /__mock/faults': {
      let body: unknown;
      try {
        body = JSON.parse(await request.text());
      } catch {
        return problem(
          400,
          'The body must be JSON: {"server": "clockford", "entry": "<catalog entry id>", "times": 1}.',
        );
      }
      try {
        const fault = parseFault(body);
        const unreachable = whyFaultCannotFire(fault, mock.servers);
        if (unreachable) return problem(400, unreachable);
        mock.faults.add(fault);
        return Response.json({ fault, faults: mock.faults.list() }, { status: 201 });
      } catch (error) {
        if (error instanceof FaultRequestError) return problem(400, error.message);
        throw error;
      }
    }
    default:
      return problem(
        pathname.replace(/\/$/, '') in { '/__mock/faults': 1, '/__mock/reset': 1 } ? 405 : 404,
        `No admin route ${route}. Routes: ${routes}.`,
      );
  }
}
