import { date, doublePrecision, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

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
  },
  (table) => [primaryKey({ columns: [table.symbol, table.date] })],
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
