// Work that arrives in bursts, run a bounded amount per event-loop turn. 100 stream upgrades or
// 1,000 closes arriving together were each handled in one turn, and every other request waited
// for the whole burst (docs/decisions/013-live-stream-abuse.md). Each turn here runs
// at most `perTurn` jobs and stops early once `budgetMs` has passed, then yields with
// setImmediate: timers and I/O (other requests) run between two turns of the queue.

export interface PacedQueueOptions {
  /** Jobs per turn at most: bounds a turn even when a job's cost continues in microtasks. */
  perTurn: number;
  /** Time per turn at most (checked between jobs): under load, fewer jobs fit in a turn. */
  budgetMs: number;
}

export interface PacedQueue {
  /** Runs `job` in a later turn, after the jobs pushed before it (first in, first out). */
  push(job: () => void): void;
  /** Jobs not run yet. */
  size(): number;
  /** Forgets the jobs not run yet (shutdown). */
  clear(): void;
}

export function createPacedQueue({ perTurn, budgetMs }: PacedQueueOptions): PacedQueue {
  let jobs: Array<(() => void) | undefined> = [];
  let head = 0;
  let scheduled = false;

  const schedule = () => {
    if (scheduled || head === jobs.length) return;
    scheduled = true;
    setImmediate(runTurn);
  };

  function runTurn() {
    scheduled = false;
    const started = performance.now();
    try {
      for (let ran = 0; ran < perTurn && head < jobs.length; ran++) {
        if (ran > 0 && performance.now() - started >= budgetMs) break;
        const job = jobs[head];
        jobs[head++] = undefined;
        job?.();
      }
    } finally {
      // Runs even when a job threw, so one failure does not strand the jobs behind it.
      if (head === jobs.length) {
        jobs = [];
        head = 0;
      } else if (head > 1_024 && head * 2 > jobs.length) {
        // A queue that never empties is compacted now and then rather than growing forever.
        jobs = jobs.slice(head);
        head = 0;
      }
      schedule();
    }
  }

  return {
    push(job) {
      jobs.push(job);
      schedule();
    },
    size: () => jobs.length - head,
    clear() {
      jobs = [];
      head = 0;
    },
  };
}
