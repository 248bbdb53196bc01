/**
 * The person in the scene. When the reference client meets an `ask-person` reply it hands the
 * decision over and waits; here "the person" does what the server's words ask, with real requests
 * to the mock, as the server's module says (decides held calls, opens an exchange, tops up credits), or
 * completes a URL elicitation — and says what they did.
 */
import type { FetchLike } from '@modelcontextprotocol/client';
import { findEntry, type EntryIdWithReaction } from '../catalog/index.ts';
import type { Decision } from '../client/decision.ts';
import type { RawMcpDriver } from '../mock/index.ts';
import { expectOk, moduleOf, type ServerPersonActions } from '../mock/index.ts';
import type { PersonAction, PersonWhere } from '../mock/index.ts';
import { serverOfDriver, signInFor } from './sign-in.ts';

type Where = PersonWhere;

/** What the person does for the specification's own `ask-person` entries; the servers' are in their modules. */
export const specPersonActions = {
  'spec.protocol.url-elicitation-required': async ({ fetch, decision }) => {
    const tasks = decision.personTasks ?? [];
    if (tasks.length === 0) throw new Error('The server named no URL for the person to open.');
    for (const task of tasks) await expectOk(await fetch(task.url), `complete ${task.url}`);
    return `The person opened ${tasks.map((task) => task.url).join(', ')} and completed it.`;
  },
} satisfies Partial<Record<EntryIdWithReaction<'ask-person'>, PersonAction>>;

/** The `ask-person` entries with no person's action, in a server's module or here: there must be none. */
type EntriesWithoutPerson = Exclude<
  EntryIdWithReaction<'ask-person'>,
  ServerPersonActions | keyof typeof specPersonActions
>;
/** Every entry whose reaction is `ask-person` has a person's action (a new one without a scene does not compile). */
const everyEntryHasPerson: [EntriesWithoutPerson] extends [never] ? true : EntriesWithoutPerson = true;

/** The person's action for an entry: the specification's, or its server module's (loaded for the run). */
function actionFor(entryId: string): PersonAction | undefined {
  if (!everyEntryHasPerson) return undefined;
  if (Object.hasOwn(specPersonActions, entryId)) return (specPersonActions as Record<string, PersonAction>)[entryId];
  const server = findEntry(entryId)?.server;
  return server === undefined || server === 'spec' ? undefined : moduleOf(server).demo.personActions?.[entryId];
}

/**
 * Does what a person does for an `ask-person` decision, and says what that was.
 * Throws for a decision no scene covers.
 */
export async function personActs(where: Where): Promise<string> {
  const { entryId } = where.decision;
  const action = entryId === undefined ? undefined : actionFor(entryId);
  if (!action) throw new Error(`No person in the playground acts on ${entryId ?? 'this reply'}.`);
  return action(where);
}

/**
 * The scene's part in a run, the same in the page, `npm run play` and the tests: the client signs in again through
 * the token endpoint, a person allows a held call and acts on an `ask-person` reply, and the agent adds what a
 * first call needs (`join_room`'s invite).
 */
export function sceneHooks(origin: string) {
  return {
    signIn: (driver: RawMcpDriver, scope: string | undefined, fetch: FetchLike) =>
      signInFor(driver, { origin, fetch, scope }),
    decideHold: async (holdId: string, driver: RawMcpDriver, fetch: FetchLike) =>
      moduleOf(serverOfDriver(driver)).demo.decideHold?.(holdId, { origin, fetch, decision: 'allowed' }),
    personActs: (decision: Decision, driver: RawMcpDriver, fetch: FetchLike) =>
      personActs({ origin, fetch, driver, decision }),
    callFirstArguments: (server: string) => moduleOf(server).demo.callFirstArguments,
  };
}
