import type pg from 'pg';
import { ALERT_MAIL_QUEUE } from '#server/features/alerts/alert-engine.ts';
import { seedAlerts, USERS, type SeedAlert } from './alerts-scenario.ts';

// SQL of bench/alerts.ts: the seed (users with Email Notifications on, 100,000 armed alerts,
// written with unnest for speed), and what the run left behind, read back for the figures.

export const benchUserId = (index: number) => `bench-user-${index}`;

export async function seedDatabase(pool: pg.Pool, seed: number, prices: readonly number[]) {
  const ids = Array.from({ length: USERS }, (_, i) => benchUserId(i));
  await pool.query(
    `INSERT INTO "user" (id, name, email, email_verified)
     SELECT id, 'Bench ' || id, id || '@example.test', true FROM unnest($1::text[]) AS id`,
    [ids],
  );
  await pool.query(
    `INSERT INTO preferences (user_id, email_notifications)
     SELECT id, true FROM unnest($1::text[]) AS id`,
    [ids],
  );
  const insert = (batch: SeedAlert[]) =>
    pool.query(
      `INSERT INTO alerts (user_id, symbol, condition, value, repeat)
       SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::numeric[], $5::text[])`,
      [
        batch.map((alert) => benchUserId(alert.userIndex)),
        batch.map((alert) => alert.symbol),
        batch.map((alert) => alert.condition),
        batch.map((alert) => alert.value),
        batch.map((alert) => alert.repeat),
      ],
    );
  let batch: SeedAlert[] = [];
  let count = 0;
  for (const alert of seedAlerts(seed, prices)) {
    batch.push(alert);
    count += 1;
    if (batch.length === 20_000) {
      await insert(batch);
      batch = [];
    }
  }
  if (batch.length > 0) await insert(batch);
  await pool.query('ANALYZE');
  return { users: USERS, alerts: count };
}

export interface FiredRow {
  id: string;
  symbol: string;
  price: string;
  repeat: string;
  notifiedAt: Date;
  mailedAt: Date | null;
}

/** Every notification of the run, with its alert's repeat and its outbox mail (if any yet). */
export async function firedRows(pool: pg.Pool): Promise<FiredRow[]> {
  const { rows } = await pool.query<FiredRow>(
    `SELECT n.id::text AS id, n.symbol, n.price::text AS price, a.repeat,
            n.created_at AS "notifiedAt", m.created_at AS "mailedAt"
       FROM notifications n
       JOIN alerts a ON a.id = n.alert_id
       LEFT JOIN mail_outbox m ON m.idempotency_key = 'alert-notification-' || n.id`,
  );
  return rows;
}

/** Mails still to come: notifications without their outbox row yet. */
export async function mailsPending(pool: pg.Pool): Promise<number> {
  const { rows } = await pool.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM notifications n
      WHERE NOT EXISTS (SELECT 1 FROM mail_outbox m
                         WHERE m.idempotency_key = 'alert-notification-' || n.id)`,
  );
  return rows[0]?.n ?? 0;
}

/**
 * Duplicates, each of which must be 0. The unique indexes forbid two notifications of one
 * trigger and two outbox rows of one key; these also count what those could not catch: a
 * one-shot alert notified twice, a re-arming alert claimed twice on one trading day, two mail
 * jobs or two mails for one trigger (by alert and trigger number, not by key).
 */
export async function duplicates(pool: pg.Pool) {
  const count = async (sql: string, values: unknown[] = []) =>
    (await pool.query<{ n: number }>(`SELECT count(*)::int AS n FROM (${sql}) d`, values)).rows[0]
      ?.n ?? 0;
  return {
    notificationsPerAlertTriggerOver1: await count(
      `SELECT 1 FROM notifications GROUP BY alert_id, trigger_number HAVING count(*) > 1`,
    ),
    onceAlertsNotifiedMoreThanOnce: await count(
      `SELECT 1 FROM notifications n JOIN alerts a ON a.id = n.alert_id
        WHERE a.repeat = 'once' GROUP BY n.alert_id HAVING count(*) > 1`,
    ),
    rearmTriggersPerAlertTradingDayOver1: await count(
      `SELECT 1 FROM notifications n JOIN alerts a ON a.id = n.alert_id
        WHERE a.repeat = 'rearm'
        GROUP BY n.alert_id, (n.created_at AT TIME ZONE 'America/New_York')::date
       HAVING count(*) > 1`,
    ),
    mailJobsPerNotificationOver1: await count(
      `SELECT 1 FROM pgboss.job WHERE name = $1
        GROUP BY data->>'notificationId' HAVING count(*) > 1`,
      [ALERT_MAIL_QUEUE],
    ),
    mailsPerAlertTriggerOver1: await count(
      `SELECT 1 FROM mail_outbox m
         JOIN notifications n ON m.idempotency_key = 'alert-notification-' || n.id
        GROUP BY n.alert_id, n.trigger_number HAVING count(*) > 1`,
    ),
  };
}
