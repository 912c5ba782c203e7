import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectDatabase, type Database } from '../db/database.ts';
import { createTestDatabase, type TestDatabase } from '#tests/database.ts';
import { startTcpProxy, type TcpProxy } from '#tests/tcp-proxy.ts';
import type { UserEvent } from '#shared/platform/user-events.ts';
import { pruneEvents } from './user-events.repo.ts';
import { createUserEventBus, LISTENER_NAME } from './user-events.ts';

const log = pino({ level: 'silent' });
let database: TestDatabase;
let otherProcess: Database;
/** Between a third process and PostgreSQL: cut it off while the others go on writing. */
let proxy: TcpProxy;
let cutOff: Database;
beforeAll(async () => {
  database = await createTestDatabase();
  otherProcess = connectDatabase(database.url); // a second pool, as another server would have
  const url = new URL(database.url);
  proxy = await startTcpProxy({ host: url.hostname, port: Number(url.port || 5432) });
  cutOff = connectDatabase(proxy.urlFor(database.url));
});
afterAll(async () => {
  await cutOff.close();
  await proxy.close();
  await otherProcess.close();
  await database.dispose();
});

/** Publishes each [user, event] in a transaction of its own, committed in turn. */
async function publishInTurn(
  bus: ReturnType<typeof createUserEventBus>,
  events: Array<[string, UserEvent]>,
) {
  for (const [userId, event] of events) {
    const client = await database.pool.connect();
    await client.query('BEGIN');
    await bus.publish(client, userId, event);
    await client.query('COMMIT');
    client.release();
  }
}

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
    const killed = await database.pool.query(
      `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
       WHERE datname = current_database() AND application_name = $1`,
      [LISTENER_NAME],
    );
    expect(killed.rowCount).toBe(1);
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

  it('replays, in order and once each, what was published while its connection was cut', async () => {
    const publisher = createUserEventBus({ database, log });
    const bus = createUserEventBus({ database: cutOff, log });
    await bus.ready();
    const received: string[] = [];
    bus.subscribe((userId, event) => received.push(`${userId} ${event.type}`));
    let gaps = 0;
    bus.afterGap(() => (gaps += 1));
    await publishInTurn(publisher, [['ann', { type: 'watchlist-changed' }]]);
    await expect.poll(() => received).toEqual(['ann watchlist-changed']);

    await proxy.cut();
    const missed: Array<[string, UserEvent]> = [
      ['ann', { type: 'portfolio-changed' }],
      ['bob', { type: 'alerts-changed' }],
      ['ann', { type: 'preferences-changed' }],
      ['bob', { type: 'signed-out' }],
      ['ann', { type: 'profile-changed' }],
    ];
    await publishInTurn(publisher, missed);
    // One that rolled back leaves a hole in the ids and is never delivered.
    const client = await database.pool.connect();
    await client.query('BEGIN');
    await publisher.publish(client, 'ann', { type: 'notifications-changed' });
    await client.query('ROLLBACK');
    client.release();
    await publishInTurn(publisher, [['ann', { type: 'alerts-changed' }]]);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(received).toHaveLength(1);

    await proxy.restore();
    const expected = [
      'ann watchlist-changed',
      ...missed.map(([userId, event]) => `${userId} ${event.type}`),
      'ann alerts-changed',
    ];
    await expect.poll(() => received, { timeout: 5_000 }).toEqual(expected);
    expect(gaps).toBe(1);
    // Live again, and nothing replayed twice.
    await publishInTurn(publisher, [['bob', { type: 'watchlist-changed' }]]);
    await expect.poll(() => received).toEqual([...expected, 'bob watchlist-changed']);
    await publisher.close();
    await bus.close();
  });

  it('delivers after a gap an event whose transaction was open before it and committed during it', async () => {
    const publisher = createUserEventBus({ database, log });
    const bus = createUserEventBus({ database: cutOff, log });
    await bus.ready();
    const received: string[] = [];
    bus.subscribe((userId) => received.push(userId));

    const open = await database.pool.connect();
    await open.query('BEGIN');
    await publisher.publish(open, 'open-before', { type: 'portfolio-changed' });
    await publishInTurn(publisher, [['committed-first', { type: 'portfolio-changed' }]]);
    await expect.poll(() => received).toEqual(['committed-first']);
    await proxy.cut();
    await open.query('COMMIT');
    open.release();
    await proxy.restore();
    await expect
      .poll(() => received, { timeout: 5_000 })
      .toEqual(['committed-first', 'open-before']);
    await publisher.close();
    await bus.close();
  });

  it('prunes events older than the retention, keeping newer ones', async () => {
    const bus = createUserEventBus({ database, log });
    await publishInTurn(bus, [['old', { type: 'signed-out' }]]);
    await database.pool.query(
      `UPDATE user_events SET created_at = now() - interval '2 days' WHERE user_id = 'old'`,
    );
    await publishInTurn(bus, [['new', { type: 'signed-out' }]]);
    expect(await pruneEvents(database.pool, 24 * 3600_000)).toBeGreaterThanOrEqual(1);
    const { rows } = await database.pool.query<{ user_id: string }>(
      `SELECT user_id FROM user_events WHERE user_id IN ('old', 'new')`,
    );
    expect(rows).toEqual([{ user_id: 'new' }]);
    await bus.close();
  });
});
