/**
 * Clockford's demo account: alice signs in at the token endpoint (scope `town`) where a run speaks 2026-07-28 (its
 * source: sign-in is required there), and the person decides held calls and opens the exchange in the hall.
 */
import { demoToken, expectOk } from '../demo-token.ts';
import type { DemoAccount, DemoWhere, PersonAction } from '../server-module.ts';

const tokenFor = (where: DemoWhere, scope = 'town') =>
  demoToken(`${where.origin}/clockford/oauth/token`, { account: 'alice', scope }, where);

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

const openExchange: PersonAction = async ({ origin, fetch }) => {
  const response = await fetch(`${origin}/clockford/hall/exchange`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ account: 'alice', open: true }),
  });
  await expectOk(response, 'open the exchange');
  return 'The person opened the exchange between accounts in the hall.';
};

export const clockfordDemo = {
  async authorization(revision, where) {
    return revision === '2026-07-28' ? `Bearer ${await tokenFor(where)}` : undefined;
  },
  async signIn(driver, where) {
    driver.token = await tokenFor(where, where.scope ?? 'town');
  },
  async decideHold(holdId, where) {
    const response = await where.fetch(`${where.origin}/clockford/hall/holds/${encodeURIComponent(holdId)}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ decision: where.decision }),
    });
    // A hold already decided (the client polls more than once) is not an error for the demo.
    if (!response.ok && response.status !== 409) await response.body?.cancel();
  },
  personActions: {
    'clockford.tool.held-table-full': decideWaitingCalls,
    'clockford.tool.held-table-full-account': decideWaitingCalls,
    'clockford.tool.held-table-full-town': decideWaitingCalls,
    'clockford.tool.exchange-closed': openExchange,
  },
} satisfies DemoAccount;
