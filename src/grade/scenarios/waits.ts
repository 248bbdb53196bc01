/**
 * Scenarios about waiting: a wait the server names (in a header, in `retryAfterSeconds`, as a reset time, in
 * words), a transient failure that names none, a failure that does not clear, and a session with too much in
 * flight. The named waits are short, so an honest client sleeps them out in real time.
 */
import { roomsDemoInvite, roomsDemoKeys } from '../../mock/servers/rooms/index.ts';
import { ichabodDemoKeys } from '../../mock/servers/ichabod/index.ts';
import { clockfordConfig } from '../../mock/servers/clockford/index.ts';
import { getEntry, limitRate, type EntryId } from '../../catalog/index.ts';
import type { CheckId } from '../checks/index.ts';
import type { GradeScenario } from '../scenario.ts';
import { beforeFirstCall, clockfordTokenFor, says } from './scene-helpers.ts';

/** An entry's title, in the catalog's words, to start a sentence with or to carry on one. */
const titleOf = (id: EntryId): string => getEntry(id).title;
const lowerFirst = (text: string): string => `${text[0]!.toLowerCase()}${text.slice(1)}`;
/** How long the clerk stays busy, and how long the session's places in flight stay taken, in seconds. */
const clerkBusySeconds = 2;
const inFlightSeconds = 1;

const askDirectory = [{ tool: 'ask_directory', arguments: { question: 'Where is the post office?' } }];
const searchDocs = [{ tool: 'search_docs', arguments: { q: 'retry' } }];

export const waitScenarios = {
  'retry-after-header': {
    suite: 'core',
    title:
      "Another agent of the account has just spent Clockford's request bucket; the client's call gets 429 with Retry-After.",
    server: 'clockford',
    revision: '2026-07-28',
    entries: ['clockford.http.rate-limited'],
    waitFrom: 'retry-after-header',
    checks: ['honours-named-wait', 'attempt-cap'],
    async prepare(scene) {
      const token = await clockfordTokenFor(scene);
      return {
        context: {
          task: { kind: 'call-tools', calls: askDirectory, says: says(askDirectory) },
          credentials: { bearer: token },
        },
        hooks: {
          beforeRequest: beforeFirstCall('ask_directory', async () => {
            const other = scene.driver('clockford');
            other.token = token;
            // Until refused, with the clock running: the bucket is empty the moment the client's call arrives.
            for (let sent = 0; sent <= 4 * clockfordConfig.rate.burst; sent += 1) {
              if ((await other.rpc('tools/list')).status === 429) break;
            }
            scene.note("Another agent of alice's spent the account's bucket of requests.");
          }),
        },
      };
    },
  },
  'retry-after-seconds': {
    suite: 'core',
    title: `${titleOf('clockford.tool.clerk-busy')} for ${clerkBusySeconds} s; the tool answers with retryAfterSeconds.`,
    server: 'clockford',
    revision: '2025-11-25',
    entries: ['clockford.tool.clerk-busy'],
    waitFrom: 'retry-after-seconds',
    checks: ['honours-named-wait', 'attempt-cap'],
    prepare(scene) {
      scene.mock.faults.add({
        server: 'clockford',
        entry: 'clockford.tool.clerk-busy',
        retryAfterSeconds: clerkBusySeconds,
      });
      scene.note(
        `${titleOf('clockford.tool.clerk-busy')}: tool calls are refused for ${clerkBusySeconds} s from the first one.`,
      );
      return { context: { task: { kind: 'call-tools', calls: askDirectory, says: says(askDirectory) } } };
    },
  },
  'retry-after-resets-at': {
    suite: 'core',
    title: "The founder's hourly bucket at Ichabod is empty and resets in 2 s; the reply names the reset time.",
    server: 'ichabod',
    revision: '2025-11-25',
    entries: ['ichabod.tool.rate-limited'],
    waitFrom: 'resets-at',
    checks: ['honours-named-wait', 'attempt-cap'],
    prepare(scene) {
      const { count, windowSeconds } = limitRate('ichabod.limit.hourly-rate');
      const founder = scene.driver('ichabod');
      founder.token = ichabodDemoKeys.founder;
      const calls = [{ tool: 'list_matches', arguments: {} }];
      return {
        context: {
          task: { kind: 'call-tools', calls, says: says(calls) },
          credentials: { bearer: ichabodDemoKeys.founder },
        },
        hooks: {
          // When the client first calls, the founder's other calls were made a window ago, less 2 s: the oldest
          // ages out 2 s from now.
          beforeRequest: beforeFirstCall('list_matches', () =>
            scene.inThePast((windowSeconds - 2) * 1000, async () => {
              for (let sent = 0; sent < count; sent += 1)
                await founder.callTool('list_matches', {}, { noSession: true });
              scene.note(`The founder's other ${count} calls were made an hour ago, less 2 s.`);
            }),
          ),
        },
      };
    },
  },
  'backoff-transient': {
    suite: 'core',
    title: 'Connect answers 503 with no hint for half a second (the catalog says how long such a fault lasts).',
    server: 'connect',
    revision: '2026-07-28',
    entries: ['connect.http.transport-fault'],
    checks: ['backs-off', 'jittered-backoff', 'attempt-cap'],
    // Seven runs: full jitter from a 1 s ceiling spreads its first waits over less than 200 ms about once in 3000.
    runs: 7,
    prepare(scene) {
      return {
        context: { task: { kind: 'call-tools', calls: searchDocs, says: says(searchDocs) } },
        hooks: {
          beforeRequest: beforeFirstCall('search_docs', () => {
            scene.mock.faults.add({ server: 'connect', entry: 'connect.http.transport-fault' });
            scene.note('Connect starts answering 503 (no Retry-After) for 0.5 s.');
          }),
        },
      };
    },
  },
  'sustained-503': {
    suite: 'core',
    title: 'Connect answers 503 to everything and does not recover while the client runs; the task is three searches.',
    server: 'connect',
    revision: '2026-07-28',
    entries: ['connect.http.transport-fault'],
    checks: ['slows-down', 'attempt-cap'],
    deadlineSeconds: 40,
    prepare(scene) {
      const calls = [1, 2, 3].map((index) => ({ tool: 'search_docs', arguments: { q: `retry ${index}` } }));
      return {
        context: {
          task: { kind: 'call-tools', calls, says: `${says(calls)} Carry on to the next call if one fails.` },
        },
        hooks: {
          beforeRequest: beforeFirstCall('search_docs', () => {
            scene.mock.faults.add({ server: 'connect', entry: 'connect.http.transport-fault', hold: 'until-cleared' });
            scene.note('Connect starts answering 503 (no Retry-After), and does not stop.');
          }),
        },
      };
    },
  },
  'wait-for-room': {
    suite: 'core',
    title: `Clockford's session has ${lowerFirst(titleOf('clockford.http.too-many-in-flight'))} for ${inFlightSeconds} s: 429 with Retry-After.`,
    server: 'clockford',
    revision: '2025-11-25',
    entries: ['clockford.http.too-many-in-flight'],
    waitFrom: 'retry-after-header',
    checks: ['honours-named-wait', 'attempt-cap'],
    prepare(scene) {
      return {
        context: { task: { kind: 'call-tools', calls: askDirectory, says: says(askDirectory) } },
        hooks: {
          // Injected: the grader cannot fill a session the client has not opened yet with calls of its own.
          beforeRequest: beforeFirstCall('ask_directory', () => {
            scene.mock.faults.add({
              server: 'clockford',
              entry: 'clockford.http.too-many-in-flight',
              retryAfterSeconds: inFlightSeconds,
              holdSeconds: inFlightSeconds,
            });
            scene.note(`Other calls of this session hold every place in flight for ${inFlightSeconds} s.`);
          }),
        },
      };
    },
  },
  'write-retry-after': {
    suite: 'writes',
    title: "Agent alpha has just sent its burst of messages to Rooms' kitchen; its next send is refused for a second.",
    server: 'rooms',
    revision: '2025-11-25',
    entries: ['rooms.tool.rate-limited'],
    waitFrom: 'say-seconds',
    checks: ['honours-named-wait', 'idempotency-key'],
    async prepare(scene) {
      const alpha = scene.driver('rooms');
      alpha.token = roomsDemoKeys.agentAlpha;
      await alpha.callTool('join_room', { room: 'kitchen', invite: roomsDemoInvite });
      const calls = [{ tool: 'send_message', arguments: { room: 'kitchen', body: 'Lamps at six.' } }];
      return {
        context: {
          task: { kind: 'call-tools', calls, idempotencyKey: { argument: 'idempotency_key' }, says: says(calls) },
          credentials: { bearer: roomsDemoKeys.agentAlpha },
        },
        hooks: {
          // With the clock still, so the bucket has not refilled by the time the client's send reaches it.
          beforeRequest: beforeFirstCall('send_message', () =>
            scene.clock.still(async () => {
              for (let sent = 0; sent < 10; sent += 1) {
                await alpha.callTool('send_message', { room: 'kitchen', body: `hello ${sent}` });
              }
              scene.note("Another process of agent alpha's sent 10 messages to the kitchen at once: Rooms' burst.");
            }),
          ),
        },
      };
    },
  },
} satisfies Record<string, GradeScenario<CheckId>>;
