import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { user } from './auth.ts';

// The signed-in user's watchlists (docs/decisions/010, 033): rows, not one JSON document, so every
// write is its own transaction and nothing is lost under concurrency. Deleting the user cascades.
// The portfolio is a ledger of transactions: portfolio.ts.

/** A user's named lists; the one with the lowest position is SPEC's 'Your Watchlist'. */
export const watchlists = pgTable(
  'watchlists',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    position: integer('position').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // 'Tech' and 'tech' would be the same list to a reader.
    uniqueIndex('watchlists_user_name_uq').on(table.userId, sql`lower(${table.name})`),
    index('watchlists_user_position_idx').on(table.userId, table.position),
  ],
);

export const watchlistItems = pgTable(
  'watchlist_items',
  {
    listId: uuid('list_id')
      .notNull()
      .references(() => watchlists.id, { onDelete: 'cascade' }),
    /** Kept beside the list's owner so per-user reads (daily summary, export) need no join. */
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    symbol: text('symbol').notNull(),
    note: text('note'),
    addedAt: timestamp('added_at', { withTimezone: true, precision: 6 }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.listId, table.symbol] }),
    index('watchlist_items_user_idx').on(table.userId),
  ],
);
