/**
 * Runs at most `concurrency` jobs at once and, when jobs wait, starts the next one from each
 * waiting key in turn (round robin). One client with many queued jobs therefore delays another
 * client by at most one job per free slot, not by its whole backlog. Optional per-key bounds
 *: a key runs at most `perKeyRunning` jobs at once however many slots are free, and
 * keeps at most `perKeyWaiting` waiting; one more is refused with QueueFull, before any work.
 */
export interface FairQueueLimits {
  /** Jobs running at once across every key. */
  concurrency: number;
  /** Jobs of one key running at once (default: `concurrency`). */
  perKeyRunning?: number;
  /** Jobs of one key waiting for their turn; one more is refused (default: no bound). */
  perKeyWaiting?: number;
  /** Jobs waiting across every key; one more is refused (default: no bound). */
  totalWaiting?: number;
}

/** The key already has as many jobs waiting as it may: answer "busy", start nothing. */
export class QueueFull extends Error {
  constructor(readonly key: string) {
    super(`Too many jobs of ${key} at once`);
    this.name = 'QueueFull';
  }
}

/** The caller stopped waiting (its request went away) before the job's turn came. */
export class QueueLeft extends Error {
  constructor() {
    super('Left the queue before its turn');
    this.name = 'QueueLeft';
  }
}

/** Gives the slot back; calling it again does nothing. */
export type Release = () => void;

export function createFairQueue(limits: FairQueueLimits | number) {
  const { concurrency, perKeyRunning, perKeyWaiting, totalWaiting } =
    typeof limits === 'number' ? { concurrency: limits } : limits;
  const keyRunning = perKeyRunning ?? concurrency;
  // Insertion order is the turn order: a key that just had a job started goes to the back.
  const waiting = new Map<string, Array<() => void>>();
  const runningOf = new Map<string, number>();
  let running = 0;
  let waitingCount = 0;

  const startNext = () => {
    while (running < concurrency) {
      // The first key in turn order that may start another job.
      let chosen: [string, Array<() => void>] | undefined;
      for (const entry of waiting) {
        if ((runningOf.get(entry[0]) ?? 0) < keyRunning) {
          chosen = entry;
          break;
        }
      }
      if (!chosen) return;
      const [key, jobs] = chosen;
      waiting.delete(key);
      const start = jobs.shift();
      if (jobs.length > 0) waiting.set(key, jobs);
      if (!start) continue;
      waitingCount -= 1;
      start();
    }
  };

  /** Takes a slot for `key` when its turn comes; `signal` leaves the queue before that. */
  function acquire(key: string, signal?: AbortSignal): Promise<Release> {
    const queued = waiting.get(key)?.length ?? 0;
    if (perKeyWaiting !== undefined && queued >= perKeyWaiting) {
      // A key with a free slot of its own never waits, so it is never refused.
      const mayRunNow = running < concurrency && (runningOf.get(key) ?? 0) < keyRunning;
      if (!mayRunNow) return Promise.reject(new QueueFull(key));
    }
    if (totalWaiting !== undefined && waitingCount >= totalWaiting && running >= concurrency) {
      return Promise.reject(new QueueFull(key));
    }
    if (signal?.aborted) return Promise.reject(new QueueLeft());
    return new Promise<Release>((resolve, reject) => {
      const jobs = waiting.get(key) ?? [];
      const start = () => {
        signal?.removeEventListener('abort', leave);
        running += 1;
        runningOf.set(key, (runningOf.get(key) ?? 0) + 1);
        let released = false;
        resolve(() => {
          if (released) return;
          released = true;
          running -= 1;
          const left = (runningOf.get(key) ?? 1) - 1;
          if (left > 0) runningOf.set(key, left);
          else runningOf.delete(key);
          startNext();
        });
      };
      const leave = () => {
        const list = waiting.get(key);
        const at = list?.indexOf(start) ?? -1;
        if (!list || at < 0) return;
        list.splice(at, 1);
        if (list.length === 0) waiting.delete(key);
        waitingCount -= 1;
        reject(new QueueLeft());
      };
      signal?.addEventListener('abort', leave, { once: true });
      jobs.push(start);
      waiting.set(key, jobs);
      waitingCount += 1;
      startNext();
    });
  }

  return {
    acquire,
    /** Runs `job` when it is `key`'s turn and a slot is free. */
    async run<T>(key: string, job: () => Promise<T>, signal?: AbortSignal): Promise<T> {
      const release = await acquire(key, signal);
      try {
        return await job();
      } finally {
        release();
      }
    },
    /** Jobs of `key` not yet started. */
    waitingFor: (key: string) => waiting.get(key)?.length ?? 0,
    /** Jobs of `key` running now. */
    runningFor: (key: string) => runningOf.get(key) ?? 0,
  };
}
