import type { FastifyBaseLogger } from 'fastify';
import type { HttpDrain } from './http-drain.ts';

/** How long SIGTERM waits for requests already sent before cutting their connections. */
const DRAIN_TIMEOUT_MS = 20_000;
/** A stuck step (a pool waiting on a dead client) must not stop the next one (stopping postgres). */
const CLEANUP_STEP_TIMEOUT_MS = 25_000;

export interface Shutdown {
  /** A step of the clean-up; steps run last-added first, each with a time limit. */
  add(step: () => Promise<void>): void;
  /** The server listens: stopping drains its connections before the clean-up. */
  serving(http: HttpDrain): void;
  /** Start-up is over: a stop asked for while starting happens now. */
  started(): void;
  /** Drains, cleans up and exits with `code`; while starting, once start-up is over. */
  stop(reason: string, code: number): void;
  /** The clean-up alone (a start that failed). */
  cleanUp(): Promise<void>;
}

/**
 * SIGTERM/SIGINT and fatal conditions (the embedded database cannot be restarted) end the same
 * way: stop taking connections, answer what was sent, close the app, the pool and the database.
 * Listened for before the first line is logged: a deploy's SIGTERM can come while the database
 * is starting, and Node's default would exit at once, leaving postgres running and its lock held.
 */
export function handleShutdown(log: FastifyBaseLogger): Shutdown {
  const steps: Array<() => Promise<void>> = [];
  let http: HttpDrain | undefined;
  let isStarted = false;
  let stopping = false;
  let asked: { reason: string; code: number } | undefined;

  const cleanUp = async () => {
    for (const step of steps.splice(0).reverse()) {
      let timer: NodeJS.Timeout | undefined;
      const limit = new Promise<void>((resolve) => {
        timer = setTimeout(() => {
          log.warn(`a shutdown step took over ${CLEANUP_STEP_TIMEOUT_MS} ms: moving on`);
          resolve();
        }, CLEANUP_STEP_TIMEOUT_MS);
      });
      await Promise.race([step().catch((error: unknown) => log.error(error)), limit]);
      clearTimeout(timer);
    }
  };

  const run = async (reason: string, code: number) => {
    stopping = true;
    log.info(`${reason}: finishing the requests already sent, then stopping`);
    if (http) {
      await http.stopAccepting();
      log.info('no longer accepting connections');
      const { cut } = await http.finish(DRAIN_TIMEOUT_MS);
      if (cut > 0) log.warn(`${cut} connections still busy after ${DRAIN_TIMEOUT_MS} ms: cut`);
    }
    await cleanUp();
    log.info('stopped');
    process.exit(code);
  };

  const stop = (reason: string, code: number) => {
    if (stopping) return;
    if (isStarted) {
      void run(reason, code);
      return;
    }
    if (!asked) log.info(`${reason} while starting: stopping as soon as the server is up`);
    asked ??= { reason, code };
  };

  const onSignal = (signal: string) => {
    if (stopping || (!isStarted && asked)) {
      log.warn(`${signal} again: exiting without waiting`);
      process.exit(1);
    }
    stop(signal, 0);
  };
  process.on('SIGINT', () => onSignal('SIGINT'));
  process.on('SIGTERM', () => onSignal('SIGTERM'));

  return {
    add: (step) => steps.push(step),
    serving(drain) {
      http = drain;
    },
    started() {
      isStarted = true;
      if (asked) void run(asked.reason, asked.code);
    },
    stop,
    cleanUp,
  };
}
