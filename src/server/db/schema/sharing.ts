import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth.ts';
import { watchlists } from './user-data.ts';

// Read-only share links of watchlists: one live link per list, replaced by a new one. Only the
// token's SHA-256 is kept, so a copy of the database opens no list. Deleting the list or the
// user cascades.

export const watchlistShares = pgTable(
  'watchlist_shares',
  {
    listId: uuid('list_id')
      .primaryKey()
      .references(() => watchlists.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    /** SHA-256 of the link's token, hex. */
    tokenHash: text('token_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('watchlist_shares_token_hash_uq').on(table.tokenHash),
    index('watchlist_shares_user_idx').on(table.userId),
  ],
);
