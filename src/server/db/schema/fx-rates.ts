import { date, numeric, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

/**
 * The euro reference rates of each publication day (docs/decisions/083): units of `currency`
 * per 1 EUR, as the provider published them (the ECB's convention). EUR itself has no rows.
 */
export const fxRates = pgTable(
  'fx_rates',
  {
    currency: text('currency').notNull(),
    /** The reference date, YYYY-MM-DD. */
    date: date('date', { mode: 'string' }).notNull(),
    rate: numeric('rate').notNull(),
  },
  (table) => [primaryKey({ columns: [table.currency, table.date] })],
);
