import { setTimeout as sleep } from 'node:timers/promises';
import type { EmbeddedDatabase } from './embedded-postgres.ts';

/** Waits before each restart attempt: about 16 s in all, then the app gives up and exits. */
export const RESTART_BACKOFF_MS: readonly number[] = [250, 500, 1_000, 2_000, 4_000, 8_000];
/** A postgres that ran this long after a restart is well again: the attempts start over. */
const STABLE_AFTER_MS = 60_000;

export interface SupervisorOptions {
  log: { info(message: string): void; warn(message: string): void };
  /** Called once when postgres cannot be brought back; the app stops and exits non-zero. */
  giveUp(reason: string): void;
  backoffMs?: readonly number[];
}

/**
 * Restarts the embedded PostgreSQL when it dies under the running app (kill -9, a crash, its
 * postmaster.pid removed), with back-off and a bounded number of attempts; then gives up, so
 * that the app exits non-zero and whatever supervises it (systemd, Docker, `npm run cluster`)
 * starts it afresh. Before this a killed postgres meant 503 forever.
 */
export function superviseEmbeddedPostgres(
  database: EmbeddedDatabase,
  options: SupervisorOptions,
): { stop(): void } {
  const backoff = options.backoffMs ?? RESTART_BACKOFF_MS;
  const stopped = new AbortController();
  let attempts = 0;
  let upSince = Date.now();

  const recover = async (how: string) => {
    if (Date.now() - upSince >= STABLE_AFTER_MS) attempts = 0;
    options.log.warn(`embedded PostgreSQL stopped unexpectedly (${how}): restarting it`);
    let lastError: unknown;
    while (attempts < backoff.length) {
      const delay = backoff[attempts] ?? 0;
      attempts += 1;
      try {
        await sleep(delay, undefined, { signal: stopped.signal });
        await database.restart();
      } catch (error) {
        if (stopped.signal.aborted) return;
        lastError = error;
        options.log.warn(`embedded PostgreSQL restart attempt ${attempts} failed`);
        continue;
      }
      if (stopped.signal.aborted) return;
      upSince = Date.now();
      options.log.info(`embedded PostgreSQL restarted (attempt ${attempts})`);
      return;
    }
    const detail = lastError instanceof Error ? lastError.message : String(lastError);
    options.giveUp(
      `The embedded PostgreSQL could not be restarted after ${attempts} attempts: exiting so ` +
        `that the process supervisor starts Tickerdeck again.\n${detail}`,
    );
  };

  database.onUnexpectedExit((how) => {
    if (!stopped.signal.aborted) void recover(how);
  });
  return { stop: () => stopped.abort() };
}
