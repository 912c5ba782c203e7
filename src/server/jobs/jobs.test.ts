import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '#tests/database.ts';
import { startJobs, type Jobs } from './jobs.ts';

let database: TestDatabase;
let jobs: Jobs;
beforeAll(async () => {
  database = await createTestDatabase();
  // A polling interval far longer than the test: only wakes and back-to-back fetches run jobs.
  jobs = await startJobs({ database, log: pino({ level: 'silent' }), pollingIntervalSeconds: 60 });
});
afterAll(async () => {
  await jobs.close();
  await database.dispose();
});

describe('jobs', () => {
  it('works a burst of queued jobs back to back after one wake, not one per polling interval', async () => {
    const done: number[] = [];
    await jobs.work<{ n: number }>(
      'burst',
      { expireInSeconds: 30, retryLimit: 0, retryDelaySeconds: 1 },
      async ({ n }) => void done.push(n),
    );
    for (let n = 0; n < 5; n++) await jobs.send('burst', { n });
    jobs.wake('burst');
    const until = Date.now() + 10_000;
    while (done.length < 5 && Date.now() < until) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(done.sort()).toEqual([0, 1, 2, 3, 4]);
  });

  it('refuses a job for a queue nobody created, instead of dropping it', async () => {
    // pg-boss 10 answers such a send with no id and no error: an alert's mail would be lost
    // while its notification commits.
    await expect(jobs.send('never-created', { n: 1 })).rejects.toThrow(
      'no job queue "never-created": nothing queued',
    );
    await expect(jobs.send('never-created', { n: 1 }, 'a-key')).rejects.toThrow(
      'no job queue "never-created": nothing queued',
    );
    // A repeat of a keyed job is queued already: no error.
    await jobs.work(
      'keyed',
      { expireInSeconds: 30, retryLimit: 0, retryDelaySeconds: 1 },
      async () => {},
    );
    await jobs.send('keyed', { n: 1 }, 'once');
    await expect(jobs.send('keyed', { n: 1 }, 'once')).resolves.toBeUndefined();
  });

  it('creates the same queues from several processes at once without a deadlock', async () => {
    // What three server processes starting together on a new database do: pg-boss creates each
    // queue's partition table unguarded, and concurrent creations deadlock in PostgreSQL.
    const processes = await Promise.all(
      [1, 2, 3].map(() =>
        startJobs({ database, log: pino({ level: 'silent' }), pollingIntervalSeconds: 60 }),
      ),
    );
    const queues = ['mail', 'summary', 'daily', 'sweep'].map((name) => `together-${name}`);
    const settings = { expireInSeconds: 30, retryLimit: 0, retryDelaySeconds: 1 };
    try {
      await Promise.all(
        processes.map(async (process) => {
          for (const queue of queues) await process.work(queue, settings, async () => {});
        }),
      );
      for (const queue of queues) await jobs.send(queue, { n: 1 });
    } finally {
      await Promise.all(processes.map((process) => process.close()));
    }
  });
});
