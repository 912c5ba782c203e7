import type { FastifyBaseLogger } from 'fastify';
import PgBoss from 'pg-boss';
import type { Database } from '../db/database.ts';
import { takingTurns } from '../db/session-lock.ts';
import type { SqlClient } from '../db/transactions.ts';

// Durable background jobs in PostgreSQL (pg-boss 10: the last major that runs on Node 20),
// shared by every server process: a job queued inside a writing transaction exists only if that
// transaction commits, and one process runs it (docs/decisions/032).

// Any constant works; it only has to be the same in every Tickerdeck process.
const QUEUE_SETUP_LOCK_ID = 7_215_044_902;

export interface QueueSettings {
  /** How long one run may take before pg-boss hands the job to another worker. */
  expireInSeconds: number;
  retryLimit: number;
  retryDelaySeconds: number;
}

export type JobHandler<Data> = (
  data: Data,
  job: { id: string; retryCount: number },
) => Promise<void>;

export interface Jobs {
  /** Creates the queue (idempotent) and works it in this process, one job at a time per batch. */
  work<Data extends object>(
    queue: string,
    settings: QueueSettings,
    handler: JobHandler<Data>,
  ): Promise<void>;
  /** Queues a job in the caller's transaction; `key` makes a second send of it a no-op. */
  sendInTransaction(client: SqlClient, queue: string, data: object, key?: string): Promise<void>;
  send(queue: string, data: object, key?: string): Promise<void>;
  /** Runs `queue` on the cron schedule (America/New_York), once across every process. */
  schedule(queue: string, cron: string): Promise<void>;
  /** Asks this process's worker of `queue` to fetch now instead of at its next poll. */
  wake(queue: string): void;
  close(): Promise<void>;
}

export interface JobsOptions {
  database: Database;
  log: FastifyBaseLogger;
  /** How often expired jobs are handed back (maintenance); at least 1 s. */
  maintenanceIntervalSeconds?: number;
  pollingIntervalSeconds?: number;
}

/** Starts pg-boss on the app's own connection pool (its tables live in the `pgboss` schema). */
export async function startJobs(options: JobsOptions): Promise<Jobs> {
  const { database, log } = options;
  const boss = new PgBoss({
    db: { executeSql: (text, values) => database.pool.query(text, values) },
    schema: 'pgboss',
    maintenanceIntervalSeconds: options.maintenanceIntervalSeconds ?? 30,
    // Our own tables keep what matters (notifications, outbox); finished jobs go after a week.
    deleteAfterDays: 7,
    archiveCompletedAfterSeconds: 3600,
  });
  boss.on('error', (error) => log.warn({ err: error }, 'jobs: pg-boss reported an error'));
  await boss.start();
  const workers = new Map<string, string>();
  /**
   * pg-boss answers a send with no id both when its key makes it a repeat (the job is queued
   * already) and when the queue does not exist: then the job is dropped without an error. The
   * second throws here, so the caller's transaction rolls back instead of committing without it.
   */
  const queued = async (queue: string, id: string | null, key: string | undefined) => {
    if (id !== null || (key !== undefined && (await boss.getQueue(queue)))) return;
    throw new Error(`no job queue "${queue}": nothing queued`);
  };
  const pollingIntervalSeconds = options.pollingIntervalSeconds ?? 2;

  return {
    async work(queue, settings, handler) {
      const policy = {
        name: queue,
        expireInSeconds: settings.expireInSeconds,
        retryLimit: settings.retryLimit,
        retryDelay: settings.retryDelaySeconds,
        retryBackoff: true,
      };
      // createQueue keeps an existing queue as it is: the settings of this deploy win. pg-boss
      // creates a queue's partition table with no lock of its own, and processes creating
      // queues at once (a deploy's first start on a new database) deadlock: they take turns.
      await takingTurns(database.pool, QUEUE_SETUP_LOCK_ID, async () => {
        await boss.createQueue(queue, policy);
        await boss.updateQueue(queue, policy);
      });
      const id = await boss.work<object>(
        queue,
        { batchSize: 1, pollingIntervalSeconds },
        async ([job]) => {
          if (!job) return;
          // includeMetadata is off: the retry count is read where a handler needs it.
          await handler(job.data as never, { id: job.id, retryCount: 0 });
          // pg-boss 10 waits a whole polling interval after every fetch, even one that found a
          // job: one job per interval would back a burst of alert mails up for minutes. Fetch
          // again at once; an empty fetch then waits the interval as usual.
          const self = workers.get(queue);
          if (self) boss.notifyWorker(self);
        },
      );
      workers.set(queue, id);
    },
    async sendInTransaction(client, queue, data, key) {
      const id = await boss.send(queue, data, {
        ...(key ? { singletonKey: key } : {}),
        db: { executeSql: (text, values) => client.query(text, values) },
      });
      await queued(queue, id, key);
    },
    async send(queue, data, key) {
      await queued(queue, await boss.send(queue, data, key ? { singletonKey: key } : {}), key);
    },
    async schedule(queue, cron) {
      await boss.schedule(queue, cron, {}, { tz: 'America/New_York' });
    },
    wake(queue) {
      const id = workers.get(queue);
      if (id) boss.notifyWorker(id);
    },
    async close() {
      // Jobs in progress are failed back to the queue (pg-boss retries them elsewhere).
      await boss.stop({ graceful: true, timeout: 5_000, close: false, wait: true });
    },
  };
}
