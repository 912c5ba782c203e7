import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth.ts';

/**
 * A deleted holding's transactions, kept for a short while so the delete can be undone
 * (docs/decisions/094): each row as it was (to_jsonb of the ledger's row), under the batch
 * (`undo`) its deletion answered with. Restoring puts them back as they were and empties the
 * batch; batches older than a few minutes are cleared at the user's next deletion.
 */
export const portfolioDeletedTransactions = pgTable(
  'portfolio_deleted_transactions',
  {
    batch: uuid('batch').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    deletedAt: timestamp('deleted_at', { withTimezone: true, precision: 3 }).notNull(),
    row: jsonb('row').notNull(),
  },
  (table) => [index('portfolio_deleted_transactions_user_batch_idx').on(table.userId, table.batch)],
);
