/**
 * Runs at most `concurrency` jobs at once and, when jobs wait, starts the next one from each
 * waiting key in turn (round robin). One client with many queued jobs therefore delays another
 * client by at most one job per free slot, not by its whole backlog.
 */
export function createFairQueue(concurrency: number) {
  // Insertion order is the turn order: a key that just had a job started goes to the back.
  const waiting = new Map<string, Array<() => void>>();
  let running = 0;

  const startNext = () => {
    while (running < concurrency) {
      const next = waiting.entries().next();
      if (next.done) return;
      const [key, jobs] = next.value;
      waiting.delete(key);
      const start = jobs.shift();
      if (jobs.length > 0) waiting.set(key, jobs);
      if (!start) continue;
      running += 1;
      start();
    }
  };

  return {
    /** Runs `job` when it is `key`'s turn and a slot is free. */
    run<T>(key: string, job: () => Promise<T>): Promise<T> {
      return new Promise<T>((resolve, reject) => {
        const jobs = waiting.get(key) ?? [];
        jobs.push(() => {
          job()
            .then(resolve, reject)
            .finally(() => {
              running -= 1;
              startNext();
            });
        });
        waiting.set(key, jobs);
        startNext();
      });
    },
    /** Jobs of `key` not yet started. */
    waitingFor: (key: string) => waiting.get(key)?.length ?? 0,
  };
}
