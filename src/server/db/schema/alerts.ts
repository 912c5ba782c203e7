import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { ALERT_CONDITIONS, ALERT_REPEATS } from '#shared/alerts/alerts.ts';
import { user } from './auth.ts';

// Price alerts, the notifications they leave, and the daily summaries sent (docs/decisions/032).
// Deleting the user cascades.

export const alerts = pgTable(
  'alerts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    symbol: text('symbol').notNull(),
    condition: text('condition', { enum: ALERT_CONDITIONS }).notNull(),
    /** A price or a percent; null for 52-week alerts. */
    value: numeric('value', { precision: 20, scale: 6 }),
    repeat: text('repeat', { enum: ALERT_REPEATS }).notNull(),
    note: text('note'),
    paused: boolean('paused').notNull().default(false),
    /**
     * Watching for its condition. A trigger clears it in the same conditional UPDATE that claims
     * the trigger, so of several processes seeing the same tick exactly one claims it.
     */
    armed: boolean('armed').notNull().default(true),
    /** The trading day (America/New_York) of the last trigger: re-arming alerts fire once a day. */
    lastTriggerDay: date('last_trigger_day', { mode: 'string' }),
    triggeredAt: timestamp('triggered_at', { withTimezone: true }),
    triggeredPrice: numeric('triggered_price', { precision: 20, scale: 6 }),
    triggerCount: integer('trigger_count').notNull().default(0),
    /** 52-week alerts: the high (or low) a new extreme must beat, once known. */
    reference: numeric('reference', { precision: 20, scale: 6 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('alerts_user_idx').on(table.userId, table.createdAt),
    // The engine loads what can fire: not paused, per symbol.
    index('alerts_live_symbol_idx')
      .on(table.symbol)
      .where(sql`NOT ${table.paused}`),
    check('alerts_value_fits', sql`${table.value} IS NULL OR ${table.value} > 0`),
  ],
);

export const notifications = pgTable(
  'notifications',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    alertId: uuid('alert_id').references(() => alerts.id, { onDelete: 'set null' }),
    /** Which trigger of the alert (its trigger_count then): one notification per trigger. */
    triggerNumber: integer('trigger_number').notNull(),
    symbol: text('symbol').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    price: numeric('price', { precision: 20, scale: 6 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (table) => [
    index('notifications_user_idx').on(table.userId, table.id),
    uniqueIndex('notifications_trigger_uq').on(table.alertId, table.triggerNumber),
  ],
);

/** One daily close summary per user per trading day, claimed before it is queued. */
export const dailySummaries = pgTable(
  'daily_summaries',
  {
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    tradingDay: date('trading_day', { mode: 'string' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.tradingDay] })],
);
