/**
 * The client under test as a process: any program, run through `/bin/sh` with the server URL appended as its
 * last argument (the conformance suite's client mode), in a process group of its own so that the grader can end
 * it and everything it started. Its output is kept up to a cap; nothing it prints is read as a verdict.
 */
import { spawn } from 'node:child_process';

/** How a client process ended. */
export interface ClientExit {
  /** The exit code, or `null` when a signal ended it. */
  code: number | null;
  signal: NodeJS.Signals | null;
  /** Whether the grader ended it (deadline, flood, no connection). */
  stoppedByGrader: boolean;
  stdout: string;
  stderr: string;
}

export interface ClientProcess {
  pid: number | undefined;
  /** Resolves once the process has exited (its output may still be closing). */
  ended: Promise<void>;
  /** Resolves once the process and its output streams have closed. */
  exited: Promise<ClientExit>;
  /** Ends the process group: SIGTERM, then SIGKILL after `graceMs`. Resolves once it has exited. */
  stop(graceMs?: number): Promise<ClientExit>;
}

/** How long the output may stay open after the process exits. */
const closeWaitMs = 2000;

/** How much of stdout and of stderr is kept. */
export const outputCapBytes = 64 * 1024;

function collector() {
  const chunks: Buffer[] = [];
  let size = 0;
  let dropped = 0;
  return {
    add(chunk: Buffer) {
      if (size >= outputCapBytes) {
        dropped += chunk.length;
        return;
      }
      chunks.push(chunk.subarray(0, outputCapBytes - size));
      size += chunk.length;
    },
    text: () => Buffer.concat(chunks).toString('utf8') + (dropped > 0 ? `\n… (${dropped} more bytes not kept)` : ''),
  };
}

/** Signals the whole process group; a group that is gone already is fine. */
function signalGroup(pid: number | undefined, signal: NodeJS.Signals): void {
  if (pid === undefined) return;
  try {
    process.kill(-pid, signal);
  } catch {
    // ESRCH: nothing left in the group.
  }
}

/** Starts `command` with `url` appended, and `env` added to the grader's environment. */
export function startClient(command: string, url: string, env: Record<string, string>): ClientProcess {
  const child = spawn('/bin/sh', ['-c', `${command} "$@"`, 'mcp-atlas-grade', url], {
    detached: true,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const stdout = collector();
  const stderr = collector();
  child.stdout.on('data', (chunk: Buffer) => stdout.add(chunk));
  child.stderr.on('data', (chunk: Buffer) => stderr.add(chunk));
  let stoppedByGrader = false;
  const ended = new Promise<void>((resolve) => child.on('exit', () => resolve()));
  const exited = new Promise<ClientExit>((resolve) => {
    let spawnError = '';
    const done = (code: number | null, signal: NodeJS.Signals | null) =>
      resolve({ code, signal, stoppedByGrader, stdout: stdout.text(), stderr: spawnError + stderr.text() });
    child.on('error', (error) => (spawnError = `${error.message}\n`));
    child.on('exit', (code, signal) => {
      // What the client started and left behind goes with it.
      signalGroup(child.pid, 'SIGKILL');
      // A process that left the group and holds the output open must not hold the grader: stop reading it.
      setTimeout(() => {
        child.stdout.destroy();
        child.stderr.destroy();
        done(code, signal);
      }, closeWaitMs).unref();
    });
    child.on('close', done);
  });
  return {
    pid: child.pid,
    ended,
    exited,
    async stop(graceMs = 1000) {
      if (child.exitCode === null && child.signalCode === null) {
        stoppedByGrader = true;
        signalGroup(child.pid, 'SIGTERM');
        const timer = setTimeout(() => signalGroup(child.pid, 'SIGKILL'), graceMs);
        await exited;
        clearTimeout(timer);
      }
      return exited;
    },
  };
}
