import {
  bigint,
  date,
  doublePrecision,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

// Price history for charts and 52-week ranges: from the provider's bars where its plan has
// them, otherwise recorded from the quotes and trades we see. Prices are display values
// (double precision), not money we hold.

export const dailyBar = pgTable(
  'daily_bar',
  {
    symbol: text('symbol').notNull(),
    /** Trading date in America/New_York. */
    date: date('date', { mode: 'string' }).notNull(),
    /** Start of the bar (first recorded time when built from quotes). */
    time: timestamp('time', { withTimezone: true }).notNull(),
    open: doublePrecision('open').notNull(),
    high: doublePrecision('high').notNull(),
    low: doublePrecision('low').notNull(),
    close: doublePrecision('close').notNull(),
    /**
     * From a provider that reports them (Tiingo), null otherwise: the cash dividend with its
     * ex-date on this day and the split ratio of that day ('1' most days). Decimals: the
     * ledger books them (docs/decisions/023). Prices before a split are divided by it on read.
     */
    dividend: numeric('dividend'),
    splitFactor: numeric('split_factor'),
  },
  (table) => [primaryKey({ columns: [table.symbol, table.date] })],
);

/**
 * How far each symbol's provider history is stored (docs/decisions/023): fetched once in full,
 * then extended from `through` after each close. Only for providers whose terms allow storage.
 */
export const dailyHistorySync = pgTable(
  'daily_history_sync',
  {
    symbol: text('symbol').notNull(),
    provider: text('provider').notNull(),
    /** Last trading date the provider's rows cover. */
    through: date('through', { mode: 'string' }).notNull(),
    /** When we last asked (so processes do not each ask again within the hour). */
    checkedAt: timestamp('checked_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.symbol, table.provider] })],
);

/**
 * One API key's upstream budget, shared by every process using the key (docs/decisions/024):
 * a row per window. Second and minute windows are token buckets (`tokens` at `updated_ms`);
 * hour and day windows count `used` calls in the clock `period` the vendor resets.
 */
export const upstreamBudget = pgTable(
  'upstream_budget',
  {
    key: text('key').notNull(),
    window: text('window').notNull(),
    tokens: doublePrecision('tokens').notNull(),
    updatedMs: bigint('updated_ms', { mode: 'number' }).notNull(),
    period: text('period').notNull(),
    used: integer('used').notNull(),
  },
  (table) => [primaryKey({ columns: [table.key, table.window] })],
);

export const intradayPoint = pgTable(
  'intraday_point',
  {
    symbol: text('symbol').notNull(),
    time: timestamp('time', { withTimezone: true }).notNull(),
    price: doublePrecision('price').notNull(),
  },
  (table) => [primaryKey({ columns: [table.symbol, table.time] })],
);
