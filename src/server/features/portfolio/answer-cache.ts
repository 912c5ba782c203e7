import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';

// Computed portfolio answers, remembered per process (decision 029). A key names everything an
// answer is computed from — the user's ledger version (ledgerVersion: a number triggers renew on
// every write, docs/decisions/086, read from the database on each request, so a write through
// any process or tab changes it),
// the prices or close series used, the method or range — so a remembered answer is only
// reused when recomputing would give the same one. Concurrent identical requests share one
// computation (the promise is remembered), which is what ten open tabs of one user send.

export interface AnswerCache<T> {
  /** The answer for `key`, computing it with `compute` when not remembered. */
  get(key: string, compute: () => Promise<T>): Promise<T>;
}

export function createAnswerCache<T>(
  options: { max?: number; ttlMs?: number } = {},
): AnswerCache<T> {
  const cache = new LRUCache<string, Promise<T>>({
    max: options.max ?? 64,
    ttl: options.ttlMs ?? 10 * 60_000,
  });
  return {
    get(key, compute) {
      const digest = createHash('sha256').update(key).digest('base64');
      const remembered = cache.get(digest);
      if (remembered) return remembered;
      const answer = compute();
      cache.set(digest, answer);
      // A failure is not remembered: the next request tries again.
      answer.catch(() => {
        if (cache.get(digest) === answer) cache.delete(digest);
      });
      return answer;
    },
  };
}

/** No memory: every request computes (the benchmark's "after a write" figures). */
export function noAnswerCache<T>(): AnswerCache<T> {
  return { get: (_key, compute) => compute() };
}
