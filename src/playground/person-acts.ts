/**
 * The person in the scene. When the reference client meets an `ask-person` reply it hands the
 * decision over and waits; here "the person" does what the server's words ask, with real requests
 * to the mock — decides the calls that wait in Clockford's hall, opens the exchange, tops up
 * Ichabod's credits at the dashboard, completes a URL elicitation — and says what they did.
 */
import type { FetchLike } from '@modelcontextprotocol/client';
import type { EntryIdWithReaction } from '../catalog/index.ts';
import type { Decision } from '../client/decision.ts';
import type { RawMcpDriver } from '../mock/scenarios/index.ts';
import { demoCallFirstArguments, personDecides, signInFor } from './sign-in.ts';

interface Where {
  origin: string;
  fetch: FetchLike;
  /** The driver of the refused call: whose token the person acts for. */
  driver: RawMcpDriver;
  decision: Decision;
}

type PersonAction = (where: Where) => Promise<string>;

async function expectOk(response: Response, what: string): Promise<void> {
  if (!response.ok) throw new Error(`The person could not ${what}: HTTP ${response.status} ${await response.text()}`);
  await response.body?.cancel();
}

/** In Clockford's hall the person decides every call that waits for them. */
const decideWaitingCalls: PersonAction = async ({ origin, fetch }) => {
  const hall = (await (await fetch(`${origin}/clockford/hall`)).json()) as {
    holds: Array<{ id: string; status: string }>;
  };
  const waiting = hall.holds.filter((hold) => hold.status === 'waiting');
  if (waiting.length === 0) {
    return 'The person found no call of theirs waiting in the hall; other people’s decisions free the town-wide table.';
  }
  for (const hold of waiting) {
    const response = await fetch(`${origin}/clockford/hall/holds/${encodeURIComponent(hold.id)}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ decision: 'refused' }),
    });
    await expectOk(response, `decide ${hold.id}`);
  }
  return `The person decided the ${waiting.length} call${waiting.length === 1 ? '' : 's'} waiting in the hall (refused them), so the table has room.`;
};

/** Every entry whose reaction is `ask-person`, and what the person does about it (a new one without a scene does not compile). */
const personActions = {
  'clockford.tool.held-table-full': decideWaitingCalls,
  'clockford.tool.held-table-full-account': decideWaitingCalls,
  'clockford.tool.held-table-full-town': decideWaitingCalls,
  'clockford.tool.exchange-closed': async ({ origin, fetch }) => {
    const response = await fetch(`${origin}/clockford/hall/exchange`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ account: 'alice', open: true }),
    });
    await expectOk(response, 'open the exchange');
    return 'The person opened the exchange between accounts in the hall.';
  },
  'ichabod.tool.insufficient-balance': async ({ origin, fetch, driver }) => {
    const response = await fetch(`${origin}/ichabod/dashboard/credits`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${driver.token ?? ''}` },
      body: JSON.stringify({ credits: 5 }),
    });
    await expectOk(response, 'top up');
    return 'The person topped up 5 credits at the dashboard.';
  },
  'spec.protocol.url-elicitation-required': async ({ fetch, decision }) => {
    const tasks = decision.personTasks ?? [];
    if (tasks.length === 0) throw new Error('The server named no URL for the person to open.');
    for (const task of tasks) await expectOk(await fetch(task.url), `complete ${task.url}`);
    return `The person opened ${tasks.map((task) => task.url).join(', ')} and completed it.`;
  },
} satisfies Record<EntryIdWithReaction<'ask-person'>, PersonAction>;

/**
 * Does what a person does for an `ask-person` decision, and says what that was.
 * Throws for a decision no scene covers.
 */
export async function personActs(where: Where): Promise<string> {
  const { entryId } = where.decision;
  const action = entryId === undefined ? undefined : (personActions as Record<string, PersonAction>)[entryId];
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
    decideHold: (holdId: string, fetch: FetchLike) => personDecides(holdId, { origin, fetch, decision: 'allowed' }),
    personActs: (decision: Decision, driver: RawMcpDriver, fetch: FetchLike) =>
      personActs({ origin, fetch, driver, decision }),
    callFirstArguments: demoCallFirstArguments,
  };
}
