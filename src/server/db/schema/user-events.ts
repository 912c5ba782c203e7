import { bigserial, index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { UserEvent } from '#shared/platform/user-events.ts';

// The outbox of user events (docs/decisions/077): each is stored in the transaction that
// publishes it, beside its NOTIFY, so a process whose LISTEN connection was down replays what it
// missed. No foreign key to the user: an account's deletion publishes 'signed-out', which must
// outlive the user row. Rows older than a day are pruned.

export const userEvents = pgTable(
  'user_events',
  {
    /** Allocated in order (no sequence cache): a process remembers the last one it saw. */
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: text('user_id').notNull(),
    /** Only this session of the user is concerned (a single sign-out). */
    sessionId: text('session_id'),
    event: jsonb('event').$type<UserEvent>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (table) => [index('user_events_created_at_idx').on(table.createdAt)],
);
