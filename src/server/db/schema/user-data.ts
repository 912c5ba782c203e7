import { pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { user } from './auth.ts';

// The signed-in user's watchlist (docs/decisions/010): rows, not one JSON document, so every
// add/remove is its own transaction and nothing is lost under concurrency. Deleting the user
// cascades. The portfolio is a ledger of transactions: portfolio.ts.

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
