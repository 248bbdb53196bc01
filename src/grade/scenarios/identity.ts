/**
 * Scenarios about who the client is and which conversation it is in: a token that has expired, a token without
 * the scope the server needs, a session the server has forgotten, and a 2026-07-28 probe the server refuses.
 */
import { clockfordLimit } from '../../mock/servers/clockford/index.ts';
import type { CheckId } from '../checks/index.ts';
import type { GradeScenario } from '../scenario.ts';
import { sessionSent } from '../wire-record.ts';
import { beforeFirstCall, clockfordSignIn, clockfordTokenFor, says } from './scene-helpers.ts';

const askDirectory = [{ tool: 'ask_directory', arguments: { question: 'Where is the post office?' } }];
const task = { kind: 'call-tools', calls: askDirectory, says: says(askDirectory) } as const;

export const identityScenarios = {
  'expired-token': {
    suite: 'auth',
    title: "The client's Clockford token has expired; the context says how to sign in again.",
    server: 'clockford',
    revision: '2026-07-28',
    entries: ['clockford.http.expired-token'],
    checks: ['fresh-token'],
    async prepare(scene) {
      const token = await scene.inThePast((clockfordLimit('token-lifetime') + 1) * 1000, () =>
        clockfordTokenFor(scene),
      );
      scene.note('The token the client holds was issued an hour and a second before it starts.');
      return { context: { task, credentials: { bearer: token }, signIn: clockfordSignIn(scene) } };
    },
  },
  'insufficient-scope': {
    suite: 'auth',
    title: 'The client\'s Clockford token has the scope "read"; the town needs "town" and says so.',
    server: 'clockford',
    revision: '2026-07-28',
    entries: ['clockford.http.insufficient-scope'],
    checks: ['scoped-token'],
    async prepare(scene) {
      const token = await clockfordTokenFor(scene, { scope: 'read' });
      // The form the client signed in with: a client that signs in again without the named scope asks for "read".
      const signIn = clockfordSignIn(scene);
      return {
        context: {
          task,
          credentials: { bearer: token },
          signIn: { ...signIn, form: { ...signIn.form, scope: 'read' } },
        },
      };
    },
  },
  'session-lost': {
    suite: 'sessions',
    title: "Clockford forgets the client's 2025-11-25 session just before its call (a restart, an idle timeout).",
    server: 'clockford',
    revision: '2025-11-25',
    entries: ['clockford.http.session-not-found'],
    checks: ['new-session'],
    prepare(scene) {
      return {
        context: { task },
        hooks: {
          beforeRequest: beforeFirstCall('ask_directory', async (exchange) => {
            const session = sessionSent(exchange);
            if (!session) return;
            await scene.fetch(`${scene.origin}/clockford/hall/sessions/${session}`, { method: 'DELETE' });
            scene.note(`The town forgot the session ${session}.`);
          }),
        },
      };
    },
  },
  // The conformance suite's scenario, by its name: the first session-bearing call meets a 404, and the client
  // starts a new session with a clean initialize, then carries on.
  'session-renegotiation-404': {
    suite: 'sessions',
    title:
      "The conformance suite's session-renegotiation-404: Clockford ends the 2025-11-25 session, so the first call that carries it meets a 404.",
    server: 'clockford',
    revision: '2025-11-25',
    entries: ['clockford.http.session-not-found'],
    checks: ['new-session'],
    prepare(scene) {
      return {
        context: { task },
        hooks: {
          beforeRequest: beforeFirstCall('ask_directory', async (exchange) => {
            const session = sessionSent(exchange);
            if (!session) return;
            await scene.fetch(`${scene.origin}/clockford/hall/sessions/${session}`, { method: 'DELETE' });
            scene.note(`The town forgot the session ${session}.`);
          }),
        },
      };
    },
  },
  'fall-back': {
    suite: 'sessions',
    title: 'The client asks Clockford for 2026-07-28 without signing in; the town speaks 2025-11-25 to visitors.',
    server: 'clockford',
    revision: '2026-07-28',
    entries: ['clockford.http.modern-without-sign-in'],
    checks: ['falls-back'],
    prepare: () => ({ context: { task } }),
  },
} satisfies Record<string, GradeScenario<CheckId>>;
