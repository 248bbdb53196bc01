/**
 * The mock's admin API under `/__mock/`, for tests of real clients:
 * - `POST /__mock/faults` `{server, entry, times?, hold?, holdSeconds?, retryAfterSeconds?}`: from now on, matching
 *   calls answer with the entry. Without `times`, `hold` or `holdSeconds` the condition lasts as long as the catalog
 *   says (a named wait until it has passed, a refusal until cleared); `times` makes it one-shot.
 * - `GET /__mock/faults` lists the conditions that hold; `DELETE /__mock/faults` clears them (`?entry=` one entry's).
 * - `GET /__mock/clock` tells the mock's time; `POST /__mock/clock` `{advanceSeconds}` moves it ahead.
 * - `POST /__mock/reset` forgets every server's state and every condition.
 * Bad input gets a 400 whose message names the problem.
 */
import { AdjustableClock } from './clock.ts';
import { whyFaultCannotFire } from './fault-reach.ts';
import { FaultRequestError, type Fault } from './faults.ts';
import type { MockServers } from './handler.ts';

export const adminPrefix = '/__mock/';

const problem = (status: number, message: string): Response => Response.json({ error: message }, { status });

const routes =
  'POST /__mock/faults, GET /__mock/faults, DELETE /__mock/faults, GET /__mock/clock, POST /__mock/clock, POST /__mock/reset';

/** A condition as the admin API shows it: with when it started and when it ends, where it has a time. */
function view(fault: Fault) {
  const { since, ...rest } = fault;
  const started = since === undefined ? {} : { since: new Date(since).toISOString() };
  const ends =
    fault.lasts.kind === 'seconds' && since !== undefined
      ? { until: new Date(since + fault.lasts.seconds * 1000).toISOString() }
      : {};
  return { ...rest, ...started, ...ends };
}

async function jsonBody(request: Request, example: string): Promise<unknown> {
  try {
    return JSON.parse(await request.text());
  } catch {
    throw new FaultRequestError(`The body must be JSON: ${example}.`);
  }
}

/** Answers an admin request, or returns `undefined` for a path outside `/__mock/`. */
export async function handleAdmin(request: Request, mock: MockServers): Promise<Response | undefined> {
  const url = new URL(request.url);
  const { pathname } = url;
  if (!pathname.startsWith(adminPrefix)) return undefined;
  const route = `${request.method} ${pathname.replace(/\/$/, '')}`;
  try {
    switch (route) {
      case 'GET /__mock/faults':
        return Response.json({ faults: mock.faults.list().map(view) });
      case 'DELETE /__mock/faults': {
        const entry = url.searchParams.get('entry') ?? undefined;
        return Response.json({ cleared: mock.faults.clear(undefined, entry) });
      }
      case 'POST /__mock/reset':
        mock.reset();
        return Response.json({ reset: true });
      case 'GET /__mock/clock':
        return Response.json({ now: new Date(mock.clock.now()).toISOString() });
      case 'POST /__mock/clock': {
        const body = await jsonBody(request, '{"advanceSeconds": 30}');
        const seconds = (body as { advanceSeconds?: unknown } | null)?.advanceSeconds;
        if (typeof seconds !== 'number' || !(seconds >= 0 && seconds <= 31_536_000)) {
          return problem(400, 'advanceSeconds must be a number of seconds from 0 to 31536000 (a year).');
        }
        if (!(mock.clock instanceof AdjustableClock)) return problem(409, 'This mock runs on a clock it cannot move.');
        mock.clock.advance(seconds * 1000);
        return Response.json({ now: new Date(mock.clock.now()).toISOString(), aheadMs: mock.clock.aheadMs });
      }
      case 'POST /__mock/faults': {
        const example = `{"server": "${mock.servers[0]?.id ?? 'server'}", "entry": "<catalog entry id>"}`;
        const parsed = mock.faults.parse(await jsonBody(request, example), {
          servers: mock.servers.map((server) => server.id),
        });
        const unreachable = whyFaultCannotFire(parsed, mock.servers, mock.faults.entryOf);
        if (unreachable) return problem(400, unreachable);
        const fault = mock.faults.add(parsed);
        return Response.json({ fault: view(fault), faults: mock.faults.list().map(view) }, { status: 201 });
      }
      default:
        return problem(
          pathname.replace(/\/$/, '') in { '/__mock/faults': 1, '/__mock/reset': 1, '/__mock/clock': 1 } ? 405 : 404,
          `No admin route ${route}. Routes: ${routes}.`,
        );
    }
  } catch (error) {
    if (error instanceof FaultRequestError) return problem(400, error.message);
    throw error;
  }
}
