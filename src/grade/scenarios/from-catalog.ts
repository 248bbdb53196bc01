/**
 * Scenarios made from a catalog's reactions, for a server known by its data alone (`--catalog file.json`): each entry
 * whose reaction a check can judge is held as a condition from the moment the client's first call of the server's
 * ordinary tool arrives, and judged as the seeds' scenarios of that reaction are. The client is told where the
 * server publishes its catalog, so a client that reads errors as data can know them.
 */
import { entriesOf, getServer, type CatalogEntry, type ServerId } from '../../catalog/index.ts';
import { argumentsFor, catalogPath, ordinaryToolOf } from '../../mock/index.ts';
import { firstRevisionOf } from '../../mock/index.ts';
import type { FaultRequest } from '../../mock/index.ts';
import type { CheckId } from '../checks/index.ts';
import type { GradeScenario } from '../scenario.ts';
import { beforeFirstCall, says } from './scene-helpers.ts';

/** What a reaction's scenario holds on the server, and what it checks. */
interface ReactionPlan {
  checks: readonly CheckId[];
  /** How the condition is held: a named wait short enough to sleep out, the catalog's own time, or until cleared. */
  hold: Pick<FaultRequest, 'retryAfterSeconds' | 'hold'>;
  /** In words, for the scene's note. */
  lasts: string;
  runs?: number;
}

/** The wait a scenario names, in seconds: short, so an honest client sleeps it out in real time. */
const namedWaitSeconds = 2;

function planOf(entry: CatalogEntry): ReactionPlan | undefined {
  switch (entry.reaction.kind) {
    case 'retry-after':
      return {
        checks: ['honours-named-wait', 'attempt-cap'],
        hold: { retryAfterSeconds: namedWaitSeconds },
        lasts: `for ${namedWaitSeconds} s, naming the wait`,
      };
    case 'backoff':
      // Seven runs, as the seeds' transient fault: jitter is judged across runs.
      return {
        checks: ['backs-off', 'jittered-backoff', 'attempt-cap'],
        hold: {},
        lasts: 'for as long as the catalog says',
        runs: 7,
      };
    case 'stop':
    case 'fix-request':
    case 'carry-on':
      return { checks: ['no-repeat'], hold: { hold: 'until-cleared' }, lasts: 'until cleared' };
    default:
      return undefined;
  }
}

/** The scenario of one entry, or `undefined` when no check judges its reaction from the wire alone. */
function entryScenario(server: ServerId, entry: CatalogEntry): GradeScenario<CheckId> | undefined {
  const plan = planOf(entry);
  if (!plan) return undefined;
  const data = getServer(server);
  const tool = ordinaryToolOf(data);
  const calls = [{ tool: tool.name, arguments: argumentsFor(tool) }];
  return {
    suite: 'core',
    title: `${data.name}: ${entry.title}, held ${plan.lasts} from the client's first call of ${tool.name}.`,
    server,
    revision: firstRevisionOf(server),
    entries: [entry.id],
    ...(entry.reaction.kind === 'retry-after' ? { waitFrom: entry.reaction.waitFrom } : {}),
    checks: plan.checks,
    ...(plan.runs ? { runs: plan.runs } : {}),
    prepare: (scene) => ({
      context: {
        task: { kind: 'call-tools', calls, says: says(calls) },
        catalog: `${scene.origin}${data.mountPath ?? `/${server}`}${catalogPath}`,
      },
      hooks: {
        beforeRequest: beforeFirstCall(tool.name, () => {
          scene.mock.faults.add({ server, entry: entry.id, ...plan.hold });
          scene.note(`${data.name} starts answering ${entry.title.toLowerCase()} (${entry.id}), ${plan.lasts}.`);
        }),
      },
    }),
  };
}

/** The scenarios of a server given as data, by entry id, in catalog order. */
export function catalogScenarios(server: ServerId): Record<string, GradeScenario<CheckId>> {
  return Object.fromEntries(
    entriesOf(server).flatMap((entry) => {
      const scenario = entryScenario(server, entry);
      return scenario ? [[entry.id, scenario]] : [];
    }),
  );
}

/** The entries of a server given as data that no scenario grades, with why: for `--list`. */
export function ungradedEntries(server: ServerId): Array<{ id: string; reaction: string }> {
  return entriesOf(server)
    .filter((entry) => planOf(entry) === undefined)
    .map((entry) => ({ id: entry.id, reaction: entry.reaction.kind }));
}
