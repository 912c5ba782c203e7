import { spawn, type ChildProcess } from 'node:child_process';

/** Waits before restarting a process that died: doubling from 1 s, at most 30 s. */
const FIRST_RESTART_DELAY_MS = 1_000;
const MAX_RESTART_DELAY_MS = 30_000;
/** A process that ran this long was healthy: its next restart waits the first delay again. */
const STABLE_AFTER_MS = 60_000;
/** A start that ends sooner than this failed (bad configuration, database refused). */
const FAILED_START_MS = 15_000;
/** When every process has failed this many starts in a row, nothing can serve: give up. */
const GIVE_UP_AFTER_FAILED_STARTS = 5;

export interface ClusterProcess {
  port: number;
  /** The command and arguments that start one server process. */
  command: string;
  args: string[];
  env: NodeJS.ProcessEnv;
}

interface Slot extends ClusterProcess {
  child?: ChildProcess;
  startedAt: number;
  failedStarts: number;
  delayMs: number;
  restartTimer?: NodeJS.Timeout;
}

export interface Cluster {
  /** SIGTERM to every process (each drains); resolves when all have exited. */
  stop(signal?: NodeJS.Signals): Promise<void>;
}

/**
 * Runs the processes and keeps them running: one that dies (kill -9, a crash, exit 1 because
 * its embedded database could not come back) is restarted with back-off while the others keep
 * serving. It used to stop all of them. Gives up only when no process can start.
 */
export function superviseCluster(
  processes: ClusterProcess[],
  options: { log(line: string): void; giveUp(reason: string): void },
): Cluster {
  let stopping = false;
  const slots: Slot[] = processes.map((process) => ({
    ...process,
    startedAt: 0,
    failedStarts: 0,
    delayMs: FIRST_RESTART_DELAY_MS,
  }));

  const start = (slot: Slot) => {
    slot.startedAt = Date.now();
    const child = spawn(slot.command, slot.args, {
      env: slot.env,
      stdio: ['ignore', 'inherit', 'inherit'],
      // Its own process group: a terminal's Ctrl-C reaches only this supervisor, which sends one
      // SIGTERM. Two signals (the terminal's SIGINT and ours) make a server exit without draining.
      detached: true,
    });
    slot.child = child;
    options.log(`tickerdeck on port ${slot.port}: pid ${child.pid}`);
    child.on('exit', (code, signal) => onExit(slot, code, signal));
  };

  const onExit = (slot: Slot, code: number | null, signal: NodeJS.Signals | null) => {
    if (stopping) return;
    const ranMs = Date.now() - slot.startedAt;
    if (ranMs >= STABLE_AFTER_MS) slot.delayMs = FIRST_RESTART_DELAY_MS;
    slot.failedStarts = ranMs < FAILED_START_MS ? slot.failedStarts + 1 : 0;
    if (slots.every((each) => each.failedStarts >= GIVE_UP_AFTER_FAILED_STARTS)) {
      options.giveUp(
        `every process failed ${GIVE_UP_AFTER_FAILED_STARTS} starts in a row: see their ` +
          'messages above (configuration, DATABASE_URL)',
      );
      return;
    }
    const delay = slot.delayMs;
    slot.delayMs = Math.min(slot.delayMs * 2, MAX_RESTART_DELAY_MS);
    options.log(
      `tickerdeck on port ${slot.port} exited (${signal ?? `code ${code}`}); ` +
        `restarting it in ${delay / 1000} s, the others keep serving`,
    );
    slot.restartTimer = setTimeout(() => start(slot), delay);
  };

  for (const slot of slots) start(slot);
  // Whatever ends this process (an uncaught error, SIGHUP), its servers do not outlive it.
  process.on('exit', () => {
    for (const slot of slots) slot.child?.kill('SIGTERM');
  });

  return {
    async stop(signal = 'SIGTERM') {
      stopping = true;
      const running = slots.flatMap((slot) => {
        clearTimeout(slot.restartTimer);
        const child = slot.child;
        if (!child || child.exitCode !== null || child.signalCode !== null) return [];
        return [new Promise<void>((resolve) => child.once('exit', () => resolve()))];
      });
      for (const slot of slots) slot.child?.kill(signal);
      await Promise.all(running);
    },
  };
}
