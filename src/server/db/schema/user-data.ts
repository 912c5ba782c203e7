import { sql } from 'drizzle-orm';
import { check, index, numeric, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { user } from './auth.ts';

// The signed-in user's watchlist and positions (docs/decisions/010): rows, not one JSON document, so
// every add/remove is its own transaction and nothing is lost under concurrency. Deleting the
// user cascades to both.

export const watchlistItems = pgTable(
  'watchlist_items',
  {
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    symbol: text('symbol').notNull(),
    addedAt: timestamp('added_at', { withTimezone: true, precision: 6 }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.symbol] })],
);

export const positions = pgTable(
  'positions',
  {
    /** SPEC §3: the symbol plus a timestamp, e.g. 'AAPL-1795220618759'. */
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    symbol: text('symbol').notNull(),
    name: text('name'),
    shares: numeric('shares', { precision: 24, scale: 6 }).notNull(),
    purchasePrice: numeric('purchase_price', { precision: 20, scale: 6 }).notNull(),
    addedAt: timestamp('added_at', { withTimezone: true, precision: 3 }).notNull(),
  },
  (table) => [
    index('positions_user_added_idx').on(table.userId, table.addedAt),
    check('positions_shares_min', sql`${table.shares} >= 0.000001`),
    check('positions_purchase_price_min', sql`${table.purchasePrice} >= 0.01`),
  ],
);
