import { and, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Alert, AlertPatch, NewAlert, Notification } from '#shared/alerts/alerts.ts';
import { NOTIFICATIONS_PAGE } from '#shared/alerts/alerts.ts';
import { canonical } from '#shared/platform/money.ts';
import type { Db } from '../../db/database.ts';
import { alerts, notifications } from '../../db/schema/index.ts';
import type { SqlClient, Tx } from '../../db/transactions.ts';
import type { IndexedAlert } from './alert-index.ts';

// SQL of the alerts feature. Writes run inside the caller's transaction (inUserTransaction).

export type AlertRow = typeof alerts.$inferSelect;
type Executor = Db | Tx;

const iso = (value: Date | null) => (value ? value.toISOString() : null);
const decimal = (value: string | null) => (value === null ? null : canonical(value));

export function toAlert(row: AlertRow): Alert {
  return {
    id: row.id,
    symbol: row.symbol,
    condition: row.condition,
    value: decimal(row.value),
    repeat: row.repeat,
    note: row.note,
    status: row.paused ? 'paused' : row.armed ? 'armed' : 'triggered',
    createdAt: row.createdAt.toISOString(),
    triggeredAt: iso(row.triggeredAt),
    triggeredPrice: decimal(row.triggeredPrice),
    triggerCount: row.triggerCount,
  };
}

export function toIndexed(row: AlertRow): IndexedAlert {
  return {
    id: row.id,
    userId: row.userId,
    symbol: row.symbol,
    condition: row.condition,
    value: row.value === null ? null : Number(row.value),
    repeat: row.repeat,
    armed: row.armed,
    lastTriggerDay: row.lastTriggerDay,
    reference: row.reference === null ? null : Number(row.reference),
  };
}

export async function listAlerts(db: Executor, userId: string): Promise<Alert[]> {
  const rows = await db
    .select()
    .from(alerts)
    .where(eq(alerts.userId, userId))
    .orderBy(desc(alerts.createdAt), desc(alerts.id));
  return rows.map(toAlert);
}

export async function countAlerts(tx: Executor, userId: string): Promise<number> {
  const [row] = await tx.select({ n: count() }).from(alerts).where(eq(alerts.userId, userId));
  return row?.n ?? 0;
}

export async function insertAlert(tx: Tx, userId: string, alert: NewAlert): Promise<AlertRow> {
  const [row] = await tx
    .insert(alerts)
    .values({
      userId,
      symbol: alert.symbol,
      condition: alert.condition,
      value: alert.value,
      repeat: alert.repeat,
      note: alert.note,
    })
    .returning();
  if (!row) throw new Error('insert returned no alert');
  return row;
}

/** Any user's alert by id: a signed link names it without a session. */
export async function alertById(db: Db, id: string): Promise<AlertRow | undefined> {
  const [row] = await db.select().from(alerts).where(eq(alerts.id, id));
  return row;
}

export async function alertOf(
  db: Executor,
  userId: string,
  id: string,
): Promise<AlertRow | undefined> {
  const [row] = await db
    .select()
    .from(alerts)
    .where(and(eq(alerts.id, id), eq(alerts.userId, userId)));
  return row;
}

/**
 * Applies the patch. A changed value or repeat, and a resume, arm the alert again (the user asks
 * it to watch anew); a 52-week alert then looks up its range again.
 */
export async function patchAlert(
  tx: Tx,
  userId: string,
  id: string,
  patch: AlertPatch,
): Promise<AlertRow | undefined> {
  const rearm = patch.value !== undefined || patch.repeat !== undefined || patch.paused === false;
  const [row] = await tx
    .update(alerts)
    .set({
      ...(patch.value !== undefined ? { value: patch.value.trim() } : {}),
      ...(patch.repeat !== undefined ? { repeat: patch.repeat } : {}),
      ...(patch.note !== undefined ? { note: patch.note } : {}),
      ...(patch.paused !== undefined ? { paused: patch.paused } : {}),
      ...(rearm ? { armed: true, lastTriggerDay: null, reference: null } : {}),
      updatedAt: sql`now()`,
    })
    .where(and(eq(alerts.id, id), eq(alerts.userId, userId)))
    .returning();
  return row;
}

export async function deleteAlert(tx: Tx, userId: string, id: string): Promise<boolean> {
  const deleted = await tx
    .delete(alerts)
    .where(and(eq(alerts.id, id), eq(alerts.userId, userId)))
    .returning({ id: alerts.id });
  return deleted.length > 0;
}

/** What the engine indexes: every alert that can still fire (not paused, not a spent one-shot). */
export async function liveAlerts(db: Db, userId?: string): Promise<IndexedAlert[]> {
  const rows = await db
    .select()
    .from(alerts)
    .where(
      and(
        eq(alerts.paused, false),
        sql`(${alerts.armed} OR ${alerts.repeat} = 'rearm')`,
        userId === undefined ? undefined : eq(alerts.userId, userId),
      ),
    );
  return rows.map(toIndexed);
}

export interface ClaimedTrigger {
  /** The alert as the claim left it (disarmed, this trigger counted). */
  alert: IndexedAlert;
  notificationId: number;
  emailNotifications: boolean;
}

interface ClaimRow {
  id: string;
  user_id: string;
  symbol: string;
  condition: IndexedAlert['condition'];
  value: string | null;
  repeat: IndexedAlert['repeat'];
  armed: boolean;
  last_trigger_day: string | null;
  reference: string | null;
  notification_id: string;
  email_notifications: boolean;
}

/**
 * Claims one trigger of the alert and records its notification, in one statement (one round
 * trip while the caller's transaction holds a pooled connection). The conditional UPDATE lets one
 * of several processes that saw the same tick win; the others skip the row the winner has locked
 * instead of waiting for its commit (SKIP LOCKED), and find it disarmed if they look again. A
 * re-arming alert fires at most once per trading day. `value` is the level the engine indexed:
 * an alert edited since is not claimed on the old level.
 */
export async function claimTrigger(
  client: SqlClient,
  claim: {
    alertId: string;
    value: number | null;
    price: number;
    day: string;
    title: string;
    body: string;
  },
): Promise<ClaimedTrigger | null> {
  const price = claim.price.toFixed(6);
  const { rows } = (await client.query(
    `WITH target AS (
       SELECT id FROM alerts
        WHERE id = $1
          AND armed AND NOT paused
          AND (repeat = 'once' OR last_trigger_day IS DISTINCT FROM $2::date)
          AND value IS NOT DISTINCT FROM $3::numeric
        FOR UPDATE SKIP LOCKED),
     claimed AS (
       UPDATE alerts a
          SET armed = false,
              last_trigger_day = $2::date,
              triggered_at = now(),
              triggered_price = $4::numeric,
              trigger_count = a.trigger_count + 1,
              reference = CASE WHEN a.condition IN ('high-52w', 'low-52w') THEN $4::numeric
                               ELSE a.reference END,
              updated_at = now()
         FROM target
        WHERE a.id = target.id
       RETURNING a.*),
     recorded AS (
       INSERT INTO notifications (user_id, alert_id, trigger_number, symbol, title, body, price)
       SELECT user_id, id, trigger_count, symbol, $5, $6, $4::numeric FROM claimed
       RETURNING id)
     SELECT c.id, c.user_id, c.symbol, c.condition, c.value, c.repeat, c.armed,
            c.last_trigger_day::text AS last_trigger_day, c.reference,
            r.id::text AS notification_id,
            coalesce(p.email_notifications, false) AS email_notifications
       FROM claimed c
       CROSS JOIN recorded r
       LEFT JOIN preferences p ON p.user_id = c.user_id`,
    [
      claim.alertId,
      claim.day,
      claim.value === null ? null : String(claim.value),
      price,
      claim.title,
      claim.body,
    ],
  )) as { rows: ClaimRow[] };
  const [row] = rows;
  if (!row) return null;
  return {
    alert: {
      id: row.id,
      userId: row.user_id,
      symbol: row.symbol,
      condition: row.condition,
      value: row.value === null ? null : Number(row.value),
      repeat: row.repeat,
      armed: row.armed,
      lastTriggerDay: row.last_trigger_day,
      reference: row.reference === null ? null : Number(row.reference),
    },
    notificationId: Number(row.notification_id),
    emailNotifications: row.email_notifications,
  };
}

/** Arms a fired re-arming alert again (any process may; the second one changes nothing). */
export async function rearm(db: Db, id: string): Promise<void> {
  await db
    .update(alerts)
    .set({ armed: true, updatedAt: sql`now()` })
    .where(
      and(
        eq(alerts.id, id),
        eq(alerts.armed, false),
        eq(alerts.paused, false),
        eq(alerts.repeat, 'rearm'),
      ),
    );
}

/** Records the 52-week high (low) an alert must beat, unless another process already did. */
export async function setReference(db: Db, id: string, reference: number): Promise<void> {
  await db
    .update(alerts)
    .set({ reference: reference.toFixed(6) })
    .where(and(eq(alerts.id, id), isNull(alerts.reference)));
}

type NotificationRow = typeof notifications.$inferSelect;

const toNotification = (row: NotificationRow): Notification => ({
  id: String(row.id),
  alertId: row.alertId,
  symbol: row.symbol,
  title: row.title,
  body: row.body,
  price: canonical(row.price),
  createdAt: row.createdAt.toISOString(),
  read: row.readAt !== null,
});

export async function listNotifications(
  db: Db,
  userId: string,
): Promise<{ notifications: Notification[]; unread: number }> {
  const [rows, unread] = await Promise.all([
    db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, userId))
      .orderBy(desc(notifications.id))
      .limit(NOTIFICATIONS_PAGE),
    unreadCount(db, userId),
  ]);
  return { notifications: rows.map(toNotification), unread };
}

export async function unreadCount(db: Executor, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return row?.n ?? 0;
}

/** How many of these ids are the user's notifications (read or not). */
export async function countOwnNotifications(tx: Tx, userId: string, ids: number[]) {
  const [row] = await tx
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), inArray(notifications.id, ids)));
  return row?.n ?? 0;
}

/** Marks the user's notifications read (all, or those ids); returns how many changed. */
export async function markRead(tx: Tx, userId: string, ids: number[] | 'all'): Promise<number> {
  const changed = await tx
    .update(notifications)
    .set({ readAt: sql`now()` })
    .where(
      and(
        eq(notifications.userId, userId),
        isNull(notifications.readAt),
        ids === 'all' ? undefined : inArray(notifications.id, ids),
      ),
    )
    .returning({ id: notifications.id });
  return changed.length;
}
