import { describe, expect, it } from 'vitest';
import { alertsHarness } from '#tests/alerts.ts';
import { LISTENER_NAME } from '../../live/user-events.ts';
import { expectLog } from '#tests/expected-logs.ts';

// After any gap in listening for user events, the engine reads every alert
// anew (decision 077), so one that changed without an event it heard is watched all the same.

const { harness, investor, priceOf, trade, notificationsOf } = alertsHarness();

describe('alerts after a gap in user events', () => {
  it('watches an alert stored while no event told of it, once listening again', async () => {
    // The listening connection is ended on purpose.
    expectLog('warn', /user events: listening connection lost/);
    const ada = await investor(false);
    const base = await priceOf('NVDA');
    // Stored by hand: no 'alerts-changed' event says so, as after a lost NOTIFY.
    const { rows } = await harness.database.pool.query<{ id: string }>(
      `INSERT INTO alerts (user_id, symbol, condition, value, repeat)
       VALUES ($1, 'NVDA', 'above', $2, 'once') RETURNING id`,
      [ada.userId, (base + 10).toFixed(2)],
    );
    const alertId = rows[0]?.id ?? '';
    const { engine } = await harness.app.alerts.ready();
    expect(engine.indexed(alertId)).toBe(false);

    const killed = await harness.database.pool.query(
      `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
       WHERE datname = current_database() AND application_name = $1`,
      [LISTENER_NAME],
    );
    expect(killed.rowCount).toBe(1);
    await expect.poll(() => engine.indexed(alertId), { timeout: 5_000 }).toBe(true);
    trade('NVDA', base + 10.5);
    await expect.poll(async () => (await notificationsOf(ada)).unread).toBe(1);
  });
});
