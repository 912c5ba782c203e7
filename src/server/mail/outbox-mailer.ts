import { desc } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { mailOutbox } from '../db/schema/index.ts';
import type { Mailer } from './mailer.ts';

export interface OutboxMessage {
  id: number;
  to: string;
  subject: string;
  text: string;
  idempotencyKey: string | null;
  createdAt: Date;
}

/** Keeps mail in PostgreSQL instead of sending it, for local use and tests. */
export function outboxMailer(database: Database): Mailer {
  return {
    async sendMail({ to, subject, text, idempotencyKey }) {
      await database.db
        .insert(mailOutbox)
        .values({ to, subject, text, idempotencyKey: idempotencyKey ?? null })
        .onConflictDoNothing({ target: mailOutbox.idempotencyKey });
    },
    async close() {},
  };
}

/** Newest first. */
export async function listOutbox(database: Database, limit = 100): Promise<OutboxMessage[]> {
  return database.db.select().from(mailOutbox).orderBy(desc(mailOutbox.id)).limit(limit);
}
