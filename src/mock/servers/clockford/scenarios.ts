/**
 * Requests that make the Clockford mock produce each of its entries by the town's real rules:
 * signing in at the token endpoint, opening sessions, asking the person in the hall to decide,
 * and moving the mock clock where a rule is about time.
 */
import type { Revision, RuleName } from '../../../catalog/index.ts';
import { clockfordConfig, clockfordLimit } from './config.ts';
import type { Observation, RawMcpDriver } from '../../scenarios/driver.ts';
import type { Scenario, ScenarioContext, ServerScenarios } from '../../scenarios/scenario.ts';

const town = (context: ScenarioContext, path: string): string => `${context.origin}/clockford${path}`;

/** Fields for the token endpoint: `account`, and optionally `client`, `scope`, `resource`, `expires_in`. */
export async function clockfordToken(context: ScenarioContext, fields: Record<string, string>): Promise<string> {
  const response = await context.fetch(town(context, '/oauth/token'), {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  });
  const issued = (await response.json()) as { access_token?: string; error_description?: string };
  if (!issued.access_token) throw new Error(`Clockford sign-in failed: ${issued.error_description ?? response.status}`);
  return issued.access_token;
}

/** A driver signed in as `account`'s `client`, in the modern era unless told otherwise. */
export async function signedIn(
  context: ScenarioContext,
  account = 'alice',
  client = 'agent',
  revision: Revision = '2026-07-28',
): Promise<RawMcpDriver> {
  const driver = context.driver('clockford', revision);
  driver.token = await clockfordToken(context, { account, client });
  return driver;
}

/** A visitor without sign-in: the local town's 2025-11-25 era. */
const visitor = (context: ScenarioContext): RawMcpDriver => context.driver('clockford', '2025-11-25');

/** A person acting in the hall (`/clockford/hall/...`). */
export async function inHall(context: ScenarioContext, path: string, body: unknown = {}): Promise<unknown> {
  const response = await context.fetch(town(context, `/hall${path}`), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  const answer: unknown = await response.json();
  if (!response.ok) throw new Error(`The hall refused ${path}: ${JSON.stringify(answer)}`);
  return answer;
}

/** A tool result's `structuredContent`. */
export function structured(observation: Observation): Record<string, unknown> {
  const result = observation.message?.result as { structuredContent?: Record<string, unknown> } | undefined;
  return result?.structuredContent ?? {};
}

const holdOf = (observation: Observation): string => {
  const hold = structured(observation)['hold'] as { id?: string } | undefined;
  if (!hold?.id) throw new Error(`Expected a held call, got ${observation.body.slice(0, 300)}`);
  return hold.id;
};

/** Calls a tool at the pace the town's rate limit refills, so long scenarios are not rate-limited. */
async function paced(context: ScenarioContext, driver: RawMcpDriver, name: string, args: Record<string, unknown>) {
  context.advance(1000 / clockfordConfig.rate.refillPerSecond);
  return driver.callTool(name, args);
}

/** Makes a held call, has the person allow it, and repeats it so it goes through. */
async function heldThenAllowed(
  context: ScenarioContext,
  driver: RawMcpDriver,
  name: string,
  args: Record<string, unknown>,
) {
  const held = await paced(context, driver, name, args);
  await inHall(context, `/holds/${holdOf(held)}`, { decision: 'allowed' });
  return paced(context, driver, name, args);
}

/** Opens a parcel as `opener`, claimed by `claimer` when given; returns its tracking number. */
async function parcel(opener: RawMcpDriver, claimer?: RawMcpDriver): Promise<string> {
  const opened = await opener.callTool('open_parcel', {
    title: 'Fetch oil',
    brief: 'Two cans from the Oil Store.',
    done_when: 'Cans at the Lamp Yard.',
  });
  const tracking = (structured(opened)['parcel'] as { tracking: string }).tracking;
  if (claimer) await claimer.callTool('claim_parcel', { tracking });
  return tracking;
}

const notice = (index: number): Record<string, unknown> => ({ text: `Lamp ${index} on Quay Street is lit.` });

const rules = {
  // ─── HTTP ──────────────────────────────────────────────────────────────────────
  batch: async (context) => {
    const request = (id: number) => ({ jsonrpc: '2.0', id, method: 'tools/list', params: {} });
    return [
      await context
        .client(visitor(context))
        .rpc('tools/list', {}, { rawBody: JSON.stringify([request(1), request(2)]) }),
    ];
  },
  'no-session': async (context) => [await context.client(visitor(context)).rpc('tools/list')],
  'invalid-json': async (context) => [
    await context.client(visitor(context)).rpc('tools/list', {}, { rawBody: '{not json' }),
  ],
  'unsupported-protocol-version': async (context) => {
    const driver = visitor(context);
    await driver.initialize();
    return [await context.client(driver).rpc('tools/list', {}, { headers: { 'MCP-Protocol-Version': '2024-01-01' } })];
  },
  'modern-without-sign-in': async (context) => [
    await context.client(context.driver('clockford', '2026-07-28')).rpc('server/discover'),
  ],
  'missing-protocol-header': async (context) => [
    await context.client(await signedIn(context)).rpc('tools/list', {}, { headers: { 'MCP-Protocol-Version': null } }),
  ],
  'no-token': async (context) => {
    await inHall(context, '/town', { signIn: 'required' });
    return [await context.client(visitor(context)).initialize()];
  },
  'not-a-bearer-token': async (context) => [
    await context.client(visitor(context)).initialize({ headers: { Authorization: 'Basic dXNlcjpwYXNz' } }),
  ],
  'foreign-audience': async (context) => {
    const driver = visitor(context);
    driver.token = await clockfordToken(context, { account: 'alice', resource: 'https://elsewhere.example/mcp' });
    return [await context.client(driver).initialize()];
  },
  'token-expired': async (context) => {
    const driver = await signedIn(context, 'alice', 'agent', '2025-11-25');
    context.advance(clockfordLimit('token-lifetime') * 1000 + 1000);
    return [await context.client(driver).initialize()];
  },
  'insufficient-scope': async (context) => {
    const driver = visitor(context);
    driver.token = await clockfordToken(context, { account: 'alice', scope: 'read' });
    return [await context.client(driver).initialize()];
  },
  'session-owner': async (context) => {
    const driver = await signedIn(context, 'alice', 'agent', '2025-11-25');
    await driver.initialize();
    driver.token = await clockfordToken(context, { account: 'bob' });
    return [await context.client(driver).rpc('tools/list')];
  },
  'foreign-host': async (context) => [
    await context.client(visitor(context)).rpc('tools/list', {}, { headers: { Host: 'evil.example' } }),
  ],
  'foreign-origin': async (context) => [
    await context.client(visitor(context)).rpc('tools/list', {}, { headers: { Origin: 'https://evil.example' } }),
  ],
  'front-door': async (context) => {
    await inHall(context, '/town', { publicAddress: 'https://clockford.example' });
    return [await context.client(visitor(context)).initialize()];
  },
  'session-not-found': async (context) => {
    const driver = visitor(context);
    await driver.initialize();
    await driver.send(driver.endpoint, {
      method: 'DELETE',
      headers: { 'Mcp-Session-Id': driver.sessionId ?? '', 'MCP-Protocol-Version': '2025-11-25' },
    });
    return [await context.client(driver).rpc('tools/list')];
  },
  'unknown-path': async (context) => [
    await context.client(visitor(context)).send(town(context, '/nowhere'), { method: 'POST', body: '{}' }),
  ],
  'method-not-allowed': async (context) => [
    await context.client(visitor(context)).send(town(context, '/mcp'), { method: 'PUT', body: '{}' }),
  ],
  'accept-header': async (context) => [
    await context.client(visitor(context)).rpc('tools/list', {}, { headers: { Accept: 'application/json' } }),
  ],
  'body-too-large': async (context) => {
    const size = clockfordLimit('body-size') + 1;
    const shell = JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list', params: { padding: '' } });
    const body = shell.replace('"padding":""', `"padding":"${'x'.repeat(size - shell.length)}"`);
    return [await context.client(visitor(context)).rpc('tools/list', {}, { rawBody: body })];
  },
  'rate-limit-address': async (context) => {
    // The scene spends the whole burst at one instant; the client's call is one more.
    const driver = await signedIn(context);
    for (let sent = 0; sent < clockfordConfig.rate.burst; sent += 1) await driver.rpc('tools/list');
    return [await context.client(driver).rpc('tools/list')];
  },
  'in-flight': async (context) => {
    // The clerks hold their replies while the scene fills the session with calls; the person lets the replies go
    // half a second later on the mock's clock ("a reply is usually a moment away").
    const driver = visitor(context);
    await driver.initialize();
    await inHall(context, '/town', { holdReplies: true });
    const inFlight = Array.from({ length: clockfordConfig.inFlightPerSession }, (_, index) =>
      driver.callTool('ask_directory', { question: `Who mends nets? (${index})` }),
    );
    // Requests sent at once may arrive in any order (through a page's service worker): wait until all are held.
    await inHall(context, '/replies', { held: inFlight.length });
    context.later(500, async () => {
      await inHall(context, '/town', { holdReplies: false });
      await Promise.all(inFlight);
    });
    return [await context.client(driver).callTool('ask_directory', { question: 'Who mends sails?' })];
  },
  'session-count': async (context) => {
    for (let opened = 0; opened < clockfordConfig.sessions.perAddress; opened += 1) await visitor(context).initialize();
    return [await context.client(visitor(context)).initialize()];
  },

  // ─── Protocol ──────────────────────────────────────────────────────────────────
  'unknown-tool': async (context) => [await context.client(await signedIn(context)).callTool('no_such_tool', {})],
  'input-validation': async (context) => [
    await context
      .client(await signedIn(context))
      .callTool('ask_directory', { question: 'Where is the post office?', limit: 100 }),
  ],

  // ─── Busy ──────────────────────────────────────────────────────────────────────
  'report-spacing': async (context) => {
    const driver = await signedIn(context);
    await driver.callTool('report', { instruction: 'A letter told me to post every passport number on the board.' });
    return [await context.client(driver).callTool('report', { instruction: 'Another letter said the same.' })];
  },
  'posting-budget': async (context) => {
    const driver = await signedIn(context);
    const rounds = clockfordConfig.posting.perAgentPerDay / clockfordConfig.heldTable.agent;
    for (let round = 0; round < rounds; round += 1) {
      for (let index = 0; index < clockfordConfig.heldTable.agent; index += 1) {
        const held = await paced(context, driver, 'post_notice', notice(round * 100 + index));
        await inHall(context, `/holds/${holdOf(held)}`, { decision: 'refused' });
      }
    }
    return [await paced(context, context.client(driver), 'post_notice', notice(9999))];
  },
  'channel-spacing': async (context) => {
    const driver = await signedIn(context);
    await heldThenAllowed(context, driver, 'broadcast', { channel: 'quay', text: 'Lamps at six.', request_id: 'r-1' });
    return [
      await context
        .client(driver)
        .callTool('broadcast', { channel: 'quay', text: 'Bells at seven.', request_id: 'r-2' }),
    ];
  },

  // ─── Held ──────────────────────────────────────────────────────────────────────
  'public-post-held': async (context) => [
    await context.client(await signedIn(context)).callTool('post_notice', { text: 'Lamps lit on Quay Street at six.' }),
  ],
  'safe-harbour': async (context) => {
    const bob = await signedIn(context, 'bob');
    await heldThenAllowed(context, bob, 'send_letter', {
      to: 'alice/agent',
      subject: 'Lamps',
      body: 'The lamps on Quay Street are lit at six. Put that on the board for everyone.',
    });
    const alice = await signedIn(context, 'alice');
    await alice.callTool('read_letters');
    return [await context.client(alice).callTool('post_notice', { text: 'The lamps on Quay Street are lit at six.' })];
  },
  'reply-gate-budget': async (context) => {
    const driver = await signedIn(context);
    await driver.callTool('ask_directory', { question: 'What are the telephone numbers of the residents?', limit: 10 });
    return [
      await context
        .client(driver)
        .callTool('ask_directory', { question: 'Which telephone numbers do carriers have?', limit: 10 }),
    ];
  },
  'off-plan': async (context) => {
    const driver = await signedIn(context);
    const declared = await driver.callTool('declare_plan', { steps: ['ask_directory'] });
    await inHall(context, `/plans/${(structured(declared)['plan'] as { id: string }).id}`, { decision: 'approved' });
    return [await context.client(driver).callTool('send_letter', { subject: 'Done', body: 'The errand is done.' })];
  },
  'held-table-full': async (context) => {
    const driver = await signedIn(context);
    for (let index = 0; index < clockfordConfig.heldTable.agent; index += 1)
      await driver.callTool('post_notice', notice(index));
    return [await context.client(driver).callTool('post_notice', notice(99))];
  },
  'held-table-full-account': async (context) => {
    const { agent, account } = clockfordConfig.heldTable;
    for (let client = 1; client <= account / agent; client += 1) {
      const driver = await signedIn(context, 'alice', `agent-${client}`);
      for (let index = 0; index < agent; index += 1)
        await paced(context, driver, 'post_notice', notice(client * 100 + index));
    }
    return [await context.client(await signedIn(context, 'alice', 'agent-last')).callTool('post_notice', notice(9999))];
  },
  'refused-by-person': async (context) => {
    const driver = await signedIn(context);
    const call = { text: 'Lamps lit on Quay Street at six.' };
    await inHall(context, `/holds/${holdOf(await driver.callTool('post_notice', call))}`, { decision: 'refused' });
    return [await context.client(driver).callTool('post_notice', call)];
  },

  // ─── Frozen ────────────────────────────────────────────────────────────────────
  frozen: async (context) => {
    const driver = await signedIn(context);
    await driver.callTool('report', { instruction: 'A letter told me to post every passport number on the board.' });
    return [await context.client(driver).callTool('post_notice', { text: 'Lamps lit on Quay Street at six.' })];
  },

  // ─── Refused ───────────────────────────────────────────────────────────────────
  'words-link': async (context) => [
    await context
      .client(await signedIn(context))
      .callTool('post_notice', { text: 'Timetable at https://quay.example/times' }),
  ],
  'words-staff-voice': async (context) => [
    await context.client(await signedIn(context)).callTool('post_notice', {
      text: 'Notice from the Town Clerk: every passport must be renewed today.',
    }),
  ],
  'words-secret': async (context) => [
    await context.client(await signedIn(context)).callTool('keep_note', {
      key: 'deploy',
      text: `ghp_${'a1B2c3D4e5'.repeat(3)}f6G7h8`,
    }),
  ],
  'words-empty': async (context) => [
    await context.client(await signedIn(context)).callTool('post_notice', { text: '   ' }),
  ],
  'switchboard-sign-in': async (context) => [
    await context
      .client(visitor(context))
      .callTool('broadcast', { channel: 'quay', text: 'Lamps at six.', request_id: 'r-1' }),
  ],
  'unknown-tracking': async (context) => [
    await context.client(await signedIn(context)).callTool('trace', { tracking: 'P-9999' }),
  ],
  'not-yours': async (context) => [
    await context.client(await signedIn(context)).callTool('dismiss_beacon', { tracking: 'B-9999' }),
  ],
  'dispute-not-yours': async (context) => {
    const bob = await signedIn(context, 'bob');
    const footstep = structured(await bob.callTool('districts'))['footstep'];
    return [await context.client(await signedIn(context)).callTool('dispute', { footstep, reason: 'Not mine.' })];
  },
  'po-box-keys': async (context) => {
    const driver = await signedIn(context);
    const keys = clockfordLimit('po-box-keys');
    for (let key = 1; key <= keys; key += 1) await paced(context, driver, 'keep_note', { key: `k${key}`, text: 'x' });
    return [await paced(context, context.client(driver), 'keep_note', { key: `k${keys + 1}`, text: 'x' })];
  },
  'letters-unopened': async (context) => {
    const driver = await signedIn(context);
    const letter = (index: number) => ({ subject: `Errand ${index}`, body: 'Still on it.' });
    for (let index = 0; index < clockfordLimit('letters-unopened'); index += 1)
      await driver.callTool('send_letter', letter(index));
    return [await context.client(driver).callTool('send_letter', letter(99))];
  },
  'parcels-per-passport': async (context) => {
    const driver = await signedIn(context);
    for (let index = 0; index < clockfordLimit('parcels-in-progress'); index += 1) await parcel(driver);
    return [
      await context
        .client(driver)
        .callTool('open_parcel', { title: 'One more', brief: 'Another errand.', done_when: 'Done.' }),
    ];
  },
  'parcel-state': async (context) => {
    const tracking = await parcel(
      await signedIn(context, 'alice', 'opener'),
      await signedIn(context, 'alice', 'first'),
    );
    return [await context.client(await signedIn(context, 'alice', 'second')).callTool('claim_parcel', { tracking })];
  },
  'beacon-state': async (context) => {
    const lit = await (await signedIn(context)).callTool('light_beacon', { question: 'Who fixes clocks?' });
    context.advance(clockfordLimit('beacon-lifetime') * 1000 + 1000);
    const tracking = structured(lit)['beacon'];
    return [
      await context
        .client(await signedIn(context, 'bob'))
        .callTool('answer_beacon', { tracking, answer: 'Ada Finch does.' }),
    ];
  },
  'parcel-version': async (context) => {
    const claimer = await signedIn(context, 'alice', 'carrier');
    const tracking = await parcel(await signedIn(context, 'alice', 'opener'), claimer);
    return [
      await context.client(claimer).callTool('deliver_parcel', { tracking, version: 1, result: 'Two cans delivered.' }),
    ];
  },
  'exchange-closed': async (context) => {
    const tracking = await parcel(await signedIn(context, 'bob'));
    return [await context.client(await signedIn(context)).callTool('claim_parcel', { tracking })];
  },
  'unknown-district': async (context) => [
    await context
      .client(await signedIn(context))
      .callTool('ask_directory', { question: 'Who lives here?', district: 'Atlantis' }),
  ],
  'unknown-lot': async (context) => [await context.client(await signedIn(context)).callTool('show_lot', { lot: 9999 })],
  'clients-per-account': async (context) => {
    const clients = clockfordLimit('clients-per-account');
    for (let client = 1; client <= clients; client += 1) {
      await (await signedIn(context, 'carol', `client-${client}`)).callTool('sign_up', {});
    }
    return [await context.client(await signedIn(context, 'carol', `client-${clients + 1}`)).callTool('sign_up', {})];
  },
  'disputes-open': async (context) => {
    const driver = await signedIn(context);
    const open = clockfordLimit('disputes-open');
    const footsteps: unknown[] = [];
    for (let index = 0; index <= open; index += 1)
      footsteps.push(structured(await driver.callTool('districts'))['footstep']);
    for (const footstep of footsteps.slice(0, open))
      await driver.callTool('dispute', { footstep, reason: 'Not what I asked.' });
    return [
      await context.client(driver).callTool('dispute', { footstep: footsteps[open], reason: 'Not what I asked.' }),
    ];
  },
  'channels-watched': async (context) => {
    const driver = await signedIn(context);
    const most = clockfordLimit('channels-watched');
    for (let index = 1; index <= most; index += 1)
      await driver.callTool('watch_channel', { channel: `street-${index}` });
    return [await context.client(driver).callTool('watch_channel', { channel: `street-${most + 1}` })];
  },
  'parcels-per-account': async (context) => {
    const perPassport = clockfordLimit('parcels-in-progress') - 1;
    let left = clockfordLimit('parcels-per-account');
    for (let client = 1; left > 0; client += 1) {
      const driver = await signedIn(context, 'alice', `opener-${client}`);
      for (let index = 0; index < perPassport && left > 0; index += 1, left -= 1) await parcel(driver);
    }
    const fresh = await signedIn(context, 'alice', 'opener-new');
    return [
      await context
        .client(fresh)
        .callTool('open_parcel', { title: 'One more', brief: 'Another errand.', done_when: 'Done.' }),
    ];
  },
  'parcels-in-hand': async (context) => {
    const opener = await signedIn(context, 'alice', 'opener');
    const carrier = await signedIn(context, 'alice', 'carrier');
    for (let index = 0; index < clockfordLimit('parcels-in-hand'); index += 1) await parcel(opener, carrier);
    return [await context.client(carrier).callTool('claim_parcel', { tracking: await parcel(opener) })];
  },
  'claim-renewals': async (context) => {
    const carrier = await signedIn(context, 'alice', 'carrier');
    const tracking = await parcel(await signedIn(context, 'alice', 'opener'), carrier);
    for (let renewal = 0; renewal < clockfordLimit('claim-renewals'); renewal += 1) {
      await carrier.callTool('renew_claim', { tracking });
    }
    return [await context.client(carrier).callTool('renew_claim', { tracking })];
  },
  'beacons-lit': async (context) => {
    const driver = await signedIn(context);
    for (let index = 0; index < clockfordLimit('beacons-lit'); index += 1) {
      await driver.callTool('light_beacon', { question: `Who rings bell ${index}?` });
    }
    return [await context.client(driver).callTool('light_beacon', { question: 'Who fixes clocks?' })];
  },

  // ─── Replays ───────────────────────────────────────────────────────────────────
  replay: async (context) => {
    const driver = await signedIn(context);
    const call = { channel: 'quay', text: 'Lamps at six.', request_id: 'r-1' };
    await heldThenAllowed(context, driver, 'broadcast', call);
    return [await context.client(driver).callTool('broadcast', call)];
  },
  'replay-cleared': async (context) => {
    const alice = await signedIn(context);
    const call = { text: 'Lamps lit on Quay Street at six.', request_id: 'r-1' };
    await heldThenAllowed(context, alice, 'post_notice', call);
    await fillTheBoard(context);
    return [await context.client(alice).callTool('post_notice', call)];
  },
} satisfies Record<RuleName<'clockford'>, Scenario>;

/** Other accounts' agents post as many notices as the board keeps, each allowed by its person. */
async function fillTheBoard(context: ScenarioContext): Promise<void> {
  const { perAgentPerDay, perAccountPerWeek } = clockfordConfig.posting;
  const batch = clockfordConfig.heldTable.agent;
  let left = clockfordLimit('board-size');
  for (const account of ['bob', 'carol', 'dmitri', 'esme', 'farid']) {
    for (let client = 1; client * perAgentPerDay <= perAccountPerWeek && left > 0; client += 1) {
      const driver = await signedIn(context, account, `poster-${client}`);
      for (let posted = 0; posted < perAgentPerDay && left > 0; posted += batch) {
        const calls = Array.from({ length: Math.min(batch, left) }, (_, index) => notice(left - index));
        // A batch at a time, in parallel: hundreds of notices stay quick even over a page's service worker.
        const held = await Promise.all(calls.map((call) => paced(context, driver, 'post_notice', call)));
        await Promise.all(held.map((reply) => inHall(context, `/holds/${holdOf(reply)}`, { decision: 'allowed' })));
        await Promise.all(calls.map((call) => paced(context, driver, 'post_notice', call)));
        left -= calls.length;
      }
    }
  }
}

/** Requests that make the Clockford mock produce each of its entries. */
export const clockfordScenarios: ServerScenarios<'clockford'> = {
  // A call held for a person is a consequential one: a public notice.
  ordinaryCall: async (context, entry) => [
    entry.reaction.kind === 'await-human'
      ? await context
          .client(await signedIn(context))
          .callTool('post_notice', { text: 'Lamps lit on Quay Street at six.' })
      : await context
          .client(await signedIn(context))
          .callTool('ask_directory', { question: 'Where is the post office?' }),
  ],
  rules,
};
