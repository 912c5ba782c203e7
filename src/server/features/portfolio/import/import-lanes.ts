import { createFairQueue, QueueFull } from '#server/fair-use/fair-queue.ts';
import { HttpError } from '#server/plugins/errors.ts';

// Who may import now (docs/decisions/073). Slots are per user first: one
// import of yours at a time, a second is refused with 503 `import-busy`, as the README says.
// Then the process's slots (one import thread each) are shared in turn: another user's import
// waits for a free slot and is served, never refused because two other people import. What may
// wait is bounded (its file is in memory), in all and per address.

export const IMPORT_LANES = {
  /** Imports running at once in this process: the import pool's threads. */
  running: 2,
  /** Imports waiting for a slot, across users. */
  waiting: 16,
  /** Imports one address may have running or waiting, whoever is signed in. */
  perAddress: 4,
  retryAfterSeconds: 5,
} as const;

const yoursRuns = () =>
  new HttpError(
    503,
    'import-busy',
    'Another import of yours is running; try again when it has finished.',
    IMPORT_LANES.retryAfterSeconds,
  );
const fromYourNetwork = () =>
  new HttpError(
    503,
    'import-busy',
    'Too many imports from your network are running; try again in a few seconds.',
    IMPORT_LANES.retryAfterSeconds,
  );
const full = () =>
  new HttpError(
    503,
    'import-busy',
    'Many imports are waiting; try again in a few seconds.',
    IMPORT_LANES.retryAfterSeconds,
  );

export function createImportLanes() {
  const queue = createFairQueue({
    concurrency: IMPORT_LANES.running,
    perKeyRunning: 1,
    totalWaiting: IMPORT_LANES.waiting,
  });
  const users = new Set<string>();
  const perAddress = new Map<string, number>();

  return {
    /** Runs `work` in `userId`'s turn; `address` (the request's) bounds one network's share. */
    async run<T>(userId: string, address: string | undefined, work: () => Promise<T>): Promise<T> {
      if (users.has(userId)) throw yoursRuns();
      const open = address === undefined ? 0 : (perAddress.get(address) ?? 0);
      if (open >= IMPORT_LANES.perAddress) throw fromYourNetwork();
      users.add(userId);
      if (address !== undefined) perAddress.set(address, open + 1);
      try {
        return await queue.run(userId, work);
      } catch (error) {
        throw error instanceof QueueFull ? full() : error;
      } finally {
        users.delete(userId);
        if (address !== undefined) {
          const left = (perAddress.get(address) ?? 1) - 1;
          if (left > 0) perAddress.set(address, left);
          else perAddress.delete(address);
        }
      }
    },
  };
}
