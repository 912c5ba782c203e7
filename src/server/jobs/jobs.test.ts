import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../tests/database.ts';
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
});
