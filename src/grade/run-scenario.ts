/**
 * One run of one scenario: a fresh mock on a free loopback port, the scene set with the clock standing still,
 * the client started with the URL and the context, and the wire watched until the client exits or the grader
 * stops it (deadline, flood, no connection). Whatever happens, the client's process group and the port are gone
 * when this returns.
 */
import { constants } from 'node:os';
import { clientEnvironment, type AtlasContext } from './atlas-context.ts';
import { startClient, type ClientExit, type ClientProcess } from './client-process.ts';
import { GradeClock } from './grade-clock.ts';
import { createScene, type Scene } from './scene.ts';
import type { GradeScenario, RunRecord, Verdict } from './scenario.ts';
import { startWireServer, type WireServer } from './wire-server.ts';

/** Limits every run keeps to, whatever the client does. */
export interface RunLimits {
  /** A client that sends nothing for this long has not connected. @default 10 */
  connectSeconds: number;
  /** Requests a run serves before the grader stops the client. @default 500 */
  maxRequests: number;
  /** A shorter deadline than the scenario's, for tests of bad clients. */
  deadlineSeconds?: number;
  /** How long a client gets to end after SIGTERM before SIGKILL. @default 1000 */
  graceMs?: number;
}

export const defaultRunLimits: RunLimits = { connectSeconds: 10, maxRequests: 500 };

const signalNames = new Map(Object.entries(constants.signals).map(([name, number]) => [number, name]));

const messageOf = (error: unknown): string => (error instanceof Error ? error.message : String(error));

const seconds = (ms: number): string => `${(ms / 1000).toFixed(1)} s`;

function verdictOf(exit: ClientExit, stoppedFor: Verdict | undefined, realMs: number): Verdict {
  if (stoppedFor) return stoppedFor;
  if (exit.code === 0) return { kind: 'finished', says: `finished (exit 0) after ${seconds(realMs)}` };
  if (exit.code === 127) return { kind: 'exited-with-error', says: 'the command was not found (exit 127)' };
  // The shell that runs the command reports a command ended by a signal as 128 + the signal's number.
  const signal = exit.code !== null && exit.code > 128 ? signalNames.get(exit.code - 128) : undefined;
  if (signal) return { kind: 'killed-by-signal', says: `ended by ${signal} after ${seconds(realMs)}` };
  if (exit.code !== null) {
    return { kind: 'exited-with-error', says: `exited with code ${exit.code} after ${seconds(realMs)}` };
  }
  return { kind: 'killed-by-signal', says: `ended by ${exit.signal ?? 'a signal'} after ${seconds(realMs)}` };
}

/** Why the grader stops the client, the first reason kept; and the scene's failure, if it failed. */
class Stopping {
  client: ClientProcess | undefined;
  stoppedFor: Verdict | undefined;
  sceneError: string | undefined;
  readonly #graceMs: number | undefined;

  constructor(graceMs: number | undefined) {
    this.#graceMs = graceMs;
  }

  readonly stopFor = (verdict: Verdict): void => {
    this.stoppedFor ??= verdict;
    void this.client?.stop(this.#graceMs);
  };

  readonly failScene = (error: unknown): void => {
    this.sceneError ??= `the grader could not keep up the scene: ${messageOf(error)}`;
    this.stopFor({ kind: 'scene-failed', says: this.sceneError });
  };
}

/** Runs `command` once against `scenario`; returns the run and the context the client was given. */
export async function runScenario(
  id: string,
  scenario: GradeScenario,
  command: string,
  run: number,
  limits: RunLimits = defaultRunLimits,
): Promise<{ record: RunRecord; context: AtlasContext | undefined }> {
  const started = performance.now();
  const clock = new GradeClock();
  const stopping = new Stopping(limits.graceMs);
  const wire = await startGuardedWire(clock, limits, stopping);
  const scene = createScene(wire.mock, clock, wire.origin, stopping.failScene);
  const finish = async (verdict: Verdict, exit?: ClientExit) => {
    scene.dispose();
    await wire.close();
    const record: RunRecord = {
      run,
      url: `${wire.origin}/${scenario.server}/mcp`,
      exchanges: wire.exchanges,
      notes: scene.notes,
      verdict,
      ...(exit ? { exit } : {}),
      ...(clock.zero === undefined ? {} : { zero: clock.zero }),
      realMs: Math.round(performance.now() - started),
    };
    return record;
  };

  let context: AtlasContext;
  try {
    context = await setScene(id, scenario, scene, wire);
  } catch (error) {
    const says = `the grader could not set the scene: ${messageOf(error)}`;
    return { record: await finish({ kind: 'scene-failed', says }), context: undefined };
  }

  let client: ClientProcess;
  try {
    client = startClient(command, `${wire.origin}/${scenario.server}/mcp`, clientEnvironment(context));
  } catch (error) {
    return {
      record: await finish({ kind: 'not-started', says: `the command could not start: ${messageOf(error)}` }),
      context,
    };
  }
  stopping.client = client;
  const exit = await watchClient(client, scenario, wire, limits, stopping);
  const verdict: Verdict = stopping.sceneError
    ? { kind: 'scene-failed', says: stopping.sceneError }
    : verdictOf(exit, stopping.stoppedFor, performance.now() - started);
  return { record: await finish(verdict, exit), context };
}

/** The wire for the run, stopping a client that floods it and failing the run when a scene's hook throws. */
function startGuardedWire(clock: GradeClock, limits: RunLimits, stopping: Stopping): Promise<WireServer> {
  return startWireServer({
    clock,
    maxRequests: limits.maxRequests,
    onFlood: () =>
      stopping.stopFor({
        kind: 'flooded',
        says: `flooded the mock: ${limits.maxRequests} requests in ${seconds(clock.elapsedMs())}; the grader stopped it`,
      }),
    onSceneError: stopping.failScene,
  });
}

/** Lets the scenario prepare the scene: hands its hooks to the wire, and returns the context the client is given. */
async function setScene(id: string, scenario: GradeScenario, scene: Scene, wire: WireServer): Promise<AtlasContext> {
  const preparation = await scenario.prepare(scene);
  wire.hooks = preparation.hooks ?? {};
  return { scenario: id, server: scenario.server, revision: scenario.revision, ...preparation.context };
}

/** Waits for the client to end, stopping it at the deadline or when it has not connected in time; its exit. */
async function watchClient(
  client: ClientProcess,
  scenario: GradeScenario,
  wire: WireServer,
  limits: RunLimits,
  stopping: Stopping,
): Promise<ClientExit> {
  const timers: Array<ReturnType<typeof setTimeout>> = [];
  const deadlineSeconds = Math.min(scenario.deadlineSeconds ?? 20, limits.deadlineSeconds ?? Infinity);
  timers.push(
    setTimeout(
      () =>
        stopping.stopFor({
          kind: 'timed-out',
          says: `still running at the deadline of ${deadlineSeconds} s; the grader stopped it`,
        }),
      deadlineSeconds * 1000,
    ),
    setTimeout(() => {
      if (wire.requestCount === 0) {
        stopping.stopFor({ kind: 'no-connection', says: `did not connect within ${limits.connectSeconds} s` });
      }
    }, limits.connectSeconds * 1000),
  );
  await client.ended;
  timers.forEach((timer) => clearTimeout(timer));
  const exit = await client.exited;
  // Let the answers that were on their way be recorded before the port closes.
  await new Promise((resolve) => setTimeout(resolve, 50));
  return exit;
}
