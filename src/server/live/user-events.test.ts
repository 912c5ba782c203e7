import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectDatabase, type Database } from '../db/database.ts';
import { createTestDatabase, type TestDatabase } from '../../../tests/database.ts';
import type { UserEvent } from '../../shared/user-events.ts';
import { createUserEventBus } from './user-events.ts';

const log = pino({ level: 'silent' });
let database: TestDatabase;
let otherProcess: Database;
beforeAll(async () => {
  database = await createTestDatabase({ migrate: false });
  otherProcess = connectDatabase(database.url); // a second pool, as another server would have
});
afterAll(async () => {
  await otherProcess.close();
  await database.dispose();
});

function nextEvent(bus: ReturnType<typeof createUserEventBus>) {
  return new Promise<{ userId: string; event: UserEvent }>((resolve) => {
    const off = bus.subscribe((userId, event) => {
      off();
      resolve({ userId, event });
    });
  });
}

describe('user event bus', () => {
  it("delivers an event published in one process's transaction to another process on commit", async () => {
    const publisher = createUserEventBus({ database, log });
    const subscriber = createUserEventBus({ database: otherProcess, log });
    await subscriber.ready();
    const received: Array<{ userId: string; event: UserEvent }> = [];
    subscriber.subscribe((userId, event) => received.push({ userId, event }));

    const client = await database.pool.connect();
    await client.query('BEGIN');
    await publisher.publish(client, 'user-1', { type: 'signed-out' });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(received).toEqual([]); // not before the commit
    const arrived = nextEvent(subscriber);
    await client.query('COMMIT');
    client.release();
    expect(await arrived).toEqual({ userId: 'user-1', event: { type: 'signed-out' } });

    await publisher.close();
    await subscriber.close();
  });

  it('drops the event when the transaction rolls back', async () => {
    const bus = createUserEventBus({ database: otherProcess, log });
    await bus.ready();
    const received: string[] = [];
    bus.subscribe((userId) => received.push(userId));
    const client = await database.pool.connect();
    await client.query('BEGIN');
    await bus.publish(client, 'rolled-back', { type: 'profile-changed' });
    await client.query('ROLLBACK');
    await bus.publish(client, 'committed', { type: 'profile-changed' });
    client.release();
    await expect.poll(() => received).toEqual(['committed']);
    await bus.close();
  });

  it('listens again after its connection is killed', async () => {
    const bus = createUserEventBus({ database: otherProcess, log, reconnectDelayMs: 50 });
    await bus.ready();
    await database.pool.query(
      `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
       WHERE datname = current_database() AND query LIKE 'LISTEN%' AND pid <> pg_backend_pid()`,
    );
    const received: string[] = [];
    bus.subscribe((userId) => received.push(userId));
    await expect
      .poll(
        async () => {
          await bus.publish(database.pool, 'after-restart', { type: 'signed-out' });
          return received.length > 0;
        },
        { timeout: 5_000, interval: 200 },
      )
      .toBe(true);
    await bus.close();
  });

  it('ignores notifications that are not user events', async () => {
    const bus = createUserEventBus({ database, log });
    await bus.ready();
    const received: string[] = [];
    bus.subscribe((userId) => received.push(userId));
    await database.pool.query(`SELECT pg_notify('tickerdeck_user_events', '{"nope":1}')`);
    await bus.publish(database.pool, 'valid', { type: 'signed-out' });
    await expect.poll(() => received).toEqual(['valid']);
    await bus.close();
  });
});
